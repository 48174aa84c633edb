/**
 * Loads the current locale's index once, on the visitor's first sign of
 * intent (hover, focus, click or shortcut on the search button, or the
 * search page), never with the page itself.
 */
import type {LocalSearchIndex} from '../shared/engine/query';
import {INDEX_META_NAME, INDEX_URL_PLACEHOLDER} from '../shared/constants';
import type {CompactIndex} from '../shared/indexFormat';

/**
 * DocSearch shows its "Unable to fetch results" screen for errors of this
 * name, the one Algolia's client throws when no host answers.
 */
export class RetryError extends Error {
  override name = 'RetryError';
}

/** URL of this locale's index, from the page's meta tag; undefined on the dev server. */
export function indexUrl(): string | undefined {
  const url = document.querySelector<HTMLMetaElement>(`meta[name="${INDEX_META_NAME}"]`)?.content;
  return url && url !== INDEX_URL_PLACEHOLDER ? url : undefined;
}

/**
 * Lets the browser paint and handle input, then goes on: scheduler.yield()
 * where there is one, else a message to ourselves (setTimeout waits 4 ms
 * once nested).
 */
function pause(): Promise<void> {
  const scheduler = (globalThis as {scheduler?: {yield?: () => Promise<void>}}).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

let loading: Promise<LocalSearchIndex> | undefined;

export type IndexStatus = 'idle' | 'loading' | 'ready' | 'error';
let status: IndexStatus = 'idle';
const listeners = new Set<() => void>();
function setStatus(next: IndexStatus): void {
  status = next;
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: whether the index could be loaded. */
export function subscribeIndexStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export function getIndexStatus(): IndexStatus {
  return status;
}

export function loadIndex(): Promise<LocalSearchIndex> {
  if (!loading) {
    setStatus('loading');
    loading = (async () => {
      const url = indexUrl();
      if (!url) throw new RetryError('The search index is written by `docusaurus build`; the dev server has none.');
      // The engine's code loads with the index, not with the page.
      const [response, {LocalSearchIndex}] = await Promise.all([fetch(url), import('../shared/engine/query')]);
      if (!response.ok) throw new RetryError(`Search index ${url}: HTTP ${response.status}`);
      const index = await LocalSearchIndex.load((await response.json()) as CompactIndex, pause);
      setStatus('ready');
      return index;
    })().catch((error: unknown) => {
      // Forget the failure, so the next keystroke tries again.
      loading = undefined;
      setStatus('error');
      throw error instanceof RetryError ? error : new RetryError(error instanceof Error ? error.message : String(error));
    });
  }
  return loading;
}

/** Starts loading without waiting; a failure shows when the visitor searches. */
export function preloadIndex(): void {
  loadIndex().catch(() => undefined);
}
