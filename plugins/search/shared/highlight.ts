/**
 * Highlight and snippet values in Algolia's format, built from escaped text:
 * only the caller's pre/post tags are markup, whatever the page or query hold.
 */
import {fold, hasCjk, tokenize, type Token} from './text';
import type {HighlightValue, SnippetValue} from './types';

const NEEDS_ESCAPE = /[&<>"']/;
const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;'};

/** The entities DocSearch decodes in group titles, so titles round-trip. */
export function escapeHtml(text: string): string {
  // Most text has nothing to escape: skip building a new string.
  return NEEDS_ESCAPE.test(text) ? text.replace(/[&<>"']/g, (c) => ESCAPES[c]!) : text;
}

/** Inverse of escapeHtml, for text shown as text. */
export function unescapeHtml(html: string): string {
  return html.replace(/&(amp|lt|gt|quot|#039);/g, (entity) => Object.entries(ESCAPES).find(([, e]) => e === entity)![0]);
}

/** Which index words a query matched, and which part of each to mark. */
export interface Mark {
  /** Position of the query word that matched. */
  readonly word: number;
  /** Range inside the folded index word; `to` -1 marks all of it. */
  readonly from: number;
  readonly to: number;
}
export type MarkMap = ReadonlyMap<string, Mark>;

export interface HighlightOptions {
  readonly locale: string;
  readonly marks: MarkMap;
  /** The query's words as typed, for `matchedWords`. */
  readonly words: readonly string[];
  readonly preTag: string;
  readonly postTag: string;
}

interface Span {
  start: number;
  end: number;
}

/** Character ranges to mark, and the query words they stand for. */
function findSpans(text: string, tokens: readonly Token[], marks: MarkMap): {spans: Span[]; matched: Set<number>} {
  const spans: Span[] = [];
  const matched = new Set<number>();
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const mark = marks.get(t.term);
    if (mark) {
      matched.add(mark.word);
      const original = text.slice(t.start, t.end);
      // Mark only the typed prefix when folding kept the length (it does except for ß and ligatures).
      const partial = mark.to >= 0 && fold(original).length === original.length;
      spans.push(partial ? {start: t.start + mark.from, end: t.start + mark.to} : {start: t.start, end: t.end});
      continue;
    }
    // "4in1" matched the joined form of "4-in-1": mark the words it joins.
    let joined = t.term;
    for (let j = i + 1; j < Math.min(tokens.length, i + 3); j++) {
      joined += tokens[j]!.term;
      const whole = marks.get(joined);
      if (whole && whole.to < 0) {
        matched.add(whole.word);
        spans.push({start: t.start, end: tokens[j]!.end});
        break;
      }
    }
  }
  spans.sort((a, b) => a.start - b.start);
  const merged: Span[] = [];
  for (const s of spans) {
    const last = merged[merged.length - 1];
    if (last && s.start <= last.end) last.end = Math.max(last.end, s.end);
    else merged.push({...s});
  }
  return {spans: merged, matched};
}

function render(text: string, from: number, to: number, spans: readonly Span[], pre: string, post: string): string {
  let out = '';
  let at = from;
  for (const s of spans) {
    const start = Math.max(s.start, from);
    const end = Math.min(s.end, to);
    if (end <= start) continue;
    out += escapeHtml(text.slice(at, start)) + pre + escapeHtml(text.slice(start, end)) + post;
    at = end;
  }
  return out + escapeHtml(text.slice(at, to));
}

function matchLevel(matched: ReadonlySet<number>, words: number): 'none' | 'partial' | 'full' {
  return matched.size === 0 ? 'none' : matched.size >= words ? 'full' : 'partial';
}

/** A text's words and the spans a query marks in it: computed once per text for highlight and snippet. */
export interface Analysis {
  readonly tokens: readonly Token[];
  readonly spans: readonly Span[];
  readonly matched: ReadonlySet<number>;
}

export function analyze(text: string, options: HighlightOptions): Analysis {
  const tokens = tokenize(text, options.locale);
  return {tokens, ...findSpans(text, tokens, options.marks)};
}

export function highlight(text: string, options: HighlightOptions, analysis: Analysis = analyze(text, options)): HighlightValue {
  const {spans, matched} = analysis;
  const value = render(text, 0, text.length, spans, options.preTag, options.postTag);
  return {
    value,
    matchLevel: matchLevel(matched, options.words.length),
    matchedWords: [...matched].sort((a, b) => a - b).map((w) => options.words[w]!),
    ...(matched.size > 0 && {
      fullyHighlighted: spans.length === 1 && spans[0]!.start === 0 && spans[0]!.end === text.length,
    }),
  };
}

/**
 * Where each word starts, as a reader counts words: "quick-release" is one
 * word, two tokens; in Chinese every segment is a word.
 */
function wordStarts(text: string, tokens: readonly Token[]): number[] {
  const starts: number[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const previous = tokens[i - 1];
    if (!previous || /\s/.test(text.slice(previous.end, tokens[i]!.start)) || hasCjk(text.slice(tokens[i]!.start, tokens[i]!.end))) starts.push(i);
  }
  return starts;
}

/** At most `maxWords` words around the first match, cut with `ellipsis`. */
export function snippet(
  text: string,
  maxWords: number,
  ellipsis: string,
  options: HighlightOptions,
  analysis: Analysis = analyze(text, options),
): SnippetValue {
  const {tokens, spans, matched} = analysis;
  const starts = wordStarts(text, tokens);
  if (starts.length <= maxWords) {
    return {value: render(text, 0, text.length, spans, options.preTag, options.postTag), matchLevel: matchLevel(matched, options.words.length)};
  }
  const firstToken = spans[0] ? tokens.findIndex((t) => t.end > spans[0]!.start) : 0;
  let firstWord = 0;
  while (firstWord + 1 < starts.length && starts[firstWord + 1]! <= firstToken) firstWord++;
  // Two words of context before the match, as Algolia's snippets show.
  const startWord = Math.max(0, Math.min(firstWord - 2, starts.length - maxWords));
  const endWord = startWord + maxWords;
  const from = startWord === 0 ? 0 : tokens[starts[startWord]!]!.start;
  const lastToken = endWord >= starts.length ? tokens.length - 1 : starts[endWord]! - 1;
  const to = endWord >= starts.length ? text.length : tokens[lastToken]!.end;
  const body = render(text, from, to, spans, options.preTag, options.postTag);
  return {
    value: (from > 0 ? ellipsis : '') + body + (to < text.length ? ellipsis : ''),
    matchLevel: matchLevel(matched, options.words.length),
  };
}
