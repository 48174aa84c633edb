/**
 * What the service worker and the pages agree on: the build writes it into
 * the worker (`serviceWorker.ts`) and into a data module pages read
 * (`client/`), so both sides use the same names and paths.
 */

/** Manuals the visitor chose to keep: never expire, removed only by the visitor. */
export const SAVED_CACHE = 'offline-saved';
/** Manual pages the visitor opened: the latest few, replaced as they go. */
export const PAGES_CACHE = 'offline-pages';
/** Scripts, styles and fonts with a content hash: kept while pages use them. */
export const ASSETS_CACHE = 'offline-assets';
/** PDFs of what was opened. */
export const FILES_CACHE = 'offline-files';
/** Drawings of what was opened. */
export const DRAWINGS_CACHE = 'offline-drawings';
/** The search index of each locale visited (hashed names). */
export const INDEX_CACHE = 'offline-index';
/** Each visited locale's offline page: where an offline visitor lands. */
export const SHELL_CACHE = 'offline-shell';
/** Every cache this site's worker owns; any other is an older worker's. */
export const OWN_CACHES: ReadonlySet<string> = new Set([SAVED_CACHE, PAGES_CACHE, ASSETS_CACHE, FILES_CACHE, DRAWINGS_CACHE, INDEX_CACHE, SHELL_CACHE]);

export interface OfflineConfig {
  /** Changes with every build: a new worker refreshes what is stored. */
  readonly version: string;
  /** Each locale's base URL, longest first (`/zh-Hant/`, …, `/`). */
  readonly localeBases: readonly string[];
  /** Route of the manuals below each locale's base, e.g. `docs`. */
  readonly docsRouteBasePath: string;
  /** Route of the page shown for what is not stored, below each locale's base. */
  readonly offlineRoute: string;
  /** Manual pages opened (not saved) kept at most. */
  readonly maxOpenedPages: number;
}

/** The locale base a path is under (`/it/docs/x` → `/it/`). */
export function localeBaseOf(config: OfflineConfig, pathname: string): string {
  return config.localeBases.find((base) => pathname.startsWith(base)) ?? config.localeBases.at(-1) ?? '/';
}

/** Whether a path is a manual page (or the list of manuals) of some locale. */
export function isManualPath(config: OfflineConfig, pathname: string): boolean {
  const base = localeBaseOf(config, pathname);
  return pathname.startsWith(`${base}${config.docsRouteBasePath}/`);
}

/** The page shown offline for what is not stored, in the locale of `pathname`. */
export function offlinePagePath(config: OfflineConfig, pathname: string): string {
  return `${localeBaseOf(config, pathname)}${config.offlineRoute}`;
}

/** The data module the plugin writes for pages (`@generated/offline/default/offline.json`). */
export const CONFIG_FILE = 'offline.json';

export interface OfflineData {
  /** URL of the worker script, at the site's root. */
  readonly serviceWorker: string;
  /** The worker's scope: the whole site. */
  readonly scope: string;
  readonly config: OfflineConfig;
}
