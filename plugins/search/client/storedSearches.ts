/**
 * DocSearch keeps recent and favourite searches in localStorage and trusts
 * what it reads back: an array holding anything but hits would crash the
 * modal, and a storage whose getItem throws too. Before each opening we drop
 * what is not a stored hit, and turn personalisation off when storage throws.
 */

const PREFIXES = ['__DOCSEARCH_RECENT_SEARCHES__', '__DOCSEARCH_FAVORITE_SEARCHES__'];

function isStoredHit(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const hit = value as Record<string, unknown>;
  const hierarchy = hit.hierarchy as Record<string, unknown> | null | undefined;
  return (
    typeof hit.objectID === 'string' &&
    typeof hit.url === 'string' &&
    typeof hit.type === 'string' &&
    typeof hierarchy === 'object' &&
    hierarchy !== null &&
    typeof hierarchy.lvl1 === 'string'
  );
}

/** Cleans the lists of `indexName`; false when storage cannot be used at all. */
export function sanitizeStoredSearches(indexName: string): boolean {
  try {
    const storage = window.localStorage;
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
      const valid = Array.isArray(parsed) ? parsed.filter(isStoredHit) : [];
      if (!Array.isArray(parsed) || valid.length !== parsed.length) storage.setItem(key, JSON.stringify(valid));
    }
    return true;
  } catch {
    return false;
  }
}
