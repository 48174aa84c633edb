/**
 * The site's one text matching: the search's index build (Node), its
 * browser client and the benchmark, and the manual finder cut, fold and
 * compare words with it, so a word is read the same way everywhere.
 */

const ASCII = /^[\x00-\x7f]*$/;

/** Characters that show nothing but would split a word: zero-width spaces and joiners, direction marks, word joiners, the soft hyphen, the BOM. */
const INVISIBLE = /[\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]/g;

/**
 * Words that ask rather than say what is sought, per language (folded, as
 * `fold` writes them): question words, articles, pronouns, auxiliaries and
 * prepositions. A parent types "how do I fold the stroller"; the page that
 * answers says "Fold the stroller". Model names survive: "4-in-1" is matched
 * as a whole, and a query of nothing but these words keeps them all.
 */
const STOP_WORDS: Readonly<Record<string, ReadonlySet<string>>> = {
  en: new Set('a an the how what which where when why who do does did can could should would will i me my we us our you your it its is are was were be been am to of for on at by with from about into and or there this that these those please get last lasts'.split(' ')),
  de: new Set('der die das den dem des ein eine einen einem einer eines wie was wo wann warum wer welche welcher welches welchen welchem ich mein meine meinen meinem meiner mich mir wir uns unser sie es ist sind war kann konnen muss soll fur von mit im am an auf zu zum zur und oder gibt bei nach bekomme bekommen hat haben habe wird werden dauert ihn ihm ihnen dich dir'.split(' ')),
  es: new Set('el la los las un una unos unas de del al a en con por para que como donde cuando cuanto cuanta cuantos cual cuales quien mi mis yo me se es son esta estan hay y o lo su sus tu tus'.split(' ')),
  it: new Set('il lo la i gli le l un uno una di del dello della dei degli delle a al allo alla ai agli alle da dal in nel nello nella con per su sul che come dove dov quando quanto quanta quale quali cosa mio mia miei mie io mi si e sono c ci ho o'.split(' ')),
  fr: new Set('le la les l un une des du de d a au aux en dans pour par sur avec que qu quel quelle quels quelles comment ou quand combien pourquoi est sont je j me m mon ma mes il elle on y et ce cet cette ces t s se'.split(' ')),
  nl: new Set('de het een van voor met op in aan bij hoe wat waar wanneer welke welk wie ik mijn me mij je jouw jij we wij ons is zijn was kan kun moet er en of te om krijg krijgen duurt'.split(' ')),
  zh: new Set(['的', '那', '那麼', '我', '我的', '嗎', '呢', '怎麼', '怎樣', '如何', '哪裡', '哪', '在', '有', '是', '該', '要', '可以', '請問', '什麼', '多久', '幾']),
};

/** Languages that write compound words as one ("Fußbremse", "voorwiel"): a word may be matched by its parts. */
export const COMPOUNDING: ReadonlySet<string> = new Set(['de', 'nl']);

/** Whether a folded word only asks ("how", "wie", "如何") in the language of `locale`. */
export function isStopWord(term: string, locale: string): boolean {
  return STOP_WORDS[locale.split('-')[0]!]?.has(term) ?? false;
}

/** The languages (as `STOP_WORDS` keys: `en`, `de`, `zh`…) in which a folded word only asks: a hint of the question's language. */
export function stopWordLanguages(term: string): string[] {
  return Object.keys(STOP_WORDS).filter((language) => STOP_WORDS[language]!.has(term));
}

/** Phrases that ask how long something lasts: "how long is the warranty" seeks the warranty, not the word "long". */
const STOP_PHRASES: Readonly<Record<string, readonly (readonly string[])[]>> = {
  en: [['how', 'long']],
  de: [['wie', 'lange', 'gilt'], ['wie', 'lange'], ['wie', 'lang']],
  nl: [['hoe', 'lang']],
  fr: [['combien', 'de', 'temps', 'dure'], ['combien', 'de', 'temps']],
  es: [['cuanto', 'tiempo'], ['cuanto', 'dura']],
  it: [['quanto', 'dura'], ['quanto', 'tempo']],
};

/** Per token, whether it only asks: a stop word, or part of a question phrase. */
export function asking(tokens: readonly Token[], locale: string): boolean[] {
  const language = locale.split('-')[0]!;
  const out = tokens.map((t) => isStopWord(t.term, locale));
  for (const phrase of STOP_PHRASES[language] ?? []) {
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

/**
 * Words of a text with their offsets. Latin, Greek or Cyrillic words are runs
 * of letters and digits (so "4-in-1" gives 4, in, 1 and "l'acqua" gives l,
 * acqua); runs of CJK characters go through Intl.Segmenter for `locale`.
 */
export function tokenize(text: string, locale = 'en'): Token[] {
  const tokens: Token[] = [];
  const push = (start: number, end: number): void => {
    const term = fold(text.slice(start, end));
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
    for (const seg of segmenter(locale).segment(word)) {
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
