/**
 * `npm run catalog:report`: what every figure of the catalog rests on, per
 * product and per family: confirmed or secondary (a source about that very
 * product), name (the product's name says it), family (the family's working
 * figure, printed only as a typical value and never for a safety figure) and
 * missing (a figure the product type has that nobody gives). Safety figures
 * that are not product-sourced are counted apart: pages send parents to the label.
 * Usage: tsx scripts/catalog-report.mts [--products]
 */
import {catalog} from '../src/data/catalog/data.ts';
import {FIGURES, SAFETY, figureApplies} from '../src/data/catalog/index.ts';
import type {Basis, FigureName, ProductInput, SeriesDefaults} from '../src/data/catalog/types.ts';

type Count = Record<Basis | 'missing' | 'onLabel', number>;
const empty = (): Count => ({confirmed: 0, secondary: 0, name: 0, family: 0, missing: 0, onLabel: 0});
const COLUMNS: (keyof Count)[] = ['confirmed', 'secondary', 'name', 'family', 'missing', 'onLabel'];

function count(defaults: SeriesDefaults, product: ProductInput, into: Count): void {
  const type = product.type ?? defaults.type;
  for (const name of FIGURES as readonly FigureName[]) {
    const own = product[name];
    const figure = own === null ? undefined : (own ?? defaults[name]);
    if (figure) into[figure.basis]++;
    else if (figureApplies(name, type)) into.missing++;
    const safety = (SAFETY as readonly string[]).includes(name);
    if (safety && figureApplies(name, type) && (!figure || figure.basis === 'family')) into.onLabel++;
  }
}

const add = (a: Count, b: Count): void => COLUMNS.forEach((c) => (a[c] += b[c]));
const row = (label: string, c: Count): string => [label.padEnd(44), ...COLUMNS.map((k) => String(c[k]).padStart(10))].join('');
const header = ['product'.padEnd(44), ...COLUMNS.map((k) => k.padStart(10))].join('');

const perProduct = process.argv.includes('--products');
const total = empty();
const lines: string[] = [];
const families: string[] = [];
for (const series of catalog) {
  const family = empty();
  for (const product of series.products) {
    const c = empty();
    count(series.defaults, product, c);
    add(family, c);
    if (perProduct) lines.push(row(`${series.folder}/${product.slug}`, c));
  }
  add(total, family);
  families.push(row(`${series.name} (${series.products.length})`, family));
}
const figures = COLUMNS.filter((c) => c !== 'missing' && c !== 'onLabel').reduce((n, c) => n + total[c], 0);
if (perProduct) console.log(`${header}\n${lines.join('\n')}\n`);
console.log(`${header.replace('product'.padEnd(44), 'family (products)'.padEnd(44))}\n${families.join('\n')}\n${row('all', total)}\n`);
const pct = (n: number) => `${Math.round((100 * n) / figures)} %`;
console.log(
  `${figures} figures: ${total.confirmed + total.secondary} from a source about that very product (${pct(total.confirmed + total.secondary)}), ` +
    `${total.name} from the product's name, ${total.family} family working figures (typical values only); ` +
    `${total.missing} figures no source gives; ${total.onLabel} safety figures sent to the product's label.`,
);
