/**
 * The service worker: keeps what the visitor opened or saved and serves it
 * when the network is gone. Bundled with Workbox by ../serviceWorker.ts into
 * the site's root as `sw.js`; OFFLINE_CONFIG is written in at that moment.
 *
 * - Pages: network first (a new deploy is seen on the next visit); manual
 *   pages are kept (the latest opened, and every saved one, whose copy is
 *   refreshed whenever the page is fetched again). Offline, a page not
 *   stored leads to the locale's offline page, which lists what is.
 * - Scripts and styles (hashed names): cache first. PDFs: network first.
 *   Drawings: stale while revalidate. The search index (hashed): cache first.
 * - A new worker (a new deploy) takes over at once and fetches the stored
 *   pages again, so a saved manual is the deployed one.
 */
import {clientsClaim} from 'workbox-core';
import {registerRoute} from 'workbox-routing';
import {CacheFirst, NetworkFirst, StaleWhileRevalidate} from 'workbox-strategies';
import {ExpirationPlugin} from 'workbox-expiration';
import {CacheableResponsePlugin} from 'workbox-cacheable-response';
import type {WorkboxPlugin} from 'workbox-core/types';
import {
  ASSETS_CACHE,
  DRAWINGS_CACHE,
  FILES_CACHE,
  INDEX_CACHE,
  PAGES_CACHE,
  SAVED_CACHE,
  SHELL_CACHE,
  OWN_CACHES,
  isManualPath,
  offlinePagePath,
  type OfflineConfig,
} from '../shared/config';

declare const OFFLINE_CONFIG: OfflineConfig;
const config = OFFLINE_CONFIG;

/** The worker's global scope, typed by hand: the DOM and WebWorker type libraries cannot both be loaded. */
interface WorkerScope {
  readonly location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
}
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
const worker = self as unknown as WorkerScope;

const sameOrigin = (url: URL): boolean => url.origin === worker.location.origin;

/** The stored copy of a page, with or without its trailing slash, from any of our caches. */
async function storedPage(url: URL): Promise<Response | undefined> {
  const other = url.pathname.endsWith('/') ? url.pathname.slice(0, -1) : `${url.pathname}/`;
  for (const pathname of [url.pathname, other]) {
    const found = await caches.match(new URL(pathname, url).href, {ignoreSearch: true, ignoreVary: true});
    if (found) return found;
  }
  return undefined;
}

/** Stores the locale's offline page once, so an offline visitor always has somewhere to land. */
async function keepOfflinePage(pathname: string): Promise<void> {
  const offline = new URL(offlinePagePath(config, pathname), worker.location.origin).href;
  const shell = await caches.open(SHELL_CACHE);
  if (await shell.match(offline)) return;
  const response = await fetch(offline);
  if (response.ok) await shell.put(offline, response);
}

/** Keeps manual pages only, refreshes a saved copy, and makes sure the locale's offline page is there. */
const keepManualPages: WorkboxPlugin = {
  cacheWillUpdate: ({request, response, event}) => {
    const url = new URL(request.url);
    if (!response.ok || !isManualPath(config, url.pathname)) return Promise.resolve(null);
    // Cloned now: once this returns, the response's body is being read into the cache.
    const copy = response.clone();
    (event as ExtendableEvent).waitUntil(
      (async () => {
        const saved = await caches.open(SAVED_CACHE);
        if (await saved.match(request, {ignoreSearch: true})) await saved.put(url.href, copy);
      })().then(() => keepOfflinePage(url.pathname)),
    );
    return Promise.resolve(response);
  },
};

/** Offline: the stored copy, else the locale's offline page (which says so and lists what is stored). */
const offlineFallback: WorkboxPlugin = {
  handlerDidError: async ({request}) => {
    const url = new URL(request.url);
    const stored = await storedPage(url);
    if (stored) return stored;
    const offline = offlinePagePath(config, url.pathname);
    if (url.pathname === offline || url.pathname === `${offline}/`) return Response.error();
    return Response.redirect(`${offline}?from=${encodeURIComponent(url.pathname + url.search)}`, 302);
  },
};

registerRoute(
  ({request, url}) => request.mode === 'navigate' && sameOrigin(url),
  new NetworkFirst({
    cacheName: PAGES_CACHE,
    networkTimeoutSeconds: 6,
    plugins: [keepManualPages, new ExpirationPlugin({maxEntries: config.maxOpenedPages, purgeOnQuotaError: true}), offlineFallback],
  }),
);

/** A build's scripts and styles: their names carry a content hash, so a cached copy is never stale (the dev server's have none). */
const HASHED_ASSET = /\/assets\/.+\.[0-9a-f]{8,}\.[a-z0-9]+$/;

registerRoute(
  ({url}) => sameOrigin(url) && HASHED_ASSET.test(url.pathname),
  new CacheFirst({
    cacheName: ASSETS_CACHE,
    plugins: [new CacheableResponsePlugin({statuses: [200]}), new ExpirationPlugin({maxEntries: 600, purgeOnQuotaError: true})],
  }),
);

registerRoute(
  ({url}) => sameOrigin(url) && /\/search-index\.[0-9a-z]+\.json$/.test(url.pathname),
  new CacheFirst({
    cacheName: INDEX_CACHE,
    plugins: [new CacheableResponsePlugin({statuses: [200]}), new ExpirationPlugin({maxEntries: config.localeBases.length * 2, purgeOnQuotaError: true})],
  }),
);

/** A stored PDF or drawing may sit among the saved files rather than the opened ones. */
const savedCopy: WorkboxPlugin = {
  handlerDidError: async ({request}) => (await caches.match(request, {ignoreSearch: true, ignoreVary: true})) ?? Response.error(),
};

registerRoute(
  // A part of a file (Range) goes to the network as it is: a stored copy is the whole file.
  ({url, request}) => sameOrigin(url) && url.pathname.endsWith('.pdf') && !request.headers.has('range'),
  new NetworkFirst({
    cacheName: FILES_CACHE,
    plugins: [new CacheableResponsePlugin({statuses: [200]}), new ExpirationPlugin({maxEntries: 30, purgeOnQuotaError: true}), savedCopy],
  }),
);

registerRoute(
  ({url}) => sameOrigin(url) && url.pathname.endsWith('.svg'),
  new StaleWhileRevalidate({
    cacheName: DRAWINGS_CACHE,
    plugins: [new CacheableResponsePlugin({statuses: [200]}), new ExpirationPlugin({maxEntries: 400, purgeOnQuotaError: true}), savedCopy],
  }),
);

/** Fetches every stored page again: after a deploy the copies are the deployed pages. */
async function refreshStoredPages(): Promise<void> {
  for (const name of [SAVED_CACHE, PAGES_CACHE, SHELL_CACHE]) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      try {
        const response = await fetch(request.url, {cache: 'no-cache'});
        if (response.ok) await cache.put(request, response);
      } catch {
        // Offline while updating: the old copy stays until the next chance.
      }
    }
  }
}

worker.addEventListener('install', () => void worker.skipWaiting());
worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Caches of another naming (an older worker) are dropped; ours are refreshed.
      for (const name of await caches.keys()) if (!OWN_CACHES.has(name) && !name.startsWith('workbox-')) await caches.delete(name);
      await refreshStoredPages();
    })(),
  );
});
clientsClaim();
