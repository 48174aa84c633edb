/**
 * Manual finder matching: model numbers, product names and the words of the
 * page's language for kinds of product, tolerant of case, accents, spaces,
 * hyphens and small typos. Pure functions shared by the docs landing, the
 * home lookup and the /search page; words are cut, folded and compared by
 * the site's one text matching, the search's too (src/domain/text).
 */
import {allowedTypos, editDistance, removeInvisible, squash, tokenize} from '@site/src/domain/text';
import {KindVocabulary} from '@site/src/domain/text/kinds';

/** Max length of a query: the same limit as the site search's (spec section 9). */
export {QUERY_MAX_LENGTH} from '@site/src/domain/text/limits';

export interface FinderEntry {
  readonly id: string;
  readonly name: string;
  readonly seriesName: string;
  readonly references: readonly string[];
  readonly aliases: readonly string[];
  /** The kinds of product it is, as the vocabulary names them ("stroller"). */
  readonly kinds: readonly string[];
}

export interface FinderMatch<T extends FinderEntry = FinderEntry> {
  readonly entry: T;
  readonly score: number;
}

/** The words a language has for each kind of product, read once per locale. */
export interface FinderVocabulary {
  readonly locale: string;
  readonly kinds: KindVocabulary;
  /** Kind names, by the vocabulary's group number. */
  readonly names: readonly string[];
}

export function finderVocabulary(locale: string, words: Readonly<Record<string, readonly string[]>>): FinderVocabulary {
  return {locale, kinds: new KindVocabulary(Object.values(words), locale), names: Object.keys(words)};
}

/** How well one query word matches one candidate word: 0 (no) to 1 (exact); typos below 0.7. */
function wordScore(query: string, word: string, isLastQueryWord: boolean): number {
  if (word === query) return 1;
  if (word.startsWith(query) && (isLastQueryWord || query.length >= 3)) return 0.8;
  const typos = allowedTypos(query);
  if (typos > 0) {
    if (editDistance(query, word, typos) <= typos) return 0.6;
    if (isLastQueryWord && word.length > query.length && editDistance(query, word.slice(0, query.length), typos) <= typos) return 0.5;
  }
  return 0;
}

/** Score of an entry (0: no match) and whether any word needed a typo to match. */
function scoreEntry(query: string, entry: FinderEntry, vocabulary: FinderVocabulary | undefined): {score: number; typos: boolean} {
  const locale = vocabulary?.locale ?? 'en';
  const tokens = tokenize(query, locale).map((t) => t.term);
  if (tokens.length === 0) return {score: 0, typos: false};
  const qCompact = squash(query);
  let best = 0;
  for (const ref of entry.references) {
    if (ref === qCompact) best = Math.max(best, 100);
    else if (qCompact.length >= 2 && ref.startsWith(qCompact)) best = Math.max(best, 60);
  }
  const nameCompact = squash(entry.name);
  if (nameCompact === qCompact) best = Math.max(best, 90);
  else if (nameCompact.startsWith(qCompact)) best = Math.max(best, 70);
  else if (qCompact.length >= 3 && nameCompact.includes(qCompact)) best = Math.max(best, 55);

  const haystack = [entry.name, entry.seriesName, ...entry.references, ...entry.aliases].flatMap((text) => tokenize(text, locale).map((t) => t.term));
  const joined = haystack.join('');
  // "caschi", "Kinderwagen", "silla de paseo": a word or phrase naming a kind matches the entries of that kind.
  const spans = vocabulary?.kinds.spans(tokens) ?? [];
  let total = 0;
  let typos = false;
  let words = 0;
  for (let i = 0; i < tokens.length; i++) {
    const span = spans.find((s) => s.start === i);
    if (span) {
      if (!span.kinds.some((k) => entry.kinds.includes(vocabulary!.names[k]!))) return {score: best, typos: false};
      total += 1;
      words++;
      i = span.end - 1;
      continue;
    }
    const w = tokens[i]!;
    const isLast = i === tokens.length - 1;
    let s = 0;
    for (const candidate of haystack) s = Math.max(s, wordScore(w, candidate, isLast));
    // "4in1" typed as one word still matches "4-in-1".
    if (s === 0 && w.length >= 3 && joined.includes(w)) s = 0.7;
    if (s === 0) return {score: best, typos: false};
    typos ||= s < 0.7;
    total += s;
    words++;
  }
  const coverage = total / words;
  const score = Math.round(coverage * 50);
  return score > best ? {score, typos} : {score: best, typos: false};
}

/**
 * Entries that match the query, best first; ties keep catalog order. A word
 * that some entry holds as typed does not also bring in entries that hold it
 * only with a typo: "primo" lists the Primo scooters, not "Primi passi".
 */
export function findEntries<T extends FinderEntry>(query: string, entries: readonly T[], limit = 20, vocabulary?: FinderVocabulary): FinderMatch<T>[] {
  const clean = removeInvisible(query);
  const scored = entries.map((entry, index) => ({entry, index, ...scoreEntry(clean, entry, vocabulary)})).filter((m) => m.score > 0);
  const exactSomewhere = scored.some((m) => !m.typos);
  return scored
    .filter((m) => !exactSomewhere || !m.typos)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map(({entry, score}) => ({entry, score}));
}
