/**
 * The query engine over one locale's compact index: the browser client and
 * the Node benchmark run this same code. The index it queries is built from
 * the file by buildParts.ts.
 *
 * Every query word must match a word of the record (its content, headings,
 * title, series, or a product's model numbers and aliases): exactly, as
 * another form of the same word ("fold" and "folding"), as a prefix (the
 * last word, as it is being typed), with typos (1 from 4 letters, 2 from 8,
 * none in numbers), or inside a Chinese word. Ranking: an exact model
 * number, product or series name first, then more words matched, fewer
 * typos, then relevance: each word weighs by how rare it is and by where it
 * matched (name, title, heading, text) and how (whole word beats a prefix),
 * answer pages (the FAQ) a little more; ties go to products, titles,
 * headings, then content. Like DocSearch's Algolia settings,
 * one hit per URL (distinct); and a section many manuals share word for word
 * (the common warranty, spare parts, specifications text) is one hit, its
 * best-ranked copy; so is a fact one page states twice (statements.ts).
 * Question words ("how", "wie", "如何") are not required.
 */
import {ATTRIBUTE, KIND, type CompactIndex, type IndexQuestions, type RecordView} from '../indexFormat';
import {
  allowedTypos,
  asking,
  bitCount,
  editDistance,
  grammarOf,
  hasCjk,
  letterMask,
  removeInvisible,
  squash,
  tokenize,
  type Token,
} from '../../../../src/domain/text';
import type {KindSpan} from '../../../../src/domain/text/kinds';
import {QUERY_MAX_LENGTH} from '../../../../src/domain/text/limits';
import type {Grammar} from '../../../../src/domain/languages/types';
import type {Mark, MarkMap} from '../highlight';
import {buildParts, finish} from './buildParts';
import {RECORD_SPACE as PARTS_RECORD_SPACE, reverse, SLOTS as PARTS_SLOTS, type IndexParts} from './parts';

/** At most this many index words a prefix or a Chinese infix expands to. */
const MAX_EXPANSIONS = 300;
/** Shortest stem a word form is cut to: shorter stems join unrelated words. */
const MIN_STEM = 3;
/** Weight of a match by attribute (ATTRIBUTE order: keywords, lvl1, lvl2, lvl3, content, lvl0, about). */
const ATTRIBUTE_WEIGHT = [8, 5, 4, 3, 2, 1, 1];
// Numbers the scoring loops read, as plain constants: read through a module binding they cost a getter call each time.
const ABOUT: number = ATTRIBUTE.about;
const RECORD_SPACE: number = PARTS_RECORD_SPACE;
const SLOTS: number = PARTS_SLOTS;
const FIRST_HEADING: number = ATTRIBUTE.lvl1;
const LAST_HEADING: number = ATTRIBUTE.lvl3;
const TITLE: number = ATTRIBUTE.lvl1;
const SERIES: number = ATTRIBUTE.lvl0;
const PAGE_HEAD: number = KIND.lvl1;

/** Whether a match reaches a record only through its page (what it is about, its title or series), below the page's head. */
const throughPage = (attribute: number, kind: number): boolean => attribute === ABOUT || (kind > PAGE_HEAD && (attribute === TITLE || attribute === SERIES));
/** How a word matched, by quality's form part: exact, another form of the word, prefix. */
const FORM = {exact: 0, variant: 1, prefix: 2} as const;
const FORM_WEIGHT = [1, 0.85, 0.6];
/** What a word's matches other than its best add, per unit of their weight. */
const OTHER_MATCHES = 0.25;
/** A word that names a kind of product says which manual, not which section: it weighs this much of its rarity. */
const KIND_WEIGHT = 0.5;
/** A title or heading whose every word the query holds says what the section is about ("Saddle height"): it weighs this much more. */
const HEADING_BOOST = 1.4;
/** Relevance is kept in this many steps per unit of weight, in 12 bits. */
const SCORE_STEPS = 4;
const SCORE_MAX = 4095;

/** Whether a folded word is one stem that only looks like a compound (its grammar's single stems), in any of its forms. */
function isSingleStem(term: string, grammar: Grammar | undefined): boolean {
  const stems = grammar?.compounds?.singleStems;
  if (!stems) return false;
  if (stems.has(term)) return true;
  return (grammar?.wordForms ?? []).some((ending) => term.endsWith(ending) && stems.has(term.slice(0, -ending.length)));
}
/** Bits of the ranking criteria below the exact-match bit: words 4, typos 4, relevance 12, kind 3, answer 1, prefixes 4. */
const CRITERIA_BITS = 28;
/** Sort keys below this belong to exact product matches. */
const EXACT_LIMIT = 2 ** CRITERIA_BITS * RECORD_SPACE;

interface WordMatch {
  readonly typos: number;
  readonly form: (typeof FORM)[keyof typeof FORM];
}

/** A match's quality, 1 (exact) and up; 0 means none. */
const qualityOf = (m: WordMatch): number => 1 + 3 * m.typos + m.form;

/** Where one query word matched: per string id its quality, and the strings and records it reaches. */
interface WordStrings {
  readonly quality: Uint8Array;
  readonly strings: readonly number[];
  readonly records: number;
  /** Names a kind of product ("pushchair", "silla de paseo"). */
  readonly kind: boolean;
}

/** One word of a query as the engine matches it: a token, or a phrase naming kinds of product. */
interface QueryWord {
  readonly start: number;
  readonly end: number;
  /** The folded word, absent for a phrase of several words. */
  readonly term?: string;
  readonly kinds: readonly number[];
}

export interface Match {
  readonly record: number;
  /** An exact model number, product name or alias. */
  readonly exact: boolean;
  /** How many of the query's words it matched. */
  readonly words: number;
}

export interface SearchOptions {
  /** The page the visitor is reading: of a section many pages share, its copy is shown. */
  readonly currentPage?: string;
  /** Characters of the query read, QUERY_MAX_LENGTH unless said: a question for Ask AI is read whole. */
  readonly maxLength?: number;
  /** Only records of these pages (URLs without anchor). */
  readonly pages?: Iterable<string>;
  /** Records holding any one of the words match, ranked by how many they hold (as when none holds them all). */
  readonly anyWord?: boolean;
}

export interface QueryResult {
  /** How many URLs matched. */
  readonly count: number;
  /**
   * Matches `from` to `to`, best first, one per URL. Only the hits of the
   * page shown become objects: "flow" matches thousands of URLs.
   */
  readonly slice: (from: number, to?: number) => Match[];
  /** The query's words as typed, and which index words they matched. */
  readonly words: readonly string[];
  readonly marks: MarkMap;
}

/** First position in a sorted list whose word is not below `word`. */
function lowerBound(sorted: readonly string[], word: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < word) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const NO_MATCHES: QueryResult['slice'] = () => [];

/** The words matched, from a sort key (15 minus it sits above 24 bits of other criteria). */
const wordsOf = (key: number): number => 15 - (Math.floor(key / RECORD_SPACE / 2 ** (CRITERIA_BITS - 4)) % 16);

/** Sort keys, best first → matches. */
function ranked(keys: Float64Array): Pick<QueryResult, 'count' | 'slice'> {
  return {
    count: keys.length,
    slice: (from, to = keys.length) =>
      Array.from(keys.subarray(from, to), (key) => ({record: key % RECORD_SPACE, exact: key < EXACT_LIMIT, words: wordsOf(key)})),
  };
}

export class LocalSearchIndex {
  readonly locale: string;
  readonly records: readonly RecordView[];
  /** How this locale's questions are read, when the index carries it. */
  readonly questions: IndexQuestions | undefined;
  private readonly built: IndexParts;
  // Only the index's own texts are cut through these: they never grow past the index.
  private readonly tokenCache = new Map<string, readonly Token[]>();
  private readonly termCache = new Map<string, ReadonlySet<string>>();

  /**
   * Builds the index at once (Node, tests). In the browser use `load`, which
   * pauses between slices of the work.
   */
  constructor(index: CompactIndex, parts: IndexParts = finish(buildParts(index))) {
    this.locale = parts.locale;
    this.records = parts.records;
    this.questions = parts.questions;
    this.built = parts;
  }

  /** The words of a text of the index (a heading, a line), cut once: hits and answers read the same texts for every query. */
  tokensOf(text: string): readonly Token[] {
    let tokens = this.tokenCache.get(text);
    if (!tokens) this.tokenCache.set(text, (tokens = tokenize(text, this.locale)));
    return tokens;
  }

  /** The folded words of a text of the index, as a set. */
  termsOf(text: string): ReadonlySet<string> {
    let terms = this.termCache.get(text);
    if (!terms) this.termCache.set(text, (terms = new Set(this.tokensOf(text).map((t) => t.term))));
    return terms;
  }

  /** In how many texts of the index a folded word occurs (0: the locale's pages never use it). */
  textsWith(term: string): number {
    return this.built.postings.get(term)?.length ?? 0;
  }

  /** The texts of the index a folded word occurs in: titles, headings, lines, product keywords. */
  textsOf(term: string): string[] {
    return (this.built.postings.get(term) ?? []).map((sid) => this.built.strings[sid]!);
  }

  /** Phrases of folded words that name kinds of product (not synonyms), longest first; `typos` as in KindVocabulary.spans. */
  kindSpans(terms: readonly string[], typos?: ReadonlySet<string>): KindSpan[] {
    return this.built.kinds
      .spans(terms, typos)
      .map((span) => ({...span, kinds: span.kinds.filter((k) => k < this.built.kindCount)}))
      .filter((span) => span.kinds.length > 0);
  }

  /**
   * Builds the index in slices of a few milliseconds, awaiting `pause` between
   * them: building takes a second on a slow phone, which must not freeze the
   * page the visitor is reading or typing in.
   */
  static async load(index: CompactIndex, pause: () => Promise<void>, sliceMs = 8): Promise<LocalSearchIndex> {
    const steps = buildParts(index);
    let sliceStart = performance.now();
    for (;;) {
      const step = steps.next();
      if (step.done) return new LocalSearchIndex(index, step.value);
      if (performance.now() - sliceStart >= sliceMs) {
        await pause();
        sliceStart = performance.now();
      }
    }
  }

  /**
   * Whether `part` is the last part of the compound `word`, as "bremse" is of
   * "Fußbremse", rather than letters inside another word's stem: the part
   * before it is a stem of MIN_STEM letters or more ("stand" is no part of
   * "Abstand"); a longer word that ends `word` and holds `part` has it as its
   * own last part ("reifen" is inside "streifen", the last part of
   * "Gummistreifen"; "bremse" is the last part of "Radbremse" and so of
   * "Hinterradbremse"); and `word` is no single stem (the grammar's
   * `singleStems`: "Gleichgewicht" is no "Gewicht").
   */
  private isLastPart(word: string, part: string, grammar: Grammar | undefined): boolean {
    if (word.length - part.length < MIN_STEM || isSingleStem(word, grammar)) return false;
    for (let length = part.length + 1; length < word.length; length++) {
      const ending = word.slice(word.length - length);
      // "Befestigungsteile" is "Befestigung-s-teile", not "Befestigung-steile".
      if (!this.built.postings.has(ending) || grammar?.compounds?.linking.has(ending.slice(0, length - part.length))) continue;
      return this.isLastPart(ending, part, grammar);
    }
    return true;
  }

  /** Index words a query word stands for, and how well. */
  private expand(word: string, isLast: boolean, wordIndex: number, marks: Map<string, Mark>): Map<string, WordMatch> {
    const found = new Map<string, WordMatch>();
    const add = (term: string, match: WordMatch, mark: Mark): void => {
      const known = found.get(term);
      if (!known || qualityOf(match) < qualityOf(known)) {
        found.set(term, match);
        if (!marks.has(term)) marks.set(term, mark);
      }
    };
    const whole: Mark = {word: wordIndex, from: 0, to: -1};
    if (this.built.postings.has(word)) add(word, {typos: 0, form: FORM.exact}, whole);
    if (hasCjk(word)) {
      // Segmenters may keep a longer word together ("鋰電池"): find the query inside it.
      let n = 0;
      for (const term of this.built.cjkVocabulary) {
        const at = term.indexOf(word);
        if (at < 0 || term === word) continue;
        add(term, {typos: 0, form: FORM.prefix}, {word: wordIndex, from: at, to: at + word.length});
        if (++n >= MAX_EXPANSIONS) break;
      }
      return found;
    }
    const grammar = grammarOf(this.locale);
    const addPrefixes = (prefix: string): void => {
      for (let i = lowerBound(this.built.vocabulary, prefix), n = 0; i < this.built.vocabulary.length && n < MAX_EXPANSIONS; i++, n++) {
        const term = this.built.vocabulary[i]!;
        if (!term.startsWith(prefix)) break;
        if (term !== word) add(term, {typos: 0, form: FORM.prefix}, {word: wordIndex, from: 0, to: prefix.length});
      }
    };
    if (grammar?.compounds && word.length >= 3) {
      // German and Dutch join words: "bremse" is the head of "Fußbremse", "rem" of "handrem".
      const tail = reverse(word);
      for (let i = lowerBound(this.built.reversedVocabulary, tail), n = 0; i < this.built.reversedVocabulary.length && n < MAX_EXPANSIONS; i++) {
        const reversed = this.built.reversedVocabulary[i]!;
        if (!reversed.startsWith(tail)) break;
        if (reversed.length === tail.length) continue;
        const term = reverse(reversed);
        if (!this.isLastPart(term, word, grammar)) continue;
        add(term, {typos: 0, form: FORM.prefix}, {word: wordIndex, from: term.length - word.length, to: term.length});
        n++;
      }
      // And a compound finds its parts: "Kopfumfang" the section "Kopf messen", "stuurhoogte" "hoogte van het stuur".
      // The last part may be a word's stem: "Radwechsel" finds "Rad" and "wechseln". A single stem is not cut ("Gleichgewicht").
      for (let cut = MIN_STEM; !isSingleStem(word, grammar) && cut <= word.length - MIN_STEM; cut++) {
        const head = word.slice(0, cut);
        const rest = word.slice(cut);
        if (!this.built.postings.has(head)) continue;
        const restIsWord = this.built.postings.has(rest);
        const at = lowerBound(this.built.vocabulary, rest);
        if (!restIsWord && (rest.length < 4 || !this.built.vocabulary[at]?.startsWith(rest))) continue;
        add(head, {typos: 0, form: FORM.prefix}, {word: wordIndex, from: 0, to: -1});
        if (restIsWord) add(rest, {typos: 0, form: FORM.prefix}, {word: wordIndex, from: 0, to: -1});
        else addPrefixes(rest);
      }
    }
    if (isLast) addPrefixes(word);
    // Other forms of the word: "fold" → "folding", "helmets" → "helmet", "caschi" → "casco".
    const forms = grammar?.wordForms ?? [];
    const ending = forms.find((e) => word.length - e.length >= MIN_STEM && word.endsWith(e));
    const stem = ending ? word.slice(0, -ending.length) : word;
    // English drops a silent e before an ending (`dropsSilentE`): "change" → "changing", "changed".
    const stems = grammar?.dropsSilentE && stem.endsWith('e') && stem.length > MIN_STEM ? [stem, stem.slice(0, -1)] : [stem];
    for (const base of stems) {
      if (base.length < MIN_STEM) continue;
      for (const form of ['', ...forms]) {
        const term = base + form;
        if (term !== word && this.built.postings.has(term)) add(term, {typos: 0, form: FORM.variant}, whole);
      }
    }
    // A verb finds the words of its family: "plegar" → "plegable", "klappen" → "klappbar".
    for (const ending of grammar?.verbEndings ?? []) {
      if (word.length >= ending.length + 3 && word.endsWith(ending)) {
        addPrefixes(word.slice(0, -ending.length));
        break;
      }
    }
    const typos = allowedTypos(word);
    const mask = letterMask(word);
    for (let len = word.length - typos; typos > 0 && len <= word.length + typos; len++) {
      const bucket = this.built.byLength.get(len);
      if (!bucket) continue;
      for (let i = 0; i < bucket.terms.length; i++) {
        const term = bucket.terms[i]!;
        if (term === word || bitCount(mask ^ bucket.masks[i]!) > 2 * typos) continue;
        const d = editDistance(word, term, typos);
        if (d <= typos) add(term, {typos: d, form: FORM.exact}, whole);
      }
    }
    return found;
  }

  /** The query's words: phrases that name kinds of product, then the other words, question words left out. */
  private queryWords(tokens: readonly Token[]): QueryWord[] {
    const spans = this.built.kinds.spans(tokens.map((t) => t.term));
    const inSpan = new Set(spans.flatMap((span) => Array.from({length: span.end - span.start}, (_, i) => span.start + i)));
    const asks = asking(tokens, this.locale);
    const words: Array<QueryWord & {at: number}> = spans.map((span) => ({
      at: span.start,
      start: tokens[span.start]!.start,
      end: tokens[span.end - 1]!.end,
      ...(span.end - span.start === 1 && {term: tokens[span.start]!.term}),
      kinds: span.kinds,
    }));
    const plain = tokens.map((t, at) => ({at, start: t.start, end: t.end, term: t.term, kinds: []})).filter(({at}) => !inSpan.has(at));
    const meaningful = plain.filter(({at}) => !asks[at]);
    // A query of nothing but question words keeps them all.
    words.push(...(meaningful.length > 0 || words.length > 0 ? meaningful : plain));
    return words.sort((a, b) => a.at - b.at);
  }

  /** @param context the page being read (a string, as before) or the search's options */
  search(rawQuery: string, context?: string | SearchOptions): QueryResult {
    const options: SearchOptions = typeof context === 'string' ? {currentPage: context} : (context ?? {});
    const currentPage = options.currentPage;
    const query = removeInvisible(rawQuery).slice(0, options.maxLength ?? QUERY_MAX_LENGTH);
    const queryWords = this.queryWords(tokenize(query, this.locale));
    const words = queryWords.map((w) => query.slice(w.start, w.end));
    const marks = new Map<string, Mark>();
    if (queryWords.length === 0) return {count: 0, slice: NO_MATCHES, words, marks};
    const endsWithSpace = /\s$/.test(query);

    // For each query word, per string id: 0 = no match, else its quality (1 + 3 × typos + form).
    // One quality array per word position, kept between queries and cleared after use: fresh ones made garbage-collection pauses.
    const pool = this.built.scratch.quality;
    const perWord: WordStrings[] = queryWords.map((word, w) => {
      const quality = (pool[w] ??= new Uint8Array(this.built.stringRecords.length));
      const strings: number[] = [];
      let records = 0;
      const mark = (sid: number, q: number): void => {
        if (quality[sid] === 0) {
          strings.push(sid);
          records += this.built.stringRecords[sid]!.length / 2;
        }
        if (quality[sid] === 0 || q < quality[sid]!) quality[sid] = q;
      };
      const isLast = w === queryWords.length - 1 && !endsWithSpace;
      if (word.term !== undefined) {
        for (const [term, match] of this.expand(word.term, isLast, w, marks)) {
          const q = qualityOf(match);
          for (const sid of this.built.postings.get(term)!) mark(sid, q);
        }
      }
      for (const kind of word.kinds) {
        for (const sid of this.built.kindStrings[kind]!) mark(sid, qualityOf({typos: 0, form: FORM.exact}));
        for (const term of this.built.kinds.terms(kind)) if (!marks.has(term)) marks.set(term, {word: w, from: 0, to: -1});
      }
      return {quality, strings, records, kind: word.kinds.some((k) => k < this.built.kindCount)};
    });
    // "4 in 1" or "one k" typed apart still finds the joined model name.
    const exactRecords = new Set(this.built.exact.get(squash(query)) ?? []);

    const own = currentPage === undefined ? -1 : (this.built.pages.get(currentPage) ?? -1);
    const allowed = this.built.scratch.allowed;
    let limited = false;
    if (options.pages !== undefined) {
      allowed.fill(0);
      limited = true;
      for (const page of options.pages) {
        const id = this.built.pages.get(page);
        if (id !== undefined) allowed[id] = 1;
      }
    }
    let keys = this.collect(perWord, options.anyWord ? 1 : perWord.length, exactRecords, own, limited);
    // Like Algolia's removeWordsIfNoResults: 'allOptional', rather than an empty list.
    if (keys.length === 0 && perWord.length > 1) keys = this.collect(perWord, 1, exactRecords, own, limited);
    for (const {quality, strings} of perWord) for (const sid of strings) quality[sid] = 0;
    return {...ranked(keys), words, marks};
  }

  /**
   * Scores every record in one pass over typed arrays, packing the ranking
   * criteria into one number per record so a plain numeric sort ranks them.
   */
  private collect(perWord: readonly WordStrings[], required: number, exactRecords: ReadonlySet<number>, ownPage: number, limited: boolean): Float64Array {
    const count = this.records.length;
    const wordCount = perWord.length;
    // Buffers reused between queries: allocating them each time costs more than the search, and makes garbage-collection pauses.
    const {exactFlags, seen, candidates, bestKey, urls} = this.built.scratch;
    exactFlags.fill(0);
    for (const record of exactRecords) exactFlags[record] = 1;
    // With every word required, only records holding the rarest word can match.
    let candidateCount = 0;
    if (required === wordCount) {
      const rarest = perWord.reduce((a, b) => (b.records < a.records ? b : a));
      const recordKind = this.built.recordKind;
      seen.fill(0);
      for (const record of exactRecords) {
        seen[record] = 1;
        candidates[candidateCount++] = record;
      }
      for (const sid of rarest.strings) {
        const pairs = this.built.stringRecords[sid]!;
        // A word still being typed does not reach a whole manual through what it is about ("s" would reach every scooter's),
        // nor through its title: "fold" finds the Primo Foldable's page and the lines about folding, not every line of it.
        const typing = rarest.quality[sid]! % 3 === 0;
        for (let k = 0; k < pairs.length; k += 2) {
          const record = pairs[k]!;
          if (typing && throughPage(pairs[k + 1]!, recordKind[record]!)) continue;
          if (seen[record] === 0) {
            seen[record] = 1;
            candidates[candidateCount++] = record;
          }
        }
      }
    } else {
      for (let record = 0; record < count; record++) candidates[candidateCount++] = record;
    }
    bestKey.fill(Infinity);
    // A rare word says more about what is sought than a common one ("fold" against "stroller" on the stroller's page).
    const rarity = perWord.map((w) => Math.log(1 + count / Math.max(1, w.records)) * (w.kind ? KIND_WEIGHT : 1));
    const {recordSids, recordAttributes, stringWords, recordBoost, recordKind, recordAnswer, recordUrl, recordPage} = this.built;
    const allowed = this.built.scratch.allowed;
    let urlCount = 0;
    for (let c = 0; c < candidateCount; c++) {
      const record = candidates[c]!;
      if (limited && allowed[recordPage[record]!] === 0) continue;
      let typos = 0;
      let relevance = 0;
      let prefixes = 0;
      let words = 0;
      const base = record * SLOTS;
      const exact = exactFlags[record] === 1;
      // Words matched per slot, 4 bits each.
      let slotWords = 0;
      for (let w = 0; w < wordCount; w++) {
        const quality = perWord[w]!.quality;
        // Per word, the match with the fewest typos, then the most weight (attribute × form);
        // its other matches in names and headings add a little: a word in the heading and the subheading says more than in one.
        let bestTypos = 3;
        let bestWeight = 0;
        let bestForm = 0;
        let otherWeight = 0;
        let bestHeading = 0;
        for (let slot = base; slot < base + SLOTS; slot++) {
          const sid = recordSids[slot]!;
          if (sid < 0) break;
          const q = quality[sid]!;
          if (q === 0) continue;
          const form = (q - 1) % 3;
          const attribute = recordAttributes[slot]!;
          if (form === FORM.prefix && throughPage(attribute, recordKind[record]!)) continue;
          slotWords += 1 << (4 * (slot - base));
          const t = ((q - 1) / 3) | 0;
          const weight = ATTRIBUTE_WEIGHT[attribute]! * FORM_WEIGHT[form]!;
          // Only names, titles and headings add: the heading record ranks before its own lines.
          const heading = attribute <= LAST_HEADING ? weight : 0;
          if (t < bestTypos || (t === bestTypos && weight > bestWeight)) {
            otherWeight = t === bestTypos ? otherWeight + bestHeading : 0;
            bestTypos = t;
            bestWeight = weight;
            bestHeading = heading;
            bestForm = form;
          } else if (t === bestTypos) otherWeight += heading;
        }
        if (bestWeight === 0) {
          // Every word is required: this record is out, skip the other words.
          if (required === wordCount && !exact) break;
          continue;
        }
        words++;
        typos += bestTypos;
        if (bestForm === FORM.prefix) prefixes++;
        relevance += rarity[w]! * (bestWeight + OTHER_MATCHES * otherWeight) * 0.5 ** bestTypos;
      }
      if (words < required && !exact) continue;
      for (let slot = 0; slot < SLOTS; slot++) {
        const attribute = recordAttributes[base + slot]!;
        const sid = recordSids[base + slot]!;
        if (sid < 0) break;
        if (attribute >= FIRST_HEADING && attribute <= LAST_HEADING && ((slotWords >> (4 * slot)) & 15) >= stringWords[sid]!) {
          relevance *= HEADING_BOOST;
          break;
        }
      }
      relevance *= recordBoost[record]!;
      // Most significant first: exact product, words matched, typos, relevance, record kind, answer page, prefixes, position.
      let key = exact ? 0 : 1;
      key = key * 16 + (15 - Math.min(words, 15));
      key = key * 16 + Math.min(typos, 15);
      key = key * (SCORE_MAX + 1) + (SCORE_MAX - Math.min(SCORE_MAX, Math.round(relevance * SCORE_STEPS)));
      key = key * 8 + recordKind[record]!;
      key = key * 2 + (1 - recordAnswer[record]!);
      key = key * 16 + Math.min(prefixes, 15);
      const packed = key * RECORD_SPACE + record;
      const url = recordUrl[record]!;
      if (bestKey[url] === Infinity) urls[urlCount++] = url;
      if (packed < bestKey[url]!) bestKey[url] = packed;
    }
    const sorted = new Float64Array(urlCount);
    for (let i = 0; i < urlCount; i++) sorted[i] = bestKey[urls[i]!]!;
    sorted.sort();
    // A text many pages share is one hit, in the place of its best-ranked copy;
    // the copy shown is the one on the page the visitor is reading, if it matched.
    const {groupSeen, groupOwn} = this.built.scratch;
    const {recordGroup} = this.built;
    if (ownPage >= 0) {
      for (let i = 0; i < urlCount; i++) {
        const record = sorted[i]! % RECORD_SPACE;
        const group = recordGroup[record]!;
        if (group >= 0 && recordPage[record] === ownPage && groupOwn[group] === 0) groupOwn[group] = sorted[i]!;
      }
    }
    const keys = new Float64Array(urlCount);
    let kept = 0;
    for (let i = 0; i < urlCount; i++) {
      const group = recordGroup[sorted[i]! % RECORD_SPACE]!;
      if (group < 0) {
        keys[kept++] = sorted[i]!;
        continue;
      }
      if (groupSeen[group] === 1) continue;
      groupSeen[group] = 1;
      keys[kept++] = groupOwn[group] || sorted[i]!;
    }
    for (let i = 0; i < kept; i++) {
      const group = recordGroup[keys[i]! % RECORD_SPACE]!;
      if (group >= 0) groupSeen[group] = groupOwn[group] = 0;
    }
    return this.oneHitPerFact(keys.subarray(0, kept));
  }

  /**
   * Keeps one hit per fact a page states twice, in the place of its
   * best-ranked copy; the copy shown is one under a section heading, if
   * one matched, so the hit says where it is ("Specifications").
   */
  private oneHitPerFact(keys: Float64Array): Float64Array {
    const {recordFact, recordSection} = this.built;
    const {factSeen, factOwn} = this.built.scratch;
    let any = false;
    for (let i = 0; i < keys.length; i++) {
      const record = keys[i]! % RECORD_SPACE;
      const fact = recordFact[record]!;
      if (fact < 0) continue;
      any = true;
      if (recordSection[record] === 1 && factOwn[fact] === 0) factOwn[fact] = keys[i]!;
    }
    if (!any) return keys;
    const out = new Float64Array(keys.length);
    let kept = 0;
    for (let i = 0; i < keys.length; i++) {
      const fact = recordFact[keys[i]! % RECORD_SPACE]!;
      if (fact < 0) out[kept++] = keys[i]!;
      else if (factSeen[fact] === 0) {
        factSeen[fact] = 1;
        out[kept++] = factOwn[fact] || keys[i]!;
      }
    }
    for (let i = 0; i < keys.length; i++) {
      const fact = recordFact[keys[i]! % RECORD_SPACE]!;
      if (fact >= 0) factSeen[fact] = factOwn[fact] = 0;
    }
    return out.subarray(0, kept);
  }

  /** The fact a record states that another line of its page states too, or -1: hits of one fact are shown once. */
  factOf(record: number): number {
    return this.built.recordFact[record] ?? -1;
  }
}
