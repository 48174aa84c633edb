/**
 * Reads a question before anything is retrieved: which product or family it
 * is about, what the parent wants (an intent of the index's `q` data), which
 * numbers are quantities ("4 years", "20 kg") rather than model names, and
 * whether it is something the site cannot answer at all (junk, a price or a
 * product the brand does not make, another language). Search and Ask AI
 * both start here; it runs on the index alone, in the browser and in Node.
 */
import {KEYWORD_SEPARATOR, KIND} from './indexFormat';
import type {ProductAudience} from './types';
import type {LocalSearchIndex} from './engine/query';
import {asking, asPagesWrite, editDistance, fold, grammarOf, hasCjk, isStopWord, stopWordLanguages, tokenize, type Token} from '../../../src/domain/text';

/** Why a question gets no answer even before retrieval. */
export type Refusal = 'junk' | 'out-of-scope' | 'advice' | 'other-language';

/** One word of a pattern: whole (one typo allowed from 5 letters), a prefix (`fold*`) or an ending (`*bremse`). */
interface PatternWord {
  readonly text: string;
  readonly mode: 'word' | 'prefix' | 'suffix';
  /** Other words may come before it (`...` in the pattern): a separable verb, "klap ... uit", "baue ... auf". */
  readonly afterGap?: boolean;
}

/** Words a separable verb's parts may stand apart: "klap je die buggy uit" (nl), "klappe den Wagen auf" (de). */
const MAX_GAP = 4;

/** Characters a Chinese phrase's parts may stand apart: "推把…拆" in "推把要怎麼拆掉". */
const MAX_CJK_GAP = 6;

/** A word or phrase of the locale's question words; a Chinese one matches anywhere in the question. */
interface Pattern {
  readonly words: readonly PatternWord[];
  /** Its parts in a row, `…` where a few characters may stand between them (written `...`). */
  readonly cjk?: string;
}

/** Whether a Chinese pattern is in a text: its parts in order, each within MAX_CJK_GAP characters of the last. */
function cjkIn(cjk: string, text: string): boolean {
  const [first, ...rest] = cjk.split('…');
  for (let at = text.indexOf(first!); at >= 0; at = text.indexOf(first!, at + 1)) {
    let end = at + first!.length;
    const found = rest.every((part) => {
      const next = text.indexOf(part, end);
      if (next < 0 || next - end > MAX_CJK_GAP) return false;
      end = next + part.length;
      return true;
    });
    if (found) return true;
  }
  return false;
}

export interface Intent {
  readonly id: string;
  /** Where the site answers it: section anchors of a product's page, or site paths (`/faq#warranty`). */
  readonly sections: readonly string[];
  /** The answer is one figure (an age, a weight): one line of the section. */
  readonly figure: boolean;
  /** It asks about a part only some products have: a manual without its sections has nothing to say about it. */
  readonly part: boolean;
  /** It asks for a kind of answer (a video) whatever task or product it names. */
  readonly medium: boolean;
  /** Only a forgiven typo asks it ("plane" for "planet"): too weak to leave the named product's manual for a site page. */
  readonly typo: boolean;
  /** How strongly the question asks it: words of its patterns found, a phrase counting each word. */
  readonly score: number;
  /** Whether a line of a section says what the intent asks ("weight", "kg" for the weight intent). */
  readonly said: (text: string) => number;
}

export interface Product {
  /** Address of its manual, without anchor. */
  readonly page: string;
  /** Its title as pages show it, with reference numbers. */
  readonly title: string;
  /** Its series, as the sidebar names it in this locale, and the series' page. */
  readonly series: string;
  readonly seriesPage: string | undefined;
  /** Its kinds of product, as bits over the index's kind groups. */
  readonly kinds: number;
  readonly name: readonly string[];
  readonly references: readonly string[];
  /** Other names people use for it, as folded words ("walk n roll"), not words for its kind. */
  readonly otherNames: ReadonlyArray<readonly string[]>;
  /** Who it is made for, when not anyone. */
  readonly audience: ProductAudience | null;
}

export interface Series {
  readonly label: string;
  /** Its page, listing its manuals. */
  readonly page: string | undefined;
  readonly terms: readonly string[];
}

/** How the products a question is about were found. */
export type Scope = 'name' | 'series' | 'kind' | 'none';

export interface Understanding {
  readonly refusal?: Refusal;
  /** For 'other-language': the language it seems to be in (`de`, `zh`…). */
  readonly language?: string;
  /** The products it is about: those it names, or the family or kind it names; empty for none. */
  readonly products: readonly Product[];
  readonly scope: Scope;
  /** What it asks for, best first. */
  readonly intents: readonly Intent[];
  /** The question without its quantities: what retrieval searches for. */
  readonly searchText: string;
  /** Folded words that say what is sought (question words and quantities left out). */
  readonly terms: readonly string[];
  /** Of those, the words that name what a change leaves behind ("de andador a correpasillos": andador). */
  readonly leaving?: ReadonlySet<string>;
}

/** Per index: the locale's patterns, products and series, compiled once. */
interface Reader {
  readonly intents: ReadonlyArray<{
    readonly id: string;
    readonly sections: readonly string[];
    readonly figure: boolean;
    readonly medium: boolean;
    readonly part: boolean;
    readonly narrows: string | undefined;
    readonly on: string | undefined;
    readonly yieldsTo: readonly string[];
    readonly wordy: boolean;
    readonly patterns: readonly Pattern[];
  }>;
  readonly outOfScope: readonly Pattern[];
  /** Questions for a doctor or the law. */
  readonly advice: readonly Pattern[];
  readonly units: readonly Pattern[];
  /** A quantity in Chinese numerals with its unit ("兩歲半", "十五公斤"), the unit captured; for locales with Chinese units. */
  readonly cjkQuantity?: RegExp;
  /** Words that say the product is for a child, or for an adult. */
  readonly audiences: Readonly<Record<ProductAudience, readonly Pattern[]>>;
  readonly products: readonly Product[];
  readonly series: readonly Series[];
  /** Words of product names that are also everyday words of the pages ("adult", "light"): alone they name nothing. */
  readonly everyday: ReadonlySet<string>;
  /** The locale's word for a word of a name, to that word ("plegable" to "foldable"). */
  readonly nameWords: ReadonlyMap<string, string>;
}

const readers = new WeakMap<LocalSearchIndex, Reader>();

function compile(pattern: string, locale: string): Pattern | undefined {
  if (hasCjk(pattern))
    return {
      words: [],
      cjk: pattern
        .split('...')
        // Read as the question is: "轉唔到" is looked for as the pages would write it, "轉不到".
        .map((part) => fold(asPagesWrite(part, locale)).replace(/\s+/g, ''))
        .join('…'),
    };
  const words: PatternWord[] = [];
  let gap = false;
  for (const piece of pattern.trim().split(/\s+/)) {
    if (piece === '...') {
      gap = words.length > 0;
      continue;
    }
    const prefix = piece.endsWith('*');
    const suffix = piece.startsWith('*');
    const terms = tokenize(piece.replace(/^\*|\*$/g, ''), locale).map((t) => t.term);
    terms.forEach((text, i) => {
      const mode = prefix && i === terms.length - 1 ? 'prefix' : suffix && i === 0 ? 'suffix' : 'word';
      words.push({text, mode, ...(gap && i === 0 && {afterGap: true})});
    });
    gap = false;
  }
  // A pattern of nothing but question words ("what is the") would match any question.
  if (words.every((w) => w.mode === 'word' && isStopWord(w.text, locale))) return undefined;
  return {words};
}

/** The patterns; a Chinese one once as the question is read: "遮陽棚" and "遮陽篷" are one pattern, counted once. */
function compileAll(patterns: readonly string[], locale: string): Pattern[] {
  const cjk = new Set<string>();
  const compiled: Pattern[] = [];
  for (const source of patterns) {
    const pattern = compile(source, locale);
    if (pattern === undefined || (pattern.cjk !== undefined && cjk.has(pattern.cjk))) continue;
    if (pattern.cjk !== undefined) cjk.add(pattern.cjk);
    compiled.push(pattern);
  }
  return compiled;
}

/** Shortest word a typo is forgiven in. */
const TYPO_FROM = 5;

/**
 * Whether a folded word of the question matches a pattern word. `typos` is
 * given the words the pages never use: a typo is forgiven in "brak" but
 * "change" is not "charge" and "height" not "weight".
 */
function wordMatches(word: PatternWord, term: string, typos?: ReadonlySet<string>): boolean {
  if (word.mode === 'suffix') return term.endsWith(word.text);
  if (word.mode === 'prefix' && term.startsWith(word.text)) return true;
  if (term === word.text) return true;
  if (typos === undefined || !typos.has(term) || /\d/.test(term)) return false;
  // A prefix is forgiven a typo in its own letters, a letter left out or added too ("handelbars" for "handlebar*",
  // "wakelt" for "wackel*"); a short one only in a word no longer than itself ("brakr", but "profondo" is no "promo*").
  if (word.mode === 'prefix') {
    const n = word.text.length;
    const lengths = n > TYPO_FROM ? [n - 1, n, n + 1] : n === TYPO_FROM && term.length <= n + 1 ? [term.length] : [];
    return lengths.some((k) => k <= term.length && editDistance(term.slice(0, k), word.text, 1) <= 1);
  }
  return word.text.length >= TYPO_FROM && Math.abs(term.length - word.text.length) <= 1 && editDistance(term, word.text, 1) <= 1;
}

const NOWHERE: readonly number[] = Object.freeze([]);
const AT_START: readonly number[] = Object.freeze([0]);

/** Positions where a pattern's words start in a row of folded words; a Chinese pattern is looked for in the joined text. */
function patternAt(pattern: Pattern, terms: readonly string[], joined: string, typos?: ReadonlySet<string>): readonly number[] {
  if (pattern.cjk !== undefined) return cjkIn(pattern.cjk, joined) ? AT_START : NOWHERE;
  // Read for every pattern of every intent per keystroke: nothing is made for a pattern that is not there.
  let out: number[] | undefined;
  for (let i = 0; i + pattern.words.length <= terms.length; i++) if (matchesFrom(pattern.words, 0, terms, i, typos)) (out ??= []).push(i);
  return out ?? NOWHERE;
}

/** Whether the pattern's words from `w` on match from term `t` on (a word after a gap may skip a few terms). */
function matchesFrom(words: readonly PatternWord[], w: number, terms: readonly string[], t: number, typos: ReadonlySet<string> | undefined): boolean {
  if (w === words.length) return true;
  const word = words[w]!;
  const last = word.afterGap ? Math.min(terms.length - 1, t + MAX_GAP) : t;
  for (let k = t; k <= last && k < terms.length; k++) if (wordMatches(word, terms[k]!, typos) && matchesFrom(words, w + 1, terms, k + 1, typos)) return true;
  return false;
}

const patternWeight = (pattern: Pattern): number => (pattern.cjk !== undefined ? (pattern.cjk.replaceAll('…', '').length >= 3 ? 2 : 1) : pattern.words.length);

function readerOf(index: LocalSearchIndex): Reader {
  let reader = readers.get(index);
  if (reader) return reader;
  const locale = index.locale;
  const data = index.questions;
  const intents = Object.entries(data?.intents ?? {}).map(([id, intent]) => ({
    id,
    sections: intent.sections,
    figure: intent.figure === true,
    medium: intent.medium === true,
    part: intent.part === true,
    narrows: intent.narrows,
    on: intent.on,
    yieldsTo: intent.yieldsTo ?? [],
    wordy: intent.wordy === true,
    patterns: compileAll(intent.words, locale),
  }));
  const products: Product[] = [];
  const seriesPages = new Map<string, string>();
  for (const record of index.records) {
    if (record.kind !== KIND.product) continue;
    const parts = (record.text ?? '').split(KEYWORD_SEPARATOR);
    // Series pages carry their name and no kind of product.
    if (record.kinds === null) {
      seriesPages.set(record.lvl1, record.url_without_anchor);
      continue;
    }
    products.push({
      page: record.url_without_anchor,
      title: record.lvl1,
      series: record.lvl0,
      seriesPage: undefined,
      kinds: record.kinds,
      name: tokenize(parts[0] ?? '', locale).map((t) => t.term),
      references: parts.filter((part) => /^\d{3,6}$/.test(part)),
      // Another name of this very product ("walk n roll"), not a word for its kind ("walker"): known once, not per question.
      otherNames: record.otherNames
        .map((n) => tokenize(n, locale).map((t) => t.term))
        .filter((n) => n.length > 0 && !index.kindSpans(n).some((span) => span.end - span.start === n.length)),
      audience: record.audience,
    });
  }
  for (const [i, product] of products.entries()) products[i] = {...product, seriesPage: seriesPages.get(product.series)};
  const series = [...new Set(products.map((p) => p.series))].map((label) => ({
    label,
    page: seriesPages.get(label),
    terms: tokenize(label, locale).map((t) => t.term),
  }));
  const everyday = new Set(data?.everyday ?? []);
  const nameWords = new Map(
    Object.entries(data?.nameWords ?? {}).flatMap(([english, words]) => {
      const name = tokenize(english, locale)[0]?.term;
      return name === undefined ? [] : words.flatMap((w) => tokenize(w, locale).map((t) => [t.term, name] as const));
    }),
  );
  const units = compileAll(data?.units ?? [], locale);
  const cjkUnits = units.flatMap((u) => (u.cjk === undefined ? [] : [u.cjk])).sort((a, b) => b.length - a.length);
  reader = {
    intents,
    outOfScope: compileAll(data?.outOfScope ?? [], locale),
    advice: compileAll(data?.advice ?? [], locale),
    units,
    ...(cjkUnits.length > 0 && {cjkQuantity: new RegExp(`[〇零一二兩三四五六七八九十百半]+(${cjkUnits.join('|')})`, 'g')}),
    audiences: {children: compileAll(data?.audiences?.children ?? [], locale), adults: compileAll(data?.audiences?.adults ?? [], locale)},
    products,
    series,
    everyday,
    nameWords,
  };
  readers.set(index, reader);
  return reader;
}

/** The "in" of "3-in-1" as other languages write it: "3 en 1" (French, Spanish), "3 em 1", "3合1". */
const IN_BETWEEN_NUMBERS = new Set(['in', 'en', 'em', '合']);
/** "4in1", "4en1": a "4-in-1" typed as one word. */
const JOINED_IN_BETWEEN = /^(\d+)(in|en|em)(\d+)$/;

const NO_TRANSLATIONS: ReadonlyMap<string, string> = new Map();

/** Whether `word` is `base` with an s. */
const plural = (word: string, base: string): boolean => word.length === base.length + 1 && word.endsWith('s') && word.startsWith(base);

/**
 * How many of `name`'s words the question holds, a word also matching two or three of them joined ("emotion" for
 * E-Motion), or a name's word in the question's language ("plegable" for Foldable, `translated`).
 */
function nameMatch(
  name: readonly string[],
  terms: readonly string[],
  usable: readonly boolean[],
  typos: ReadonlySet<string>,
  translated: ReadonlyMap<string, string> = NO_TRANSLATIONS,
): {matched: number; at: readonly number[]} {
  let matched = 0;
  let at: number[] | undefined;
  for (let i = 0; i < name.length;) {
    let step = 0;
    for (let j = 0; j < terms.length && step === 0; j++) {
      if (!usable[j]) continue;
      const term = terms[j]!;
      for (let k = Math.min(3, name.length - i); k >= 1 && step === 0; k--) {
        const word = name[i]!;
        const same =
          k === 1
            ? term === word ||
              // "primo plus light" for the Primo Plus Lights: a name's word without its plural s, or with one.
              (word.length >= 4 && (plural(term, word) || plural(word, term)) && !/\d/.test(word)) ||
              translated.get(term) === word ||
              (word === 'in' && IN_BETWEEN_NUMBERS.has(term) && /^\d+$/.test(terms[j - 1] ?? '') && /^\d+$/.test(terms[j + 1] ?? '')) ||
              (typos.has(term) && !/\d/.test(word) && word.length >= TYPO_FROM && editDistance(term, word, 1) <= 1)
            : joinedIs(term, name, i, k) ||
              // "4en1": a name's "4-in-1" typed as one word in the question's language.
              (k === 3 && name[i + 1] === 'in' && inBetweenJoined(term, word, name[i + 2]!));
        if (same) {
          step = k;
          (at ??= []).push(j);
        }
      }
    }
    if (step === 0) i++;
    else {
      matched += step;
      i += step;
    }
  }
  // Read for every product per keystroke: nothing is made for a name the question does not hold.
  return at === undefined ? NO_NAME : {matched, at};
}

const NO_NAME = {matched: 0, at: NOWHERE} as const;

/** Whether `term` is the numbers of a name's "4-in-1" typed as one word, with any language's "in": "4en1". */
function inBetweenJoined(term: string, before: string, after: string): boolean {
  const joined = JOINED_IN_BETWEEN.exec(term);
  return joined !== null && joined[1] === before && joined[3] === after;
}

/** Whether `term` is `k` of the name's words from `i` written as one ("emotion"), compared in place: no string is made per comparison. */
function joinedIs(term: string, name: readonly string[], i: number, k: number): boolean {
  let length = 0;
  for (let n = 0; n < k; n++) length += name[i + n]!.length;
  if (term.length !== length) return false;
  for (let n = 0, from = 0; n < k; from += name[i + n]!.length, n++) if (!term.startsWith(name[i + n]!, from)) return false;
  return true;
}

/**
 * Whether the question writes a name made of everyday words as a name:
 * capitalised ("GO UP"), closing the question ("how do I fold the go up") or
 * after an article ("fold the go up for the car"), not "can I go up the hill".
 */
function writtenAsName(tokens: readonly Token[], at: readonly number[], question: string, locale: string): boolean {
  // Latin words in a Chinese question are a name: "go up 滑板車幾歲可以騎".
  if (at.length > 0 && hasCjk(question) && at.every((j) => !hasCjk(tokens[j]!.term))) return true;
  const together = at.length > 0 && at.every((j, i) => i === 0 || j === at[i - 1]! + 1);
  if (together && at[at.length - 1] === tokens.length - 1) return true;
  if (together && at[0]! > 0 && (grammarOf(locale)?.determiners?.has(tokens[at[0]! - 1]!.term) ?? false)) return true;
  return at.every((j) => {
    const first = question.charAt(tokens[j]!.start);
    // A number is written as it is: "ONE NL 205".
    return first !== first.toLowerCase() || /\d/.test(first);
  });
}

/**
 * Whether a name is nothing but small words of the question's language ("GO UP", "ONE K" in English), which
 * ordinary sentences use too. The names are English words: in another language "go up" can only be the name.
 */
function smallWordsOnly(name: readonly string[], locale: string): boolean {
  const english = grammarOf(locale) === grammarOf('en');
  return name.every((t) => isStopWord(t, locale) || (english && t.length <= 2));
}

const NUMBER = /^\d+(?:[.,]\d+)?$/;
const NUMBER_WITH_UNIT = /^(\d+)([a-z]+)$/;

/** The one or two words between a change's "from" and "to" ("de andador a correpasillos"): what the change leaves behind. */
function leftBehind(terms: readonly string[], asks: readonly boolean[], locale: string): Set<string> {
  const out = new Set<string>();
  const change = grammarOf(locale)?.change;
  if (!change) return out;
  for (let i = 0; i < terms.length; i++) {
    if (!change.from.has(terms[i]!)) continue;
    const between: string[] = [];
    for (let j = i + 1; j < terms.length && between.length <= 2; j++) {
      if (change.to.has(terms[j]!)) {
        for (const t of between) out.add(t);
        break;
      }
      if (!asks[j]) between.push(terms[j]!);
    }
  }
  return out;
}

/** Every product with a manual in the index, in the index's order. */
export function productsOf(index: LocalSearchIndex): readonly Product[] {
  return readerOf(index).products;
}

/** Reads `question` in the index's locale. */
export function understand(index: LocalSearchIndex, question: string): Understanding {
  const reader = readerOf(index);
  const locale = index.locale;
  const tokens = tokenize(question, locale);
  const terms = tokens.map((t) => t.term);
  const joined = fold(asPagesWrite(question, locale)).replace(/\s+/g, '');
  const unitPatterns = reader.units;
  const isUnit = (term: string | undefined): boolean => term !== undefined && unitPatterns.some((p) => p.words.length === 1 && wordMatches(p.words[0]!, term));
  /** The Chinese unit right after word `j` ("個月" in "9個月"), with the space before it. */
  const cjkUnitAfter = (j: number): {unit: string; length: number} | undefined => {
    const rest = question.slice(tokens[j]!.end);
    const space = rest.length - rest.trimStart().length;
    const after = fold(rest.slice(space));
    const unit = unitPatterns.find((p) => p.cjk !== undefined && after.startsWith(p.cjk))?.cjk;
    return unit === undefined ? undefined : {unit, length: space + unit.length};
  };
  // "4 years", "20kg", "10 個月": quantities, never part of a model name.
  const quantity = terms.map((term, j) => {
    if (NUMBER.test(term)) return isUnit(terms[j + 1]) || cjkUnitAfter(j) !== undefined;
    const withUnit = NUMBER_WITH_UNIT.exec(term);
    return withUnit !== null && isUnit(withUnit[2]);
  });
  const asks = asking(tokens, locale);

  // Products: a reference number, a whole name, a series, a distinctive word of a name, a kind.
  const unknown = new Set(terms.filter((t) => index.textsWith(t) === 0));
  const usable = terms.map((_, j) => !quantity[j]);
  const kindSpans = index.kindSpans(terms, unknown);
  const kindMask = kindSpans.reduce((mask, span) => span.kinds.reduce((m, k) => m | (1 << k), mask), 0);
  // A word that is a model's number, not a quantity: "360", or a "3-in-1" typed "3in1".
  const ownNumber = (j: number): boolean => (NUMBER.test(terms[j]!) && !quantity[j]) || JOINED_IN_BETWEEN.test(terms[j]!);
  /** "go up scooter": a name of small words right before a kind its models are is written as a name. */
  const kindAfter = (at: readonly number[], of: readonly Product[]): boolean =>
    at.length > 0 && kindSpans.some((span) => span.start === Math.max(...at) + 1 && of.some((p) => span.kinds.some((k) => (p.kinds & (1 << k)) !== 0)));
  /** Whether only this model's name, of its series' names, has the word. */
  const ownWord = (product: Product, term: string): boolean =>
    new Set(reader.products.filter((p) => p.series === product.series && p.name.includes(term)).map((p) => p.name.join(' '))).size === 1;
  let best = 0;
  let named: Product[] = [];
  let namedAt: readonly number[] = [];
  for (const product of reader.products) {
    const found = nameMatch(product.name, terms, usable, unknown, reader.nameWords);
    const matched = found.matched;
    let at = found.at;
    const full = matched === product.name.length && product.name.length > 0;
    // A name of nothing but small words ("GO UP", "ONE K") is a name only when written as one: "go up the hill" is not.
    let score =
      full &&
      (!smallWordsOnly(product.name, locale) || writtenAsName(tokens, at, question, locale) || at.some((j) => terms[j]!.length > 4) || kindAfter(at, [product]))
        ? 10 * matched
        : 0;
    // "helm Master Ultimum": the kind in the question's language stands for the name's word its whole series shares ("Helmet").
    if (!full && matched >= 1 && matched === product.name.length - 1 && (product.kinds & kindMask) !== 0) {
      const missing = product.name.find((t) => !at.some((j) => terms[j] === t));
      const series = reader.products.filter((p) => p.series === product.series);
      // Not a word of a longer name the question writes whole: "GO UP" as a balance bike is no Go Bike.
      const ofLonger = reader.series.some(
        (s) =>
          s.terms.length > matched &&
          at.every((j) => s.terms.includes(terms[j]!)) &&
          nameMatch(s.terms, terms, usable, unknown, reader.nameWords).matched === s.terms.length,
      );
      if (missing !== undefined && !ofLonger && series.every((p) => p.name.includes(missing))) score = 10 * matched - 5;
    }
    // "GO UP Deluxe 360" for the GO UP Deluxe Lights 360: a name but for one word, with a number of its own the question writes
    // (its "3-in-1" as "3in1" too), is that product before the shorter name it holds ("GO UP Deluxe").
    if (!full && matched >= 2 && matched === product.name.length - 1 && at.some(ownNumber)) score = 10 * matched - 5;
    // "go bike duo" for the Go Bike Elite Duo: a name but for one word, with a word no other model of its series has, likewise.
    if (!full && matched >= 3 && matched === product.name.length - 1 && at.some((j) => ownWord(product, terms[j]!))) score = 10 * matched - 5;
    // "E-Motion 10" for the ONE K E-Motion 10: a name but for its leading words, model number included, is that product.
    if (score === 0 && !full && matched >= 2) {
      const tail = product.name.slice(product.name.length - matched);
      if (tail.some((t) => NUMBER.test(t)) && nameMatch(tail, terms, usable, unknown, reader.nameWords).matched === tail.length) score = 10 * matched - 5;
    }
    // "Learning Trike 3 in 1" (or "3in1", "3合1") for the Learning Trike 3-in-1 Plus Ecologic: a name's leading words, model number included, are that product.
    if (score === 0 && !full && matched >= 3) {
      const head = product.name.slice(0, matched);
      if (head.some((t) => NUMBER.test(t)) && nameMatch(head, terms, usable, unknown, reader.nameWords).matched === head.length) score = 10 * matched - 5;
    }
    if (product.references.some((ref) => terms.some((t, j) => usable[j] && t === ref))) score += 100;
    // Another name of this very product ("walk n roll"), not a word for its kind ("walker").
    for (const other of product.otherNames) {
      const {matched: m, at: otherAt} = nameMatch(other, terms, usable, unknown, reader.nameWords);
      if (m === other.length && 10 * m > score && (other.length > 1 || other[0]!.length >= TYPO_FROM)) {
        score = 10 * m;
        // "walk n roll ecologic": words of its own name written on beside the other name belong to the name too.
        const where = [...otherAt];
        const own = (j: number): boolean => usable[j] === true && product.name.includes(terms[j]!) && !where.includes(j);
        for (let j = Math.max(...where) + 1; own(j); j++) where.push(j);
        for (let j = Math.min(...where) - 1; j >= 0 && own(j); j--) where.push(j);
        at = where;
      }
    }
    if (score === 0) continue;
    if (score > best) {
      best = score;
      named = [product];
      namedAt = at;
    } else if (score === best) named.push(product);
  }
  // Words that name the product say nothing of what is asked: "Foldable" in a name is no question about folding.
  const nameWords = new Set(namedAt);
  // "el andador Walk n Roll", "the GS 900 scooter": the product's own kind right beside its name is no word to find in a heading.
  const besideName = new Set<number>();
  if (named.length > 0 && namedAt.length > 0) {
    const first = Math.min(...namedAt);
    const last = Math.max(...namedAt);
    for (const span of kindSpans) {
      const own = named.some((p) => span.kinds.some((k) => (p.kinds & (1 << k)) !== 0));
      if (own && (span.end === first || span.start === last + 1)) for (let j = span.start; j < span.end; j++) besideName.add(j);
    }
  }
  let products: Product[] = named;
  let scope: Scope = named.length > 0 ? 'name' : 'none';
  if (named.length === 0) {
    let family: Product[] = [];
    let familyTerms = 0;
    let familyAt: readonly number[] = [];
    for (const s of reader.series) {
      const {matched, at} = nameMatch(s.terms, terms, usable, unknown, reader.nameWords);
      if (
        matched === s.terms.length &&
        matched > familyTerms &&
        (!smallWordsOnly(s.terms, locale) ||
          writtenAsName(tokens, at, question, locale) ||
          at.some((j) => terms[j]!.length > 4) ||
          kindAfter(
            at,
            reader.products.filter((p) => p.series === s.label),
          ))
      ) {
        family = reader.products.filter((p) => p.series === s.label);
        familyTerms = matched;
        familyAt = at;
        for (const j of at) nameWords.add(j);
      }
    }
    // A distinctive word of a name ("junior", "deluxe"), beyond the series name when one is named: "GO UP lights".
    const seriesTerms = new Set(family.length > 0 ? reader.series.find((x) => x.label === family[0]!.series)!.terms : []);
    // A model's number is one too with its series named, though pages use it alone ("GO UP 360": the 360 models, not a turn).
    const distinctive = (t: string): boolean => ((!reader.everyday.has(t) && t.length >= 3) || (seriesTerms.size > 0 && NUMBER.test(t))) && !seriesTerms.has(t);
    let partialBest = 0;
    let partial: Product[] = [];
    const consider = (product: Product): void => {
      // A name's word in the question's language counts only beside the rest of the name: "plegable" alone asks whether it folds.
      const {matched, at} = nameMatch(product.name.filter(distinctive), terms, usable, unknown);
      if (matched === 0) return;
      // One short word ("kid", "air", "duo") names a product only written as a name: "my kid" is a child.
      // Right after the series it is one, though: "primo plus".
      const besideSeries = familyAt.some((j) => j === at[0]! - 1);
      if (matched === 1 && terms[at[0]!]!.length < TYPO_FROM && !besideSeries && !writtenAsName(tokens, at, question, locale)) return;
      for (const j of at) nameWords.add(j);
      if (matched > partialBest) {
        partialBest = matched;
        partial = [product];
      } else if (matched === partialBest) partial.push(product);
    };
    for (const product of family.length > 0 ? family : reader.products) consider(product);
    // "Elite Duo" for the Go Bike Elite Duo: a word none of the series' models has, in another name that holds the series' words too.
    if (family.length > 0 && partial.length === 0) {
      for (const product of reader.products)
        if (product.series !== family[0]!.series && [...seriesTerms].every((t) => product.name.includes(t))) consider(product);
    }
    let candidates = partial.length > 0 ? partial : family;
    let ofKindOnly = false;
    // "Junior" with "three wheels": the kind the question names decides between look-alike names. Of two kinds named, the
    // one with fewer products is what is asked about: "knee pads, Junior or Toddler, for the scooter" are pads, "attach the
    // bell to the scooter" is about bells, "three-wheel scooter" about those with three wheels.
    if (kindMask !== 0) {
      const kinds: Array<{mask: number; of: Product[]}> = [];
      for (let k = 0; k < 31; k++) {
        const of = (kindMask & (1 << k)) === 0 ? [] : reader.products.filter((p) => (p.kinds & (1 << k)) !== 0);
        if (of.length > 0) kinds.push({mask: 1 << k, of});
      }
      kinds.sort((a, b) => a.of.length - b.of.length);
      let chosen: Product[] | undefined;
      for (const {mask} of kinds) {
        const ofKind = candidates.filter((p) => (p.kinds & mask) !== 0);
        // A series name another kind's product also carries: "Junior knee pads" are the Protectives Junior, not a Junior scooter.
        const namesakes =
          ofKind.length === 0 && seriesTerms.size > 0
            ? reader.products.filter((p) => (p.kinds & mask) !== 0 && [...seriesTerms].every((t) => p.name.includes(t)))
            : [];
        chosen = ofKind.length > 0 ? ofKind : namesakes.length > 0 ? namesakes : undefined;
        if (chosen) break;
      }
      if (chosen) candidates = chosen;
      // "a scooter for a toddler": a word of another kind's name ("Toddler Pads"), with no series named, is no name.
      else if (candidates.length === 0 || family.length === 0) {
        candidates = kinds[0]?.of ?? [];
        ofKindOnly = true;
      }
    }
    products = candidates;
    scope =
      candidates.length === 0 ? 'none' : !ofKindOnly && (family.length > 0 || partial.length > 0) ? (candidates.length === 1 ? 'name' : 'series') : 'kind';
  }
  // "casco niño": a child's question is not about the adult's helmet, nor a question for oneself about a child's.
  if (products.length > 1) {
    const says = (patterns: readonly Pattern[]): boolean => patterns.some((pattern) => patternAt(pattern, terms, joined).length > 0);
    const forChild = says(reader.audiences.children);
    const forAdult = says(reader.audiences.adults);
    const other: ProductAudience | undefined = forChild && !forAdult ? 'adults' : forAdult && !forChild ? 'children' : undefined;
    const kept = products.filter((p) => p.audience !== other);
    // Those made for who is asked about, when some are: "knee pads for a 3 year old" are the Junior and Toddler ones.
    const madeFor = kept.filter((p) => p.audience !== null);
    if (other !== undefined && kept.length > 0) products = madeFor.length > 0 ? madeFor : kept;
  }
  // "rollers 2 en 1", "Explorer 4 en 1", "4en1": the numbers of a product's own "2-in-1", in any language's words, name it among those found.
  for (let j = 0; j < terms.length; j++) {
    const joined = JOINED_IN_BETWEEN.exec(terms[j]!);
    if (!joined && j + 2 >= terms.length) continue;
    const [first, last, at] = joined ? [joined[1]!, joined[3]!, [j]] : [terms[j]!, terms[j + 2]!, [j, j + 1, j + 2]];
    const own = (p: Product): boolean => p.name.some((t, i) => t === first && p.name[i + 2] === last && NUMBER.test(t) && NUMBER.test(last));
    // With no product found, "4合1 遮陽篷" alone names the models that are "4-in-1".
    const alone = products.length === 0 && (joined !== null || IN_BETWEEN_NUMBERS.has(terms[j + 1]!));
    let owners = quantity[j] ? [] : alone ? reader.products.filter(own) : products.filter(own);
    if (owners.length === 0) continue;
    // "les patins 2 en 1": of the models that are "2-in-1", those of the kind the question names.
    const ofKind = owners.filter((p) => (p.kinds & kindMask) !== 0);
    if (ofKind.length > 0) owners = ofKind;
    if (alone) {
      products = owners;
      scope = owners.length === 1 ? 'name' : owners.every((p) => p.series === owners[0]!.series) ? 'series' : 'kind';
    } else if (owners.length < products.length) {
      products = owners;
      if (scope !== 'kind') scope = owners.length === 1 ? 'name' : 'series';
    }
    for (const k of at) nameWords.add(k);
  }

  // What retrieval searches for: not the quantities, nor the words that name the products (the search is limited to their pages).
  let searchText = question;
  for (let j = tokens.length - 1; j >= 0; j--) {
    if (quantity[j] || nameWords.has(j)) searchText = `${searchText.slice(0, tokens[j]!.start)} ${searchText.slice(tokens[j]!.end)}`;
  }
  const leaving = leftBehind(terms, asks, locale);
  const base = {
    searchText: searchText.replace(/\s+/g, ' ').trim(),
    terms: terms.filter((_, j) => !asks[j] && !quantity[j] && !nameWords.has(j) && !besideName.has(j)),
    ...(leaving.size > 0 && {leaving}),
  };
  const refusal = (reason: Refusal, language?: string): Understanding => ({
    ...base,
    refusal: reason,
    ...(language && {language}),
    products,
    scope,
    intents: [],
  });
  // Nothing but symbols, digits or question words: "{{7*7}}", "a", "?".
  const hasWord = tokens.some((t, j) => !asks[j] && (/\p{L}{2,}/u.test(t.term) || hasCjk(t.term)));
  if (!hasWord && products.length === 0) return refusal('junk');
  // A word with a capital inside the question is a name ("best ice cream in Paris"), not a typo of "parts".
  const capitalisesNouns = grammarOf(locale)?.capitalisesNouns === true;
  const capitalised = (j: number): boolean => j > 0 && !capitalisesNouns && /^\p{Lu}/u.test(question.charAt(tokens[j]!.start));
  // Nor is a word the language's intents list: "rostet" (rusts) is no "kostet" (costs).
  const listed = (t: string): boolean => reader.intents.some((i) => i.patterns.some((p) => p.cjk === undefined && p.words.some((w) => wordMatches(w, t))));
  const typos = new Set(terms.filter((t, j) => unknown.has(t) && !capitalised(j) && !listed(t)));
  // A knock to the head is a doctor's question before it is any manual's; whether riding somewhere is allowed, the law's.
  for (const pattern of reader.advice) if (patternAt(pattern, terms, joined).length > 0) return refusal('advice');
  // Before any intent: "prezzo" is one letter from "pezzo" (a part); a typo the pages never use asks it too ("discout code").
  for (const pattern of reader.outOfScope) if (patternAt(pattern, terms, joined, typos).length > 0) return refusal('out-of-scope');
  const language = otherLanguage(index, tokens, question);
  if (language !== undefined) return refusal('other-language', language);

  // Nor does a quantity with its unit: "my son is 4 years old, how do I fold it" asks about folding, not age.
  // "4 years old", "4 Jahre alt", "4 jaar oud": the word after the unit belongs to the quantity too.
  const figureWord = (t: string): boolean =>
    reader.intents.some((i) => i.figure && i.patterns.some((p) => p.words.length === 1 && p.cjk === undefined && wordMatches(p.words[0]!, t)));
  const ofQuantity = (t: string, j: number): boolean =>
    quantity[j] || (j > 0 && quantity[j - 1]! && isUnit(t)) || (j > 1 && quantity[j - 2]! && isUnit(terms[j - 1]) && figureWord(t));
  // A kind's name of two words says what the product is, not what is asked: "balance bike" asks nothing of balance.
  const kindPhrase = new Set(kindSpans.filter((s) => s.end - s.start >= 2).flatMap((s) => Array.from({length: s.end - s.start}, (_, k) => s.start + k)));
  // A kind's word that named the series still says what a task is about: "cada cuánto cambiar el casco" asks to replace a helmet.
  const kindWord = new Set(kindSpans.filter((s) => s.end - s.start === 1).map((s) => s.start));
  const asked = terms.map((t, j) => ((nameWords.has(j) && !kindWord.has(j)) || kindPhrase.has(j) || ofQuantity(t, j) ? '' : t));
  // The same in Chinese, whose patterns are looked for in the joined text: "寶寶9個月" asks nothing of months.
  let askedText = asPagesWrite(question, locale);
  const cjkUnits: string[] = [];
  for (let j = tokens.length - 1; j >= 0; j--) {
    const unit = quantity[j] ? cjkUnitAfter(j) : undefined;
    if (unit === undefined) continue;
    cjkUnits.push(unit.unit);
    askedText = askedText.slice(0, tokens[j]!.start) + askedText.slice(tokens[j]!.end + unit.length);
  }
  // "一歲兩個月", "兩歲半": nor does a quantity in Chinese numerals ("幾歲", how old, asks).
  if (reader.cjkQuantity !== undefined)
    askedText = askedText.replace(reader.cjkQuantity, (_, unit: string) => {
      cjkUnits.push(unit);
      return ' ';
    });
  const askedJoined = fold(askedText).replace(/\s+/g, '');
  // Of intents asked as strongly, the one asked by the rarer word comes first: "regen" (rain) before "rijden" (ride).
  const rarity = (term: string): number => 1 / Math.log2(2 + index.textsWith(term));
  const scored = reader.intents
    .map((intent) => {
      let score = 0;
      let rare = 0;
      let typo = true;
      for (const pattern of intent.patterns) {
        const at = patternAt(pattern, asked, askedJoined, typos);
        if (at.length === 0) continue;
        score += patternWeight(pattern);
        typo &&= patternAt(pattern, asked, askedJoined).length === 0;
        for (const i of pattern.cjk === undefined ? at : []) for (let k = 0; k < pattern.words.length; k++) rare = Math.max(rare, rarity(asked[i + k]!));
      }
      return {intent, score, rare, typo};
    })
    .filter((s) => s.score > 0);
  // "fell at the skate park, now the steering rattles": the place is where it happened, the fall is what is asked.
  // A wordy place yields to what is said half as strongly: "捷運站外面…人行道上" takes many words, "the brake won't hold" few.
  for (const s of scored) {
    const asked = scored.filter((n) => s.intent.yieldsTo.includes(n.intent.id) && (s.intent.wordy ? 2 : 1) * n.score >= s.score);
    if (asked.length > 0) s.score = Math.min(s.score, Math.max(...asked.map((n) => n.score))) - 0.5;
  }
  // "遊戲面板可以拆掉嗎": taking off, with nothing said of the push bar, is the toy panel's question that is asked as strongly.
  for (const s of scored) {
    const broad = s.intent.narrows;
    if (
      broad !== undefined &&
      !scored.some((n) => n.intent.id === broad) &&
      scored.some((n) => n !== s && n.intent.narrows === undefined && n.score >= s.score)
    )
      s.score -= 0.5;
  }
  // "安全帶什麼時候可以拆掉": taking off, said of the harness and not of the push bar, is the harness's question.
  for (const s of scored) {
    const on = s.intent.on;
    if (on === undefined || scored.some((n) => n.intent.id === on)) continue;
    const parts = scored.filter((n) => n !== s && n.intent.part && n.intent.narrows === undefined);
    if (parts.length > 0) s.score = Math.min(s.score, Math.max(...parts.map((n) => n.score))) - 0.5;
  }
  // A medium (a video) is what is asked for whatever task it names: it comes first.
  scored.sort((a, b) => Number(b.intent.medium) - Number(a.intent.medium) || b.score - a.score || b.rare - a.rare);
  // "he is 2 and 13 kg, is the Baby Lights still right for him": the quantities ask for the limit when nothing else the manual has is asked,
  // so the figure intents their units name come last, weaker than any word.
  const units = terms.flatMap((t, j) => (quantity[j] ? [NUMBER_WITH_UNIT.exec(t)?.[2] ?? ''] : ofQuantity(t, j) ? [t] : []));
  for (const intent of reader.intents) {
    if (!intent.figure || scored.some((s) => s.intent === intent)) continue;
    if (intent.patterns.some((p) => (p.cjk !== undefined ? cjkUnits.includes(p.cjk) : p.words.length === 1 && units.some((u) => wordMatches(p.words[0]!, u)))))
      scored.push({intent, score: 0.5, rare: 0, typo: false});
  }
  // "enlever la canne parentale" asks how to take the push bar off, not about the push bar in general.
  const narrowed = (s: (typeof scored)[number]): boolean => scored.some((n) => n.intent.narrows === s.intent.id && n.score >= s.score);
  const intents: Intent[] = scored
    .filter((s) => !narrowed(s))
    .map(({intent, score, typo}) => ({
      id: intent.id,
      sections: intent.sections,
      figure: intent.figure,
      part: intent.part,
      medium: intent.medium,
      typo,
      score,
      said: (text: string) => {
        const lineTerms = tokenize(text, locale).map((t) => t.term);
        const lineJoined = fold(text).replace(/\s+/g, '');
        return intent.patterns.reduce((n, p) => n + (patternAt(p, lineTerms, lineJoined).length > 0 ? 1 : 0), 0);
      },
    }));
  return {...base, products, scope, intents};
}

/**
 * The language a question seems to be in when it is not the index's: two or
 * more of its words only ask in another language and never occur on this
 * locale's pages ("wo ist meine Bestellung" on the English site), or it is
 * written in Chinese characters on a site in another script.
 */
function otherLanguage(index: LocalSearchIndex, tokens: readonly Token[], question: string): string | undefined {
  const own = index.locale.split('-')[0]!;
  if (own !== 'zh' && hasCjk(question)) return 'zh';
  const counts = new Map<string, number>();
  // Each word once: "meine Tochter is 3 … oder is das zu früh" says one English word twice, in German.
  for (const term of new Set(tokens.map((t) => t.term))) {
    if (hasCjk(term) || isStopWord(term, index.locale) || index.textsWith(term) > 0) continue;
    for (const language of stopWordLanguages(term)) if (language !== own) counts.set(language, (counts.get(language) ?? 0) + 1);
  }
  let best: string | undefined;
  let most = 1;
  for (const [language, count] of counts) {
    if (count > most) {
      best = language;
      most = count;
    }
  }
  return best;
}
