/**
 * `npm run catalog:report`: what every figure and feature of the catalog
 * rests on, per family (and per product with `--products`).
 * Figures: confirmed or secondary (a source about that very product), name
 * (the product's name says it), family (the family's working figure, printed
 * only as a typical value), missing (a figure the product type has that
 * nobody gives) and onLabel (safety figures no product source gives: pages
 * send parents to the label).
 * Features: the same bases plus type (what every product of its type has),
 * maybe (the manual says "if your model has…") and lacks (a source says the
 * product has not got it).
 * Usage: tsx scripts/catalog-report.mts [--products]
 */
import {FIGURE_NAMES, figureApplies, products, series} from '../src/domain/catalog/index.ts';
import type {Product} from '../src/domain/catalog/types.ts';

const FIGURE_COLUMNS = ['confirmed', 'secondary', 'name', 'family', 'missing', 'onLabel'] as const;
const FEATURE_COLUMNS = ['confirmed', 'secondary', 'name', 'family', 'type', 'maybe', 'lacks'] as const;
type Count<C extends readonly string[]> = Record<C[number], number>;
type Counts = {figures: Count<typeof FIGURE_COLUMNS>; features: Count<typeof FEATURE_COLUMNS>};

const zero = <C extends readonly string[]>(columns: C) => Object.fromEntries(columns.map((c) => [c, 0])) as Count<C>;
const empty = (): Counts => ({figures: zero(FIGURE_COLUMNS), features: zero(FEATURE_COLUMNS)});

function count(product: Product, into: Counts): void {
  for (const name of FIGURE_NAMES) {
    const figure = product.figures[name];
    if (figure) into.figures[figure.basis]++;
    else if ((product.onLabel as readonly string[]).includes(name)) into.figures.onLabel++;
    else if (figureApplies(name, product.type)) into.figures.missing++;
  }
  for (const fact of Object.values(product.featureFacts)) {
    if (fact.has) into.features[fact.basis]++;
    else into.features.lacks++;
  }
  into.features.maybe += product.maybe.length;
}

function add(a: Counts, b: Counts): void {
  for (const c of FIGURE_COLUMNS) a.figures[c] += b.figures[c];
  for (const c of FEATURE_COLUMNS) a.features[c] += b.features[c];
}

const LABEL = 44;
const cells = (values: readonly (string | number)[]) => values.map((v) => String(v).padStart(10)).join('');
const header = (first: string) => `${first.padEnd(LABEL)}${cells(FIGURE_COLUMNS)} |${cells(FEATURE_COLUMNS.map((c) => `f.${c}`))}`;
const row = (label: string, c: Counts) =>
  `${label.padEnd(LABEL)}${cells(FIGURE_COLUMNS.map((k) => c.figures[k]))} |${cells(FEATURE_COLUMNS.map((k) => c.features[k]))}`;

const perProduct = process.argv.includes('--products');
const total = empty();
const productLines: string[] = [];
const familyLines: string[] = [];
for (const s of series) {
  const family = empty();
  for (const product of products.filter((p) => p.series === s.id)) {
    const c = empty();
    count(product, c);
    add(family, c);
    if (perProduct) productLines.push(row(product.id, c));
  }
  add(total, family);
  familyLines.push(row(`${s.name} (${s.productIds.length})`, family));
}

if (perProduct) console.log(`${header('product')}\n${productLines.join('\n')}\n`);
console.log(`${header('family (products)')}\n${familyLines.join('\n')}\n${row('all', total)}\n`);
const f = total.figures;
const figures = f.confirmed + f.secondary + f.name + f.family;
const pct = (n: number) => `${Math.round((100 * n) / figures)} %`;
console.log(
  `${figures} figures: ${f.confirmed + f.secondary} from a source about that very product (${pct(f.confirmed + f.secondary)}), ` +
    `${f.name} from the product's name, ${f.family} family working figures (typical values only); ` +
    `${f.missing} figures no source gives; ${f.onLabel} safety figures sent to the product's label.`,
);
const g = total.features;
console.log(
  `${g.confirmed + g.secondary + g.name + g.family + g.type} features asserted: ${g.confirmed + g.secondary} from a source about that very product, ` +
    `${g.name} from the product's name, ${g.family} from a family fact, ${g.type} that every product of the type has; ` +
    `${g.maybe} worded "if your model has…" (no basis either way); ${g.lacks} absences a source gives.`,
);
