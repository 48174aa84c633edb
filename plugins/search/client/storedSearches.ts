/**
 * DocSearch keeps recent and favourite searches in localStorage and trusts
 * what it reads back: it renders their titles as HTML, crashes on an array of
 * anything but hits, and reads `window.localStorage` unguarded when the modal
 * mounts, which throws where the visitor blocks site data. Before each
 * opening we make blocked storage read as absent, keep only well-formed hits
 * with plain-text titles and a link into this site, and turn personalisation
 * off when storage cannot be used.
 */

const PREFIXES = ['__DOCSEARCH_RECENT_SEARCHES__', '__DOCSEARCH_FAVORITE_SEARCHES__'];
const HIT_TYPES = new Set(['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content']);
const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** A stored hit as DocSearch saves it (without highlight results). */
export interface StoredHit {
  readonly objectID: string;
  readonly url: string;
  readonly type: string;
  readonly content: string | null;
  readonly hierarchy: Readonly<Record<(typeof LEVELS)[number], string | null>>;
}

/**
 * Text DocSearch will insert as HTML, made inert: without `<` and `>` no
 * element can form, and the step is idempotent, so cleaning a list twice
 * changes nothing. Entities stay entities and render as characters.
 */
function asText(value: string): string {
  return value.replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** Where no page is at hand (tests, the build), paths are read against a placeholder origin. */
const PLACEHOLDER_ORIGIN = 'https://site.invalid';

/**
 * A path on this site, read as the browser reads a link on the page: never
 * `//host`, `/\\host`, `javascript:` or another origin. Control characters and
 * whitespace are refused outright, since browsers drop tabs and newlines from
 * a URL before reading it (`/\t/evil.example/` is `//evil.example/`).
 */
export function isSitePath(url: string): boolean {
  // A path with blanks or control characters is junk, never one of the site's pages.
  // eslint-disable-next-line no-control-regex
  if (!url.startsWith('/') || /[\s\u0000-\u001f\u007f-\u009f]/u.test(url)) return false;
  const page = typeof window === 'undefined' ? undefined : window.location?.origin;
  const origin = page && page !== 'null' ? page : PLACEHOLDER_ORIGIN;
  try {
    return new URL(url, origin).origin === origin;
  } catch {
    return false;
  }
}

/** The hit as it may be shown, or undefined when it is not one. */
export function cleanStoredHit(value: unknown): StoredHit | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const hit = value as Record<string, unknown>;
  const hierarchy = hit.hierarchy as Record<string, unknown> | null | undefined;
  if (
    typeof hit.objectID !== 'string' ||
    typeof hit.url !== 'string' ||
    !isSitePath(hit.url) ||
    typeof hit.type !== 'string' ||
    !HIT_TYPES.has(hit.type) ||
    typeof hierarchy !== 'object' ||
    hierarchy === null ||
    typeof hierarchy.lvl1 !== 'string'
  ) {
    return undefined;
  }
  const level = (name: string): string | null => (typeof hierarchy[name] === 'string' ? asText(hierarchy[name]) : null);
  return {
    objectID: hit.objectID,
    url: hit.url,
    type: hit.type,
    content: typeof hit.content === 'string' ? asText(hit.content) : null,
    hierarchy: Object.fromEntries(LEVELS.map((l) => [l, level(l)])) as StoredHit['hierarchy'],
  };
}

/**
 * Where reading `window.localStorage` throws (site data blocked), replaces it
 * with null, which DocSearch and Docusaurus both read as "no storage".
 * @returns whether storage can be read.
 */
function hideBlockedStorage(): boolean {
  try {
    void window.localStorage;
    return true;
  } catch {
    Object.defineProperty(window, 'localStorage', {configurable: true, get: () => null});
    return false;
  }
}

/** Cleans the lists of `indexName`; false when storage cannot be used at all. */
export function sanitizeStoredSearches(indexName: string): boolean {
  if (!hideBlockedStorage()) return false;
  try {
    const storage = window.localStorage;
    if (!storage) return false;
    for (const prefix of PREFIXES) {
      const key = prefix + indexName;
      const raw = storage.getItem(key);
      if (raw === null) continue;
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        parsed = undefined;
      }
      const clean = Array.isArray(parsed) ? parsed.flatMap((item) => cleanStoredHit(item) ?? []) : [];
      const text = JSON.stringify(clean);
      if (text !== raw) storage.setItem(key, text);
    }
    return true;
  } catch {
    return false;
  }
}
