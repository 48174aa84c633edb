/**
 * An in-browser stand-in for Algolia's search client: the same
 * `search({requests})` call and response shape, answered from the local
 * index, so DocSearch's modal and the search page need no forked UI.
 */
import {unescapeHtml} from '../shared/highlight';
import {searchIndex} from '../shared/response';
import type {SearchRequest, SearchResponse} from '../shared/types';
import {setLastSections} from './lastSections';
import {RetryError, loadIndex} from './loadIndex';

export interface LocalSearchClient {
  search(params: {requests: readonly SearchRequest[]}): Promise<SearchResponse>;
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
  return {
    async search({requests}) {
      const index = await loadIndex();
      const results = requests.map((request) => searchIndex(index, request));
      const sections = [...new Set(results.flatMap((r) => r.hits.map((h) => unescapeHtml(h.hierarchy.lvl0))))];
      if (sections.length > 0) setLastSections(sections);
      return {results};
    },
    addAlgoliaAgent() {
      // No Algolia request is ever made: nothing to tag.
    },
    transporter: {algoliaAgent},
  };
}
