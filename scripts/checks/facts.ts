/**
 * Finds safety figures printed without a source. For every product whose
 * catalog entry carries a safety figure that no source gives for that very
 * product (a family working figure), the figure is formatted as the site
 * would print it in a locale; that text must not appear on the product's
 * page, in its PDF, its search records or its structured data, whoever typed it.
 */
import {SAFETY_FIGURES, mergeSeries} from '../../src/domain/catalog/index.ts';
import type {Product, SafetyFigure, SeriesInput} from '../../src/domain/catalog/types.ts';
import {formatFact, type FactName, type FormatTemplates} from '../../src/domain/formatFacts.ts';

export interface UnsourcedFigure {
  readonly figure: SafetyFigure;
  /** The figure as a page in this locale would print it, e.g. "50 kg" or "6 years and up". */
  readonly text: string;
}

/** The facts a safety figure prints as. */
const FACTS: Readonly<Record<SafetyFigure, readonly FactName[]>> = {
  age: ['age'],
  maxRiderKg: ['maxRiderKg'],
  seatMaxKg: ['seatMaxKg'],
  sizes: ['sizes'],
  battery: ['battery', 'topSpeed', 'range', 'chargeTime', 'motor'],
};

/** Spaces as they reach a reader: Intl's no-break spaces and line breaks are plain spaces. */
export const squash = (text: string): string => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();

/**
 * Per product id, the texts of its unsourced safety figures in a locale.
 * @param catalog the catalog input (figures with their basis)
 */
export function unsourcedFigures(catalog: readonly SeriesInput[], intlLocale: string, templates: FormatTemplates): Map<string, UnsourcedFigure[]> {
  const {products} = mergeSeries(catalog);
  const byId = new Map(products.map((p) => [p.id, p]));
  const out = new Map<string, UnsourcedFigure[]>();
  for (const series of catalog) {
    for (const input of series.products) {
      const product = byId.get(`${series.folder}/${input.slug}`)!;
      const found: UnsourcedFigure[] = [];
      for (const figure of SAFETY_FIGURES) {
        const own = input[figure];
        const given = own === null ? undefined : (own ?? series.defaults[figure]);
        if (!given || given.basis !== 'family') continue;
        // The figure as if it were sourced: exactly what a page would print.
        const printed: Product = {...product, figures: {...product.figures, [figure]: {value: given.value, basis: 'secondary'}}};
        for (const fact of FACTS[figure]) {
          const text = formatFact(intlLocale, printed, fact, templates);
          if (text !== undefined) found.push({figure, text: squash(text)});
        }
      }
      if (found.length > 0) out.set(product.id, found);
    }
  }
  return out;
}

/** The unsourced figures that a text prints. */
export function printedIn(text: string, figures: readonly UnsourcedFigure[]): UnsourcedFigure[] {
  const plain = squash(text);
  return figures.filter((f) => plain.includes(f.text));
}
