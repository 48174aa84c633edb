import {getSeries, products, typeFacts, type Feature, type ProductType} from '@site/src/domain/catalog';
import {isLocale} from '@site/src/domain/locales';
import type {KindWords} from '@site/src/domain/languages/types';
import {findEntries, finderVocabulary, QUERY_MAX_LENGTH, type FinderEntry, type FinderMatch, type FinderVocabulary} from './finder';
import {featureLabel, productTypeLabel} from '../domain/labels';

export interface ProductEntry extends FinderEntry {
  readonly path: string;
  /** Name of its drawing below /img/illustrations/products/. */
  readonly drawing: string;
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
  drawing: p.drawing.name,
  series: p.series,
  type: p.type,
  features: p.features,
  kinds: typeFacts(p.type).wordKinds,
}));

const vocabularies = new Map<string, FinderVocabulary>();
function vocabularyOf(locale: string, words: KindWords): FinderVocabulary {
  let v = vocabularies.get(locale);
  if (!v) vocabularies.set(locale, (v = finderVocabulary(locale, words)));
  return v;
}

/** The page's language, its sidebar's series names and its words for kinds of product. */
export interface MatchContext {
  readonly locale: string;
  readonly seriesNames: ReadonlyMap<string, {readonly name: string}>;
  /** The language pack's `productWords` (src/domain/languages): the site config gives the page only its own language's. */
  readonly productWords: KindWords;
}

/** What a product is, in the words of the page's language: its series as the sidebar names it, its type and its features. */
function kindWords(entry: ProductEntry, seriesNames: ReadonlyMap<string, {readonly name: string}>): string[] {
  return [seriesNames.get(entry.series)?.name ?? '', productTypeLabel(entry.type), ...entry.features.map(featureLabel)];
}

/**
 * Manuals matching what the visitor typed; nothing for a blank query. In the
 * context of a page, the words of its language match too: the series names
 * of its sidebar, the type and feature labels, and every word the vocabulary
 * has for a kind of product ("caschi", "Kinderwagen", "平衡車").
 */
export function matchManuals(query: string, limit: number, context?: MatchContext): FinderMatch<ProductEntry>[] {
  const trimmed = query.trim().slice(0, QUERY_MAX_LENGTH);
  if (trimmed === '') return [];
  if (!context) return findEntries(trimmed, finderEntries, limit);
  const entries = finderEntries.map((e) => ({...e, aliases: [...e.aliases, ...kindWords(e, context.seriesNames)]}));
  return findEntries(trimmed, entries, limit, isLocale(context.locale) ? vocabularyOf(context.locale, context.productWords) : undefined);
}
