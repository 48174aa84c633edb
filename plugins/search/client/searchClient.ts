/**
 * An in-browser stand-in for Algolia's search client: the same
 * `search({requests})` call and response shape, answered from the local
 * index, so DocSearch's modal and the search page need no forked UI.
 */
import {unescapeHtml} from '../shared/highlight';
import {searchIndex} from '../shared/response';
import type {SearchRequest, SearchResponse} from '../shared/types';
import {suggestSections} from '../shared/suggest';
import {getLastSections, setLastSections} from './lastSections';
import {RetryError, loadIndex} from './loadIndex';

export interface LocalSearchClient {
  search(params: {requests: readonly SearchRequest[]}): Promise<SearchResponse>;
  /**
   * How many results the last search for `query` found: what "See all N
   * results" says. DocSearch's own count adds up every keystroke's results.
   */
  countFor(query: string): number | undefined;
  addAlgoliaAgent(segment: string, version?: string): void;
  transporter: {algoliaAgent: {value: string; add(options: {segment: string; version?: string}): unknown}};
}

let rejectionsHandled = false;
/**
 * DocSearch shows its error screen for a RetryError and then rethrows it into
 * a promise nobody awaits; the visitor has been told, so the console need not be.
 */
function handleRethrownRetryErrors(): void {
  if (rejectionsHandled || typeof window === 'undefined') return;
  rejectionsHandled = true;
  window.addEventListener('unhandledrejection', (event) => {
    if (event.reason instanceof RetryError) event.preventDefault();
  });
}

export function createLocalSearchClient(): LocalSearchClient {
  handleRethrownRetryErrors();
  const algoliaAgent = {
    value: 'docsearch-local',
    add() {
      return algoliaAgent;
    },
  };
  let last: {query: string; count: number} | undefined;
  return {
    async search({requests}) {
      const index = await loadIndex();
      const results = requests.map((request) => searchIndex(index, request));
      if (requests[0] && results[0]) last = {query: requests[0].query ?? '', count: results[0].nbHits};
      const sections = [...new Set(results.flatMap((r) => r.hits.map((h) => unescapeHtml(h.hierarchy.lvl0))))];
      if (sections.length > 0) setLastSections(sections);
      // Nothing found and nothing found before: suggest sections from the first query on.
      else if (getLastSections().length === 0) setLastSections(suggestSections(index.records));
      return {results};
    },
    countFor(query) {
      return last?.query === query ? last.count : undefined;
    },
    addAlgoliaAgent() {
      // No Algolia request is ever made: nothing to tag.
    },
    transporter: {algoliaAgent},
  };
}
