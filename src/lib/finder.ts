/**
 * Manual finder matching: model numbers and product names, tolerant of case,
 * accents, spaces, hyphens and small typos. Pure functions shared by the
 * docs landing, the home lookup and the /search page.
 */

import {removeInvisible} from '../../plugins/search/shared/text';

/** Max length of a query: the same limit as the site search's (spec section 9). */
export {QUERY_MAX_LENGTH} from '../../plugins/search/shared/constants';

export interface FinderEntry {
  readonly id: string;
  readonly name: string;
  readonly seriesName: string;
  readonly references: readonly string[];
  readonly aliases: readonly string[];
}

export interface FinderMatch<T extends FinderEntry = FinderEntry> {
  readonly entry: T;
  readonly score: number;
}

/** Lowercase, strip accents, unify apostrophes; keeps letters, digits and spaces. */
export function normalize(text: string): string {
  return removeInvisible(text)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Same as normalize, without any separator: "4-in-1" and "4 in 1" give "4in1". */
export function compact(text: string): string {
  return normalize(text).replace(/ /g, '');
}

/** Damerau-Levenshtein distance, stopping early beyond `max`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    rows.push(Array.from({length: b.length + 1}, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  }
  for (let i = 1; i <= a.length; i++) {
    let rowMin = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      }
      rows[i]![j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
  }
  return rows[a.length]![b.length]!;
}

function allowedTypos(word: string): number {
  if (/^\d+$/.test(word)) return 0;
  return word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0;
}

/** How well one query word matches one candidate word: 0 (no) to 1 (exact). */
function wordScore(query: string, word: string, isLastQueryWord: boolean): number {
  if (word === query) return 1;
  if (word.startsWith(query) && (isLastQueryWord || query.length >= 3)) return 0.8;
  const typos = allowedTypos(query);
  if (typos > 0) {
    if (editDistance(query, word, typos) <= typos) return 0.6;
    if (isLastQueryWord && word.length > query.length) {
      const head = word.slice(0, query.length);
      if (editDistance(query, head, typos) <= typos) return 0.5;
    }
  }
  return 0;
}

/** Scores an entry against a query; 0 means no match. */
export function scoreEntry(query: string, entry: FinderEntry): number {
  const q = normalize(query);
  if (q === '') return 0;
  const qCompact = q.replace(/ /g, '');
  let best = 0;
  for (const ref of entry.references) {
    if (ref === qCompact) best = Math.max(best, 100);
    else if (qCompact.length >= 2 && ref.startsWith(qCompact)) best = Math.max(best, 60);
  }
  const name = normalize(entry.name);
  const nameCompact = name.replace(/ /g, '');
  if (nameCompact === qCompact) best = Math.max(best, 90);
  else if (nameCompact.startsWith(qCompact)) best = Math.max(best, 70);
  else if (qCompact.length >= 3 && nameCompact.includes(qCompact)) best = Math.max(best, 55);

  const haystack = [entry.name, entry.seriesName, ...entry.references, ...entry.aliases]
    .flatMap((text) => normalize(text).split(' '))
    .filter(Boolean);
  const joined = haystack.join('');
  const words = q.split(' ');
  let total = 0;
  for (const [i, w] of words.entries()) {
    const isLast = i === words.length - 1;
    let s = 0;
    for (const candidate of haystack) s = Math.max(s, wordScore(w, candidate, isLast));
    // "4in1" typed as one word still matches "4-in-1".
    if (s === 0 && w.length >= 3 && joined.includes(w)) s = 0.7;
    if (s === 0) return best;
    total += s;
  }
  const coverage = total / words.length;
  return Math.max(best, Math.round(coverage * 50));
}

/** Entries that match the query, best first; ties keep catalog order. */
export function findEntries<T extends FinderEntry>(query: string, entries: readonly T[], limit = 20): FinderMatch<T>[] {
  return entries
    .map((entry, index) => ({entry, score: scoreEntry(query, entry), index}))
    .filter((m) => m.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map(({entry, score}) => ({entry, score}));
}
