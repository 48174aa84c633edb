/**
 * Highlight and snippet values in Algolia's format, built from escaped text:
 * only the caller's pre/post tags are markup, whatever the page or query hold.
 */
import {fold, hasCjk, tokenize, type Token} from '../../../src/domain/text';
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

/** @param tokens the text's words, when the caller has them cut already */
export function analyze(text: string, options: HighlightOptions, tokens: readonly Token[] = tokenize(text, options.locale)): Analysis {
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
 * Chinese characters one word of a snippet's length stands for. Chinese is
 * written without spaces, and what a segmenter calls a word changes with its
 * dictionary ("鋰電池" is one word or two): characters are a count that does
 * not. Most Chinese words are one or two characters, running text averages
 * close to two, so 2 per word gives a snippet about as much to read as the
 * same number of words in the other languages (10 words: 20 characters).
 */
export const CJK_CHARACTERS_PER_WORD = 2;

/** Words of context a snippet shows before its first match, as Algolia's snippets do. */
const CONTEXT_WORDS = 2;

/**
 * The words of a text as a reader counts them, by token where each starts,
 * each with its length in snippet units: a word of a spaced language ("quick-release"
 * is one word, two tokens) is CJK_CHARACTERS_PER_WORD units, a Chinese segment
 * as many units as it has characters.
 */
function readerWords(text: string, tokens: readonly Token[]): {start: number; units: number}[] {
  const words: {start: number; units: number}[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = text.slice(tokens[i]!.start, tokens[i]!.end);
    const previous = tokens[i - 1];
    if (hasCjk(token)) words.push({start: i, units: [...token].length});
    else if (!previous || /\s/.test(text.slice(previous.end, tokens[i]!.start)) || hasCjk(text.slice(previous.start, previous.end))) {
      words.push({start: i, units: CJK_CHARACTERS_PER_WORD});
    }
  }
  return words;
}

/**
 * At least `maxWords` words around the first match (Chinese counted by
 * characters, see CJK_CHARACTERS_PER_WORD), from two words before it, cut
 * with `ellipsis`: exactly that many words of a spaced language, and of
 * Chinese whole segments until the count is reached.
 */
export function snippet(
  text: string,
  maxWords: number,
  ellipsis: string,
  options: HighlightOptions,
  analysis: Analysis = analyze(text, options),
): SnippetValue {
  const {tokens, spans, matched} = analysis;
  const words = readerWords(text, tokens);
  const budget = maxWords * CJK_CHARACTERS_PER_WORD;
  const total = words.reduce((sum, w) => sum + w.units, 0);
  if (total <= budget) {
    return {value: render(text, 0, text.length, spans, options.preTag, options.postTag), matchLevel: matchLevel(matched, options.words.length)};
  }
  const firstToken = spans[0] ? tokens.findIndex((t) => t.end > spans[0]!.start) : 0;
  let firstWord = 0;
  while (firstWord + 1 < words.length && words[firstWord + 1]!.start <= firstToken) firstWord++;
  let startWord = firstWord;
  for (let context = 0; startWord > 0 && context < CONTEXT_WORDS * CJK_CHARACTERS_PER_WORD;) context += words[--startWord]!.units;
  let endWord = startWord;
  let units = 0;
  while (endWord < words.length && units < budget) units += words[endWord++]!.units;
  // Near the end of the text, the words before make up the length.
  while (units < budget && startWord > 0) units += words[--startWord]!.units;
  const from = startWord === 0 ? 0 : tokens[words[startWord]!.start]!.start;
  const lastToken = endWord >= words.length ? tokens.length - 1 : words[endWord]!.start - 1;
  const to = endWord >= words.length ? text.length : tokens[lastToken]!.end;
  const body = render(text, from, to, spans, options.preTag, options.postTag);
  return {
    value: (from > 0 ? ellipsis : '') + body + (to < text.length ? ellipsis : ''),
    matchLevel: matchLevel(matched, options.words.length),
  };
}
