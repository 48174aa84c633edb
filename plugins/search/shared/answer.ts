/**
 * The local answerer: a question in, an answer made only of the site's own
 * sentences out, each traceable to the section it comes from. It runs on the
 * search index in the browser (and in Node for the benchmark): no service,
 * no model. It retrieves the section that answers best, as the search ranks
 * it, and quotes the lines of that section that hold the question's words.
 * A question that names no product is answered from the manual being read or
 * talked about; when no section holds most words of the question, it says
 * so rather than guess.
 */
import {KIND, KEYWORD_SEPARATOR, type RecordView} from './format';
import type {LocalSearchIndex} from './engine';
import {asking, hasCjk, tokenize} from './text';

/** A section of this many lines or fewer is quoted whole: steps are not left out of a how-to. */
const MAX_LINES = 8;
/** Of a longer section, the lines that hold the most of the question's words. */
const PICKED_LINES = 4;
/** Sources listed at most: the answering section, then the next best. */
const MAX_SOURCES = 3;
/** Hits looked through for a section of the manual in context. */
const CONTEXT_DEPTH = 400;
/** Share of the question's words the answering section must hold: below it, the answer is "not found". */
const MIN_COVERAGE = 0.6;

export interface AnswerSource {
  /** 1-based number the answer's lines cite. */
  readonly n: number;
  /** Address of the section, `url#anchor`. */
  readonly url: string;
  /** Page address without the anchor. */
  readonly page: string;
  /** Page title and section heading. */
  readonly title: string;
  readonly heading: string | null;
}

export interface AnswerLine {
  /** A sentence or step as the page has it. */
  readonly text: string;
  /** Number of the source it is quoted from. */
  readonly source: number;
}

export type Answer =
  | {
      readonly found: true;
      readonly lines: readonly AnswerLine[];
      readonly sources: readonly AnswerSource[];
    }
  | {
      readonly found: false;
      /** The closest sections, if any: never quoted, only offered. */
      readonly sources: readonly AnswerSource[];
    };

export interface AnswerContext {
  /** The page the visitor is reading. */
  readonly currentPage?: string;
  /** The page the previous answer of the conversation came from. */
  readonly previousPage?: string;
}

/** Per index, each URL's records in page order, and each page's product keywords. */
interface Sections {
  readonly byUrl: Map<string, number[]>;
  readonly keywords: Map<string, string>;
}
const sectionsCache = new WeakMap<LocalSearchIndex, Sections>();

function sectionsOf(index: LocalSearchIndex): Sections {
  let sections = sectionsCache.get(index);
  if (sections) return sections;
  const byUrl = new Map<string, number[]>();
  const keywords = new Map<string, string>();
  index.records.forEach((record, i) => {
    if (record.kind === KIND.product) {
      keywords.set(record.url_without_anchor, record.text ?? '');
      return;
    }
    const list = byUrl.get(record.url) ?? [];
    list.push(i);
    byUrl.set(record.url, list);
  });
  sectionsCache.set(index, (sections = {byUrl, keywords}));
  return sections;
}

function sourceOf(record: RecordView, n: number): AnswerSource {
  return {n, url: record.url, page: record.url_without_anchor, title: record.lvl1, heading: record.lvl3 ?? record.lvl2};
}

/** The content records of the section at `url` (with its anchor), in page order. */
function sectionRecords(index: LocalSearchIndex, url: string): RecordView[] {
  return (sectionsOf(index).byUrl.get(url) ?? []).map((i) => index.records[i]!).filter((r) => r.kind === KIND.content && r.text);
}

/** The lines of the section at `url` (with its anchor) as the page has them: a source's full text. */
export function sectionLines(index: LocalSearchIndex, url: string): string[] {
  return sectionRecords(index, url).map((r) => r.text!);
}

/** Folded words of a text. */
function words(text: string, locale: string): Set<string> {
  return new Set(tokenize(text, locale).map((t) => t.term));
}

/** Whether the question names the product of `page` (its name, model numbers, kind), or anything else than the manual in context. */
function namesProductOf(index: LocalSearchIndex, page: string, asked: ReadonlySet<string>): boolean {
  const about = sectionsOf(index).keywords.get(page);
  if (!about) return false;
  for (const part of about.split(KEYWORD_SEPARATOR)) {
    const terms = tokenize(part, index.locale).map((t) => t.term);
    if (terms.length > 0 && terms.every((t) => asked.has(t))) return true;
    if (terms.some((t) => asked.has(t) && /\d/.test(t))) return true;
  }
  return false;
}

/**
 * Answers `question` from the index. Every line of a found answer is a
 * content line of the cited section, word for word.
 */
export function answerQuestion(index: LocalSearchIndex, question: string, context: AnswerContext = {}): Answer {
  // Only a manual is a context: the home page or the FAQ names no product.
  const {keywords} = sectionsOf(index);
  const inContext = [context.previousPage, context.currentPage].find((page) => page !== undefined && keywords.has(page));
  // A question is typed in full: a trailing space keeps its last word from matching as a prefix.
  const result = index.search(`${question.trim()} `, inContext);
  const top = result.slice(0, 1)[0];
  if (!top) return {found: false, sources: []};
  const records = index.records;
  let chosen = records[top.record]!;
  if (!top.exact && top.words < Math.max(1, Math.ceil(MIN_COVERAGE * result.words.length))) {
    return {found: false, sources: result.slice(0, MAX_SOURCES).map((m, i) => sourceOf(records[m.record]!, i + 1))};
  }
  // "And how do I unfold it?": a question that names no other product is about the manual in context.
  const asked = words(question, index.locale);
  if (inContext && chosen.url_without_anchor !== inContext && !top.exact && !namesProductOf(index, chosen.url_without_anchor, asked)) {
    const own = result.slice(0, Math.min(result.count, CONTEXT_DEPTH)).find((m) => records[m.record]!.url_without_anchor === inContext);
    if (own) chosen = records[own.record]!;
  }
  const lines = sectionRecords(index, chosen.url);
  const sources = [sourceOf(chosen, 1)];
  for (const m of result.slice(0, MAX_SOURCES + 3)) {
    const record = records[m.record]!;
    if (sources.length >= MAX_SOURCES) break;
    if (sources.some((s) => s.url === record.url)) continue;
    sources.push(sourceOf(record, sources.length + 1));
  }
  if (lines.length === 0) return {found: false, sources};
  // The whole section, or the lines that hold the most of the question's words, in the page's order.
  const matched = new Set(result.marks.keys());
  const scored = lines.map((line, order) => {
    let hits = 0;
    for (const term of words(line.text!, index.locale)) if (matched.has(term)) hits++;
    return {line, order, hits};
  });
  const picked =
    scored.length <= MAX_LINES
      ? scored
      : [...scored]
          .sort((a, b) => b.hits - a.hits || a.order - b.order)
          .slice(0, PICKED_LINES)
          .sort((a, b) => a.order - b.order);
  return {found: true, lines: picked.map(({line}) => ({text: line.text!, source: 1})), sources};
}

/**
 * Whether a search reads as a question rather than as words to find: it ends
 * with a question mark, or starts with a question word and has three words or
 * more ("how do I fold the stroller"), or is Chinese with a question word in
 * it ("保固多久"). The search page shows an answer above the results then.
 */
export function readsAsQuestion(query: string, locale: string): boolean {
  const trimmed = query.trim();
  if (/[?？]$/.test(trimmed)) return true;
  const tokens = tokenize(trimmed, locale);
  const asks = asking(tokens, locale);
  if (hasCjk(trimmed)) return tokens.length >= 2 && asks.some(Boolean);
  return tokens.length >= 3 && asks[0] === true;
}
