import {getSeries, products, type Feature, type ProductType} from '@site/src/data/catalog';
import {findEntries, QUERY_MAX_LENGTH, type FinderEntry, type FinderMatch} from './finder';
import {featureLabel, productTypeLabel} from './labels';

export interface ProductEntry extends FinderEntry {
  readonly path: string;
  readonly illustration: string;
  readonly series: string;
  readonly type: ProductType;
  readonly features: readonly Feature[];
}

/** Catalog products in the shape the finder matches on. */
export const finderEntries: readonly ProductEntry[] = products.map((p) => ({
  id: p.id,
  name: p.name,
  seriesName: getSeries(p.series)?.name ?? p.series,
  references: p.references,
  aliases: p.aliases,
  path: p.path,
  illustration: p.illustration,
  series: p.series,
  type: p.type,
  features: p.features,
}));

/** What a product is, in the words of the page's language: its series as the sidebar names it, its type and its features. */
function kindWords(entry: ProductEntry, seriesNames: ReadonlyMap<string, {readonly name: string}>): string[] {
  return [seriesNames.get(entry.series)?.name ?? '', productTypeLabel(entry.type), ...entry.features.map(featureLabel)];
}

/**
 * Manuals matching what the visitor typed; nothing for a blank query. With
 * the series names of the page's language, the words a parent uses for a kind
 * of product match too ("casco", "Laufrad", "安全帽"), not only the English
 * names the catalog holds.
 */
export function matchManuals(query: string, limit: number, seriesNames?: ReadonlyMap<string, {readonly name: string}>): FinderMatch<ProductEntry>[] {
  const trimmed = query.trim().slice(0, QUERY_MAX_LENGTH);
  if (trimmed === '') return [];
  const entries = seriesNames ? finderEntries.map((e) => ({...e, aliases: [...e.aliases, ...kindWords(e, seriesNames)]})) : finderEntries;
  return findEntries(trimmed, entries, limit);
}
