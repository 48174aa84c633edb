import {getSeries, products} from '@site/src/data/catalog';
import {findEntries, QUERY_MAX_LENGTH, type FinderEntry, type FinderMatch} from './finder';

export interface ProductEntry extends FinderEntry {
  readonly path: string;
  readonly illustration: string;
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
}));

/** Manuals matching what the visitor typed; nothing for a blank query. */
export function matchManuals(query: string, limit: number): FinderMatch<ProductEntry>[] {
  const trimmed = query.trim().slice(0, QUERY_MAX_LENGTH);
  return trimmed === '' ? [] : findEntries(trimmed, finderEntries, limit);
}
