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

/** Whether the browser says it has no network. */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * The pages this device holds for offline reading: whatever a service worker
 * put in Cache Storage (this site's only use of it), paths without trailing slash.
 */
async function storedPages(): Promise<ReadonlySet<string>> {
  const pages = new Set<string>();
  if (typeof caches === 'undefined') return pages;
  for (const name of await caches.keys()) {
    for (const request of await (await caches.open(name)).keys()) {
      const {pathname} = new URL(request.url);
      // Pages have no file extension; scripts, PDFs and drawings do.
      if (!/\.[a-z0-9]+$/i.test(pathname)) pages.add(pathname.replace(/(.)\/$/, '$1'));
    }
  }
  return pages;
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
      // Offline, a hit on a page the device does not hold would lead nowhere.
      const onlyPages = isOffline() ? await storedPages() : undefined;
      const results = requests.map((request) => searchIndex(index, onlyPages ? {...request, onlyPages} : request));
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
