/**
 * The plugin's browser side for pages: saving a manual for offline reading,
 * and reading back what this device holds. Everything goes through the
 * Cache Storage the service worker serves from (sw/index.ts).
 */
import data from '@generated/offline/default/offline.json';
import {ASSETS_CACHE, DRAWINGS_CACHE, PAGES_CACHE, SAVED_CACHE, SHELL_CACHE, isManualPath, localeBaseOf, offlinePagePath} from '../shared/config';

const {config} = data;

import {offlineSupported} from './support';

export {offlineSupported};

/** The site's files this page loaded from `folder` (scripts and styles, or images): what it needs to look the same offline. */
function loaded(folder: '/assets/' | '/img/'): string[] {
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === window.location.origin && url.pathname.includes(folder))
    .map((url) => url.href);
  // Cache.addAll refuses a list naming one URL twice.
  return [...new Set(urls)];
}

/** The locale's offline page, stored with the code it runs, so an offline visitor lands somewhere useful. */
async function keepOfflinePage(pathname: string): Promise<void> {
  const offline = offlinePagePath(config, pathname);
  const shell = await caches.open(SHELL_CACHE);
  if (!(await shell.match(offline))) await shell.add(offline);
  // Loads the page's route chunks through the worker, which keeps them.
  await window.docusaurus?.preload(offline);
}

/**
 * Keeps the page open in this tab for offline reading, with what it loaded.
 * `files`: the PDF and drawings to keep with it (saved manuals only).
 */
export async function keepPage(pathname: string, {saved, files = []}: {saved: boolean; files?: readonly string[]}): Promise<void> {
  const page = await fetch(pathname, {cache: 'no-cache'});
  if (!page.ok) throw new Error(`${pathname}: ${page.status}`);
  await (await caches.open(saved ? SAVED_CACHE : PAGES_CACHE)).put(pathname, page);
  await (await caches.open(ASSETS_CACHE)).addAll(loaded('/assets/'));
  const pdfs = files.filter((f) => f.endsWith('.pdf'));
  const drawings = [...files.filter((f) => !f.endsWith('.pdf')), ...loaded('/img/')];
  if (pdfs.length > 0) await (await caches.open(SAVED_CACHE)).addAll([...new Set(pdfs)]);
  if (drawings.length > 0) await (await caches.open(DRAWINGS_CACHE)).addAll([...new Set(drawings)]);
  await keepOfflinePage(pathname);
}

/** Removes a saved manual's page and PDF (drawings stay: other manuals share them). */
export async function removeSaved(pathname: string, pdf: string | undefined): Promise<void> {
  const saved = await caches.open(SAVED_CACHE);
  await saved.delete(pathname);
  if (pdf) await saved.delete(pdf);
}

export interface StoredManual {
  readonly path: string;
  readonly title: string;
  /** Saved on purpose (kept), or only opened (the latest few are kept). */
  readonly saved: boolean;
}

/** A stored page's title, without the site's name. */
async function titleOf(response: Response): Promise<string> {
  const html = await response.text();
  const title = new DOMParser().parseFromString(html, 'text/html').querySelector('h1')?.textContent?.trim();
  return title || new URL(response.url).pathname;
}

/** The manual pages of the locale of `pathname` this device holds, saved ones first. */
export async function storedManuals(pathname: string): Promise<StoredManual[]> {
  if (!offlineSupported()) return [];
  const base = localeBaseOf(config, pathname);
  const found = new Map<string, StoredManual>();
  for (const [name, saved] of [
    [SAVED_CACHE, true],
    [PAGES_CACHE, false],
  ] as const) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const path = new URL(request.url).pathname.replace(/\/$/, '');
      if (found.has(path) || !isManualPath(config, path) || localeBaseOf(config, path) !== base) continue;
      const response = await cache.match(request);
      if (response) found.set(path, {path, title: await titleOf(response), saved});
    }
  }
  return [...found.values()];
}
