/**
 * The merged catalog: series defaults applied to each product. Pure data and
 * lookups, safe for browser code. Validation lives in ./validate.ts (build).
 */
import {catalog} from './data';
import type {Product, Series, SeriesInput} from './types';

export type * from './types';
export {categoryPath, productTitle} from './names';

export function mergeSeries(input: readonly SeriesInput[]): {
  series: Series[];
  products: Product[];
} {
  const series: Series[] = [];
  const products: Product[] = [];
  for (const s of input) {
    const ids: string[] = [];
    for (const p of s.products) {
      const id = `${s.folder}/${p.slug}`;
      ids.push(id);
      products.push({
        ...s.defaults,
        ...p,
        id,
        series: s.id,
        references: p.references ?? [],
        aliases: p.aliases ?? [],
        path: p.slug === 'index' ? `/${s.folder}/` : `/${id}`,
      });
    }
    series.push({
      id: s.id,
      folder: s.folder,
      name: s.name,
      description: s.description,
      type: s.defaults.type,
      illustration: s.defaults.illustration,
      productIds: ids,
    });
  }
  return {series, products};
}

const merged = mergeSeries(catalog);

export const series: readonly Series[] = merged.series;
export const products: readonly Product[] = merged.products;

const byId = new Map(products.map((p) => [p.id, p]));
const seriesById = new Map(series.map((s) => [s.id, s]));

export function getProduct(id: string): Product | undefined {
  return byId.get(id);
}

export function getSeries(id: string): Series | undefined {
  return seriesById.get(id);
}

export function productsOfSeries(seriesId: string): Product[] {
  return products.filter((p) => p.series === seriesId);
}
