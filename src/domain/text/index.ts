/**
 * The site's one text matching: the search's index build (Node), its
 * browser client and the benchmark, and the manual finder cut, fold and
 * compare words with it, so a word is read the same way everywhere. What
 * differs per language (question words, word forms, compounds) is in the
 * language packs, src/domain/languages.
 */
import {GRAMMARS} from '../languages/grammar';
import type {Grammar} from '../languages/types';

/** The packs' grammars by language, looked up with any locale's. */
const grammars: Readonly<Record<string, Grammar | undefined>> = GRAMMARS;

// eslint-disable-next-line no-control-regex -- every ASCII character, the control ones included
const ASCII = /^[\x00-\x7f]*$/;

/** Characters that show nothing but would split a word: zero-width spaces and joiners, direction marks, word joiners, the soft hyphen, the BOM. */
const INVISIBLE = /[\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]/g;

/** The grammar of the language of `locale` (its pack's, `src/domain/languages`), if the site has it. */
export function grammarOf(locale: string): Grammar | undefined {
  // Looked up for every word compared: a locale is cut once.
  if (!grammarByLocale.has(locale)) grammarByLocale.set(locale, grammars[locale.split('-')[0]!]);
  return grammarByLocale.get(locale);
}
const grammarByLocale = new Map<string, Grammar | undefined>();

/** Whether the language of `locale` writes compound words as one ("Fußbremse", "voorwiel"): a word may be matched by its parts. */
export function writesCompounds(locale: string): boolean {
  return grammarOf(locale)?.compounds !== undefined;
}

/** Whether a folded word only asks ("how", "wie", "如何") in the language of `locale`. */
export function isStopWord(term: string, locale: string): boolean {
  return grammarOf(locale)?.stopWords.has(term) ?? false;
}

/** The languages (as `GRAMMARS` keys: `en`, `de`, `zh`…) in which a folded word only asks: a hint of the question's language. */
export function stopWordLanguages(term: string): string[] {
  return Object.keys(grammars).filter((language) => grammars[language]!.stopWords.has(term));
}

/** Per token, whether it only asks: a stop word, or part of a question phrase. */
export function asking(tokens: readonly Token[], locale: string): boolean[] {
  const out = tokens.map((t) => isStopWord(t.term, locale));
  for (const phrase of grammarOf(locale)?.stopPhrases ?? []) {
    for (let i = 0; i + phrase.length <= tokens.length; i++) {
      if (phrase.every((w, j) => tokens[i + j]!.term === w)) phrase.forEach((_, j) => (out[i + j] = true));
    }
  }
  return out;
}

/** The words that say what is sought: question words and phrases go, unless nothing else is left. */
export function meaningfulTokens(tokens: readonly Token[], locale: string): readonly Token[] {
  const asks = asking(tokens, locale);
  const kept = tokens.filter((_, i) => !asks[i]);
  return kept.length > 0 ? kept : tokens;
}

/** A query as the visitor sees it: "fl\u200bow" is "flow". */
export function removeInvisible(text: string): string {
  return text.replace(INVISIBLE, '');
}

/** Case and diacritic folding: "Überrollbügel" → "uberrollbugel", "ß" → "ss". */
export function fold(text: string): string {
  // Most words are plain ASCII: skip the Unicode work, it dominates index loading.
  if (ASCII.test(text)) return text.toLowerCase();
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
    .replace(/ø/g, 'o')
    .replace(/ł/g, 'l');
}

export interface Token {
  /** Folded form, what the index and the query compare. */
  readonly term: string;
  /** Offsets into the original text, for highlighting. */
  readonly start: number;
  readonly end: number;
  /** True when the next token follows after a hyphen only ("4-in-1"). */
  readonly hyphenNext: boolean;
}

// Han, kana and Hangul have no spaces between words: Intl.Segmenter cuts them.
// Explicit ranges: Unicode script classes cost ~100 ms to compile on first use.
const CJK = /[\u1100-\u11ff\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff]|[\ud840-\ud87f][\udc00-\udfff]/;
const WORD = /[\p{L}\p{N}\p{M}]+/gu;

const segmenters = new Map<string, Intl.Segmenter>();
function segmenter(locale: string): Intl.Segmenter {
  let s = segmenters.get(locale);
  if (!s) {
    s = new Intl.Segmenter(locale, {granularity: 'word'});
    segmenters.set(locale, s);
  }
  return s;
}

export function hasCjk(text: string): boolean {
  return CJK.test(text);
}

/** `text` with its words written as the pages of `locale` write them ("坐墊" as "座墊"), as long as `text`. */
export function asPagesWrite(text: string, locale: string): string {
  let read = text;
  for (const [written, pages] of grammarOf(locale)?.variants ?? []) read = read.replaceAll(written, pages);
  return read;
}

/**
 * Words of a text with their offsets. Latin, Greek or Cyrillic words are runs
 * of letters and digits (so "4-in-1" gives 4, in, 1 and "l'acqua" gives l,
 * acqua); runs of CJK characters go through Intl.Segmenter for `locale`.
 */
export function tokenize(text: string, locale = 'en'): Token[] {
  const tokens: Token[] = [];
  const grammar = grammarOf(locale);
  const digraphs = grammar?.umlautDigraphs === true;
  const read = asPagesWrite(text, locale);
  const push = (start: number, end: number): void => {
    const folded = fold(read.slice(start, end));
    // "haendler" is "Händler", which folds to "handler"; not after a vowel: "bauen", "neue".
    const term = digraphs ? folded.replace(/(?<![aeiou])([aou])e/g, '$1') : folded;
    // A word right after the hyphen: "4-in-1", not "4 - in".
    const hyphenNext = text.charCodeAt(end) === 45 && end + 1 < text.length && text.charCodeAt(end + 1) > 32;
    if (term !== '') tokens.push({term, start, end, hyphenNext});
  };
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    const start = match.index;
    if (!CJK.test(word)) {
      push(start, start + word.length);
      continue;
    }
    for (const seg of segmenter(locale).segment(read.slice(start, start + word.length))) {
      if (seg.isWordLike !== false) push(start + seg.index, start + seg.index + seg.segment.length);
    }
  }
  return tokens;
}

/**
 * Joined forms of neighbouring words, so "4in1" finds "4-in-1" and "125lights"
 * finds "125 Lights": hyphenated runs always, space-separated pairs and
 * triples when one of the words holds a digit or `all` is set (titles, names).
 */
export function compounds(tokens: readonly Token[], all = false): string[] {
  const out: string[] = [];
  for (let i = 0; i < tokens.length - 1; i++) {
    let joined = tokens[i]!.term;
    let digits = /\d/.test(joined);
    let hyphenated = true;
    for (let j = i + 1; j < Math.min(tokens.length, i + 3); j++) {
      const next = tokens[j]!;
      hyphenated &&= tokens[j - 1]!.hyphenNext;
      digits ||= /\d/.test(next.term);
      joined += next.term;
      if (hyphenated || digits || all) out.push(joined);
    }
  }
  return out;
}

/** Same as fold, without any separator: "4-in-1" and "4 in 1" give "4in1". */
export function squash(text: string): string {
  return fold(text).replace(/[^\p{L}\p{N}]+/gu, '');
}

// Two rows of the distance matrix, reused between calls: the typo search
// compares a query word with thousands of words per keystroke.
let prevPrev = new Int32Array(32);
let prev = new Int32Array(32);
let curr = new Int32Array(32);

/** Whether a from index ai on equals b from index bi on (no substring copies: this runs thousands of times a keystroke). */
function sameFrom(a: string, ai: number, b: string, bi: number): boolean {
  if (a.length - ai !== b.length - bi) return false;
  for (; ai < a.length; ai++, bi++) if (a.charCodeAt(ai) !== b.charCodeAt(bi)) return false;
  return true;
}

/** True when one insertion, deletion, substitution or swap of neighbours turns a into b. */
function withinOneEdit(a: string, b: string): boolean {
  let i = 0;
  while (i < a.length && i < b.length && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (a.length === b.length) {
    if (sameFrom(a, i + 1, b, i + 1)) return true;
    return a.charCodeAt(i) === b.charCodeAt(i + 1) && a.charCodeAt(i + 1) === b.charCodeAt(i) && sameFrom(a, i + 2, b, i + 2);
  }
  return a.length > b.length ? sameFrom(a, i + 1, b, i) : sameFrom(a, i, b, i + 1);
}

/** Damerau-Levenshtein (optimal string alignment) distance, or max + 1 once it is exceeded. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  // The common case, one typo allowed, needs no matrix.
  if (max === 1) return withinOneEdit(a, b) ? 1 : 2;
  if (b.length + 1 > curr.length) {
    prevPrev = new Int32Array(b.length + 1);
    prev = new Int32Array(b.length + 1);
    curr = new Int32Array(b.length + 1);
  }
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    curr[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let v = Math.min(prev[j]! + 1, curr[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) {
        v = Math.min(v, prevPrev[j - 2]! + 1);
      }
      curr[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prevPrev, prev, curr] = [prev, curr, prevPrev];
  }
  return prev[b.length]!;
}

/**
 * The letters of a word as bits (char code mod 32). One edit changes at most
 * two bits, so two words whose masks differ in more than 2 × max bits are
 * more than max edits apart: a test that spares most distance computations.
 */
export function letterMask(word: string): number {
  let mask = 0;
  for (let i = 0; i < word.length; i++) mask |= 1 << (word.charCodeAt(i) & 31);
  return mask;
}

/** Bits set in a 32-bit number. */
export function bitCount(n: number): number {
  n -= (n >>> 1) & 0x55555555;
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Typos allowed in a query word: none in numbers (125 and 126 are different scooters). */
export function allowedTypos(term: string): number {
  if (/\d/.test(term) || hasCjk(term)) return 0;
  return term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;
}
