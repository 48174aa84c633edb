/**
 * Pushes the same records the local index is built from to an Algolia
 * index, with the official client, and sets the ranking the local engine
 * applies (products, titles, headings, content; one hit per URL).
 */
import {algoliasearch, type IndexSettings} from 'algoliasearch';
import type {SearchRecord} from '../shared/types';

/** Index settings in Algolia's terms; DocSearch's defaults plus our product fields. */
export const INDEX_SETTINGS: IndexSettings = {
  searchableAttributes: [
    'unordered(modelNumbers)',
    'unordered(productName)',
    'unordered(aliases)',
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'content',
    'unordered(hierarchy.lvl0)',
  ],
  attributesForFaceting: ['language', 'docusaurus_tag', 'type'],
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  attributeForDistinct: 'url',
  distinct: true,
  attributesToSnippet: ['content:10'],
  allowTyposOnNumericTokens: false,
  removeWordsIfNoResults: 'allOptional',
  indexLanguages: ['de', 'en', 'es', 'fr', 'it', 'nl', 'zh'],
  queryLanguages: ['de', 'en', 'es', 'fr', 'it', 'nl', 'zh'],
};

export interface UploadOptions {
  readonly appId: string;
  /** A key allowed to write the index (not the search-only key the site uses). */
  readonly apiKey: string;
  readonly indexName: string;
  readonly records: readonly SearchRecord[];
  /** Other hosts than Algolia's, for tests. */
  readonly hosts?: ReadonlyArray<{url: string; protocol: 'http' | 'https'; accept: 'read' | 'write' | 'readWrite'}>;
}

/** Replaces the index's records atomically (through a temporary index), then its settings. */
export async function uploadRecords(options: UploadOptions): Promise<void> {
  const client = algoliasearch(options.appId, options.apiKey, options.hosts ? {hosts: [...options.hosts]} : undefined);
  await client.replaceAllObjects({
    indexName: options.indexName,
    objects: options.records.map((r) => ({...r})),
    batchSize: 1000,
  });
  await client.setSettings({indexName: options.indexName, indexSettings: INDEX_SETTINGS});
}
