import {getSeries, products} from '@site/src/data/catalog';
import type {FinderEntry} from './finder';

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
