/**
 * Sections to suggest when a query finds nothing and the visitor has not
 * searched anything that found results yet: the sections with the most
 * pages. (A query that looks like a section name already finds it: the
 * engine forgives typos and falls back to any word.)
 */
import type {RecordView} from './indexFormat';

/** Up to `limit` section names (lvl0), the largest first. */
export function suggestSections(records: readonly RecordView[], limit = 3): string[] {
  const pages = new Map<string, Set<string>>();
  for (const record of records) {
    if (!record.lvl0) continue;
    let urls = pages.get(record.lvl0);
    if (!urls) pages.set(record.lvl0, (urls = new Set()));
    urls.add(record.url_without_anchor);
  }
  return [...pages]
    .sort(([a, x], [b, y]) => y.size - x.size || a.localeCompare(b))
    .slice(0, limit)
    .map(([name]) => name);
}
