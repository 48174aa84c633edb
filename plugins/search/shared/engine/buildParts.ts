/**
 * Builds the engine's index from one locale's compact index file: the
 * postings of every word, the typo and compound candidates, the kinds of
 * product each text names, per record its strings, URL, page and rank, and
 * which records are one hit (a shared section, a fact stated twice). The
 * browser builds it in slices when the index loads (LocalSearchIndex.load);
 * Node (tests, benchmark) at once.
 */
import {ATTRIBUTE, decodeRecords, INDEX_FORMAT, KEYWORD_SEPARATOR, KIND, pageKeywords, recordStrings, type CompactIndex} from '../indexFormat';
import {compounds, hasCjk, letterMask, meaningfulTokens, squash, tokenize, writesCompounds} from '../../../../src/domain/text';
import {KindVocabulary} from '../../../../src/domain/text/kinds';
import {sameStatement, statementOf, unitSet, type Statement} from '../statements';
import {RECORD_SPACE, reverse, SLOTS, type IndexParts} from './parts';

/** Answer pages (the FAQ) weigh this much more at equal match. */
const ANSWER_BOOST = 1.6;
/** Hub pages (home, manual finder) weigh this much at equal match: the pages they lead to come first. */
const HUB_FACTOR = 0.5;

/** Runs a build to its end without pausing. */
export function finish<T>(steps: Generator<void, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Loops yield every this many rounds, so `load` can look at the clock. */
const ROUNDS = 64;

/** Builds the parts of an index, yielding now and then so the browser can pause between slices. */
export function* buildParts(index: CompactIndex): Generator<void, IndexParts> {
  if (index.v !== INDEX_FORMAT) throw new Error(`Search index format ${String(index.v)} is not supported (expected ${String(INDEX_FORMAT)}).`);
  const locale = index.locale;
  const records = decodeRecords(index);
  const stringRecords: number[][] = index.s.map(() => []);
  const titles = new Set<number>();
  const recordSids = new Int32Array(records.length * SLOTS).fill(-1);
  const recordAttributes = new Int8Array(records.length * SLOTS);
  const exact = new Map<string, number[]>();
  const keywords = pageKeywords(index);
  // Lines a page has twice, as pairs of records: a page's records are one run of the file, so the
  // last record with a text is the one to compare with.
  const lastWithText = new Int32Array(index.s.length).fill(-1);
  const sameLines: number[] = [];
  for (let i = 0; i < records.length; i++) {
    if (i % ROUNDS === 0) yield;
    for (const [slot, [sid, attribute]] of recordStrings(index, i, keywords).entries()) {
      recordSids[i * SLOTS + slot] = sid;
      recordAttributes[i * SLOTS + slot] = attribute;
      stringRecords[sid]!.push(i, attribute);
      if (attribute === ATTRIBUTE.lvl0 || attribute === ATTRIBUTE.lvl1 || attribute === ATTRIBUTE.keywords) titles.add(sid);
      if (attribute === ATTRIBUTE.content) {
        const last = lastWithText[sid]!;
        if (last >= 0 && records[last]!.url_without_anchor === records[i]!.url_without_anchor) sameLines.push(last, i);
        lastWithText[sid] = i;
      }
    }
    const record = records[i]!;
    if (record.kind === KIND.product && record.text) {
      for (const keyword of record.text.split(KEYWORD_SEPARATOR)) {
        const key = squash(keyword);
        exact.set(key, [...(exact.get(key) ?? []), i]);
      }
    }
  }
  const postings = new Map<string, number[]>();
  const stringWords = new Uint8Array(index.s.length);
  const wordGroups = [...(index.y ?? []), ...(index.w ?? [])];
  const kinds = new KindVocabulary(wordGroups, locale);
  const kindStrings: number[][] = wordGroups.map(() => []);
  const units = unitSet(index.q?.units);
  // Only a text with a figure can state what another text of its page words otherwise.
  const statements = new Map<number, Statement>();
  for (let sid = 0; sid < index.s.length; sid++) {
    if (sid % ROUNDS === 0) yield;
    if (stringRecords[sid]!.length === 0) continue;
    const tokens = tokenize(index.s[sid]!, locale);
    if (/\d/.test(index.s[sid]!)) {
      const statement = statementOf(index.s[sid]!, tokens, units);
      if (statement.figures !== '') statements.set(sid, statement);
    }
    stringWords[sid] = Math.min(255, meaningfulTokens(tokens, locale).length);
    if (kinds.size > 0) for (const kind of kinds.kindsIn(tokens.map((t) => t.term))) kindStrings[kind]!.push(sid);
    const terms = new Set(tokens.map((t) => t.term));
    for (const c of compounds(tokens, titles.has(sid))) terms.add(c);
    for (const term of terms) {
      let list = postings.get(term);
      if (!list) postings.set(term, (list = []));
      list.push(sid);
    }
  }
  const vocabulary = [...postings.keys()].sort();
  yield;
  const byLength: IndexParts['byLength'] = new Map();
  for (const term of vocabulary) {
    if (/\d/.test(term)) continue;
    let bucket = byLength.get(term.length);
    if (!bucket) byLength.set(term.length, (bucket = {terms: [], masks: new Int32Array(0)}));
    bucket.terms.push(term);
  }
  for (const bucket of byLength.values()) bucket.masks = Int32Array.from(bucket.terms, letterMask);
  const cjkVocabulary = vocabulary.filter(hasCjk);
  const reversedVocabulary = writesCompounds(locale) ? vocabulary.map(reverse).sort() : [];
  yield;
  const urls = new Map<string, number>();
  const recordUrl = new Int32Array(records.length);
  const recordKind = new Uint8Array(records.length);
  const recordAnswer = new Uint8Array(records.length);
  const recordBoost = new Float32Array(records.length);
  const recordGroup = new Int32Array(records.length).fill(-1);
  const groups = new Map<string, number>();
  const recordPage = new Int32Array(records.length);
  const pages = new Map<string, number>();
  for (let i = 0; i < records.length; i++) {
    const record = records[i]!;
    recordKind[i] = record.kind;
    recordAnswer[i] = record.answer ? 1 : 0;
    recordBoost[i] = record.answer ? ANSWER_BOOST : record.hub ? HUB_FACTOR : 1;
    const url = record.url;
    let id = urls.get(url);
    if (id === undefined) urls.set(url, (id = urls.size));
    recordUrl[i] = id;
    let pageId = pages.get(record.url_without_anchor);
    if (pageId === undefined) pages.set(record.url_without_anchor, (pageId = pages.size));
    recordPage[i] = pageId;
    // Products and page titles are each page's own; sections, headings and paragraphs may be shared.
    if (record.kind !== KIND.product && record.kind !== KIND.lvl1) {
      const key = `${record.anchor ?? ''}\0${record.lvl2 ?? ''}\0${record.lvl3 ?? ''}\0${record.text ?? ''}`;
      let group = groups.get(key);
      if (group === undefined) groups.set(key, (group = groups.size));
      recordGroup[i] = group;
    }
  }
  yield;
  const {recordFact, facts} = yield* findFacts(records.length, sameLines, stringRecords, recordPage, statements, locale);
  const recordSection = Uint8Array.from(records, (record) => (record.lvl2 === null ? 0 : 1));
  const scratch = {
    exactFlags: new Uint8Array(records.length),
    seen: new Uint8Array(records.length),
    candidates: new Int32Array(records.length),
    bestKey: new Float64Array(urls.size),
    urls: new Int32Array(urls.size),
    groupSeen: new Uint8Array(groups.size),
    groupOwn: new Float64Array(groups.size),
    quality: [],
    allowed: new Uint8Array(pages.size),
    factSeen: new Uint8Array(facts),
    factOwn: new Float64Array(facts),
  };
  if (records.length > RECORD_SPACE) throw new Error(`Search index: more than ${RECORD_SPACE} records.`);
  return {
    locale,
    questions: index.q,
    records,
    postings,
    strings: index.s,
    vocabulary,
    byLength,
    cjkVocabulary,
    kinds,
    kindStrings,
    kindCount: index.y?.length ?? 0,
    reversedVocabulary,
    stringRecords,
    stringWords,
    exact,
    recordSids,
    recordAttributes,
    recordKind,
    recordUrl,
    recordAnswer,
    recordBoost,
    recordGroup,
    recordFact,
    recordSection,
    recordPage,
    pages,
    scratch,
  };
}

/**
 * Which lines of a page state the same fact: the same text twice (the
 * header's line and the specifications table's row), or the same figures
 * worded otherwise (`sameStatement`). `sameLines` are pairs of records of
 * one page with the same text. Returns per record its fact (-1: a fact no
 * other line of its page states) and how many facts there are. Only texts
 * with figures are compared: a few hundred of the index's many thousand.
 */
function* findFacts(
  recordCount: number,
  sameLines: readonly number[],
  stringRecords: readonly number[][],
  recordPage: Int32Array,
  statements: ReadonlyMap<number, Statement>,
  locale: string,
): Generator<void, {recordFact: Int32Array; facts: number}> {
  // Union-find over the records that share a fact; a record not in it is its own.
  const parent = new Map<number, number>();
  const root = (record: number): number => {
    let r = record;
    for (let up = parent.get(r); up !== undefined && up !== r; up = parent.get(r)) r = up;
    if (r !== record) parent.set(record, r);
    return r;
  };
  const join = (a: number, b: number): void => {
    const ra = root(a);
    const rb = root(b);
    if (ra !== rb) parent.set(rb, ra);
    if (!parent.has(ra)) parent.set(ra, ra);
  };
  // The content records of a text.
  const contentRecords = (sid: number): number[] => {
    const pairs = stringRecords[sid]!;
    const out: number[] = [];
    for (let k = 0; k < pairs.length; k += 2) if (pairs[k + 1] === ATTRIBUTE.content) out.push(pairs[k]!);
    return out;
  };
  for (let k = 0; k < sameLines.length; k += 2) join(sameLines[k]!, sameLines[k + 1]!);
  // Per page, its lines with figures: one record per text.
  const figured = new Map<number, Array<{record: number; statement: Statement}>>();
  for (const [sid, statement] of statements) {
    const seen = new Set<number>();
    for (const record of contentRecords(sid)) {
      const page = recordPage[record]!;
      if (seen.has(page)) continue;
      seen.add(page);
      const list = figured.get(page);
      if (list) list.push({record, statement});
      else figured.set(page, [{record, statement}]);
    }
  }
  yield;
  for (const lines of figured.values()) {
    for (let a = 0; a < lines.length; a++) {
      for (let b = a + 1; b < lines.length; b++) {
        if (root(lines[a]!.record) !== root(lines[b]!.record) && sameStatement(lines[a]!.statement, lines[b]!.statement, locale))
          join(lines[a]!.record, lines[b]!.record);
      }
    }
  }
  const recordFact = new Int32Array(recordCount).fill(-1);
  const factOfRoot = new Map<number, number>();
  let facts = 0;
  for (const record of parent.keys()) {
    const r = root(record);
    let fact = factOfRoot.get(r);
    if (fact === undefined) factOfRoot.set(r, (fact = facts++));
    recordFact[record] = fact;
  }
  return {recordFact, facts};
}
