/**
 * Turns engine matches into Algolia's response, the shape DocSearch and the
 * search page read: `results[0].hits` with `_highlightResult` and
 * `_snippetResult`, `nbHits`, `queryID`.
 */
import {analyze, escapeHtml, highlight, snippet, type Analysis, type HighlightOptions} from './highlight';
import {KIND, type RecordView} from './indexFormat';
import {QUERY_MAX_LENGTH} from '../../../src/domain/text/limits';
import type {LocalSearchIndex, Match, QueryResult} from './engine/query';
import {understoodSection} from './answer';
import {understand} from './understand';
import {tokenize} from '../../../src/domain/text';
import type {Hierarchy, HierarchyHighlight, SearchHit, SearchRequest, SearchResult, SnippetValue} from './types';

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** Words per snippet for an attribute, from `attributesToSnippet` ("content:10"). */
export function snippetLengths(attributes: readonly string[] | undefined): Map<string, number> {
  const out = new Map<string, number>();
  for (const spec of attributes ?? []) {
    const [name, words] = spec.split(':');
    if (name) out.set(name, Number(words) || 10);
  }
  return out;
}

function randomId(): string {
  return Array.from({length: 32}, () => Math.floor(Math.random() * 16).toString(16)).join('');
}

/**
 * DocSearch puts `hierarchy` and `content` into the page as HTML when a hit
 * has no snippet (recent and favourite searches are stored without one), so
 * hits carry those fields escaped, like every highlight.
 */
function escapedHierarchy(r: RecordView): Hierarchy {
  return {
    lvl0: escapeHtml(r.lvl0),
    lvl1: escapeHtml(r.lvl1),
    lvl2: r.lvl2 === null ? null : escapeHtml(r.lvl2),
    lvl3: r.lvl3 === null ? null : escapeHtml(r.lvl3),
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
}

/** Analyses of the texts of one response: hits of a page share series and page titles. */
type Analyses = Map<string, Analysis>;

function analysed(index: LocalSearchIndex, text: string, options: HighlightOptions, analyses: Analyses): Analysis {
  let a = analyses.get(text);
  if (!a) analyses.set(text, (a = analyze(text, options, index.tokensOf(text))));
  return a;
}

function toHit(
  index: LocalSearchIndex,
  r: RecordView,
  options: HighlightOptions,
  lengths: Map<string, number>,
  ellipsis: string,
  analyses: Analyses,
): SearchHit {
  const content = r.kind === KIND.product ? null : r.text;
  const raw: Record<(typeof LEVELS)[number], string | null> = {lvl0: r.lvl0, lvl1: r.lvl1, lvl2: r.lvl2, lvl3: r.lvl3, lvl4: null, lvl5: null, lvl6: null};
  const hierarchyHighlight: HierarchyHighlight = {};
  const hierarchySnippet: Partial<Record<keyof Hierarchy, SnippetValue>> = {};
  for (const level of LEVELS) {
    const text = raw[level];
    if (text === null) continue;
    // The series name titles a group and feeds the no-results suggestions: it stays unmarked.
    hierarchyHighlight[level] =
      level === 'lvl0' ? {value: escapeHtml(text), matchLevel: 'none', matchedWords: []} : highlight(text, options, analysed(index, text, options, analyses));
    const words = lengths.get(`hierarchy.${level}`);
    if (words) hierarchySnippet[level] = snippet(text, words, ellipsis, options, analysed(index, text, options, analyses));
  }
  const contentWords = lengths.get('content');
  return {
    objectID: r.objectID,
    url: r.url,
    url_without_anchor: r.url_without_anchor,
    anchor: r.anchor,
    type: r.type,
    hierarchy: escapedHierarchy(r),
    content: content === null ? null : escapeHtml(content),
    _highlightResult: {
      hierarchy: hierarchyHighlight,
      hierarchy_camel: [hierarchyHighlight],
      ...(content !== null && {content: highlight(content, options, analysed(index, content, options, analyses))}),
    },
    _snippetResult: {
      hierarchy: hierarchySnippet,
      ...(content !== null && contentWords && {content: snippet(content, contentWords, ellipsis, options, analysed(index, content, options, analyses))}),
    },
  };
}

/** Hits as records, best first, counted: what one page of results is cut from. */
interface Ordered {
  readonly count: number;
  readonly slice: (from: number, to: number) => number[];
}

const NOTHING: Ordered = {count: 0, slice: () => []};

/** Share of a query's words a hit must hold when no hit holds them all: fewer is no longer what was asked. */
const MIN_COVERAGE = 0.6;
/** Matches read at a time while looking for the end of the well-covered ones. */
const CHUNK = 200;

/**
 * The engine's matches, as a visitor should see them: the section the query
 * is understood to ask for first; and when no hit holds every word, only
 * the hits that hold most of them, rather than hundreds that hold any one.
 */
function understood(index: LocalSearchIndex, result: QueryResult, pinned: number | undefined): Ordered {
  let count = result.count;
  const first = result.slice(0, 1)[0];
  if (first && !first.exact && first.words < result.words.length) {
    // Matches are ranked by words matched first: the well-covered ones come before the rest.
    // A word typed twice ("<em>125</em>") is asked once.
    const asked = new Set(result.words.flatMap((word) => tokenize(word, index.locale).map((t) => t.term))).size;
    const need = Math.max(2, Math.ceil(MIN_COVERAGE * asked));
    let kept = 0;
    for (let from = 0; from < result.count; from += CHUNK) {
      const chunk: Match[] = result.slice(from, Math.min(result.count, from + CHUNK));
      const end = chunk.findIndex((m) => !m.exact && m.words < need);
      kept = end < 0 ? from + chunk.length : from + end;
      if (end >= 0) break;
    }
    count = kept;
  }
  const plain: Ordered = {count, slice: (from, to) => result.slice(from, Math.min(to, count)).map((m) => m.record)};
  if (pinned === undefined) return plain;
  const url = index.records[pinned]!.url;
  const fact = index.factOf(pinned);
  // The pinned section comes first; its own hit, or another line of its page that says the same, wherever it ranked, is not shown twice.
  const shown = (record: number): boolean => index.records[record]!.url === url || (fact >= 0 && index.factOf(record) === fact);
  const rest = (from: number, to: number): number[] => {
    const out: number[] = [];
    for (let at = 0; out.length < to && at < count; at += CHUNK) {
      for (const record of plain.slice(at, Math.min(count, at + CHUNK))) if (!shown(record)) out.push(record);
    }
    return out.slice(from, to);
  };
  const twice = plain.slice(0, count).filter(shown).length;
  return {count: count - twice + 1, slice: (from, to) => [pinned, ...rest(0, to)].slice(from, to)};
}

/** The page of a hit's URL: no anchor, no trailing slash. */
const pageOf = (url: string): string => url.replace(/#.*$/, '').replace(/(.)\/$/, '$1');

/** Only the hits on `pages`, in the same order. */
function restrict(index: LocalSearchIndex, ordered: Ordered, pages: ReadonlySet<string>): Ordered {
  const kept = ordered.slice(0, ordered.count).filter((record) => pages.has(pageOf(index.records[record]!.url)));
  return {count: kept.length, slice: (from, to) => kept.slice(from, to)};
}

/** Answers one request of a `search({requests})` call from a local index. */
export function searchIndex(index: LocalSearchIndex, request: SearchRequest): SearchResult {
  const started = Date.now();
  const query = (request.query ?? '').slice(0, QUERY_MAX_LENGTH);
  const hitsPerPage = request.hitsPerPage ?? 20;
  const page = request.page ?? 0;
  const read = understand(index, query);
  const result = index.search(query, request.currentPage);
  const {words, marks} = result;
  const section = read.refusal ? 'none' : understoodSection(index, query, read);
  const all = section === 'none' ? NOTHING : understood(index, result, section);
  const ordered = request.onlyPages ? restrict(index, all, request.onlyPages) : all;
  const options: HighlightOptions = {
    locale: index.locale,
    marks,
    words,
    preTag: request.highlightPreTag ?? '<em>',
    postTag: request.highlightPostTag ?? '</em>',
  };
  const lengths = snippetLengths(request.attributesToSnippet);
  const ellipsis = request.snippetEllipsisText ?? '…';
  const analyses: Analyses = new Map();
  const hits = ordered
    .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
    .map((record) => toHit(index, index.records[record]!, options, lengths, ellipsis, analyses));
  return {
    hits,
    nbHits: ordered.count,
    page,
    nbPages: Math.ceil(ordered.count / hitsPerPage),
    hitsPerPage,
    processingTimeMS: Date.now() - started,
    exhaustiveNbHits: true,
    query,
    params: new URLSearchParams({query, hitsPerPage: String(hitsPerPage), page: String(page)}).toString(),
    index: request.indexName,
    queryID: randomId(),
  };
}
