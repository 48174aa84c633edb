/**
 * Sets inline text into lines: styles, links, font fallback per character,
 * line breaks at spaces, hyphenation with the page language's patterns, and
 * Chinese breaks between ideographs (never before closing punctuation such as
 * ，。」 nor after opening punctuation such as 「（).
 */
import {syllables as de} from '@react-pdf/hyphenate/de';
import {syllables as en} from '@react-pdf/hyphenate/en-us';
import {syllables as es} from '@react-pdf/hyphenate/es';
import {syllables as fr} from '@react-pdf/hyphenate/fr';
import {syllables as it} from '@react-pdf/hyphenate/it';
import {syllables as nl} from '@react-pdf/hyphenate/nl';
import {fontStack, widthOf, type Face, type Slant, type Weight} from './fonts';
import {printable} from './printable';

/** Where a link in the manual text goes in the PDF. */
export type Target = {readonly kind: 'url'; readonly href: string} | {readonly kind: 'anchor'; readonly id: string};

/** A stretch of text with one style. */
export interface Span {
  readonly text: string;
  readonly bold?: boolean;
  readonly italic?: boolean;
  readonly code?: boolean;
  readonly strike?: boolean;
  readonly link?: Target;
  /** A colour of its own, e.g. a muted label. */
  readonly color?: string;
}

export interface TextStyle {
  readonly size: number;
  readonly color: string;
  readonly weight?: Weight;
  readonly slant?: Slant;
  readonly uppercase?: boolean;
  /** Colour of linked text. */
  readonly linkColor?: string;
  /** False for short labels (a sign's caption): they break between words only. */
  readonly hyphens?: boolean;
}

/** Text of one face and style, placed on a line. */
export interface Run {
  readonly x: number;
  readonly width: number;
  readonly text: string;
  readonly face: Face;
  readonly size: number;
  readonly color: string;
  readonly link?: Target;
  readonly underline?: boolean;
  readonly strike?: boolean;
  readonly code?: boolean;
}

export interface Line {
  readonly width: number;
  readonly height: number;
  /** From the top of the line to the baseline. */
  readonly ascent: number;
  readonly runs: readonly Run[];
}

const HYPHENATORS: Readonly<Record<string, (word: string) => string[]>> = {de, en, es, fr, it, nl};
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/u;
const NO_BREAK_BEFORE = new Set([...'，。、．：；！？）」』】〉》〕｝…‥ー々〜・％,.:;!?)]}%']);
const NO_BREAK_AFTER = new Set([...'（「『【〈《〔｛([{']);
const WORD = /^(\p{L}{6,})(\P{L}*)$/u;
const SPACE = /[ \t]/;

/** Whether a line may end between two characters without a space. */
function breakableBetween(before: string, after: string): boolean {
  if (before === '-' || before === '\u2013') return /\p{L}/u.test(after);
  return (CJK.test(before) || CJK.test(after)) && !NO_BREAK_BEFORE.has(after) && !NO_BREAK_AFTER.has(before);
}

/** Text of one style and face, measured. */
interface Piece {
  text: string;
  readonly face: Face;
  readonly style: PieceStyle;
  width: number;
}

interface PieceStyle {
  readonly size: number;
  readonly color: string;
  readonly weight: Weight;
  readonly slant: Slant;
  readonly link?: Target;
  readonly strike?: boolean;
  readonly code?: boolean;
}

/** Pieces between two break opportunities. */
interface Word {
  readonly pieces: Piece[];
  /** The line must end after this word (a `<br>`). */
  readonly hard: boolean;
}

export interface Typesetter {
  /** Lines of inline text in a column `width` points wide. */
  readonly lines: (spans: readonly Span[], style: TextStyle, width: number) => Line[];
  /** Width of a short text on one line. */
  readonly measure: (text: string, style: TextStyle) => number;
  /** Height of one line of text in this style. */
  readonly lineHeight: (style: TextStyle) => number;
}

export function typesetter(locale: string): Typesetter {
  const hyphenate = HYPHENATORS[locale.split('-')[0]!];
  const memo = new Map<string, string[]>();
  const syllablesOf = (word: string): string[] => {
    let parts = memo.get(word);
    if (!parts) memo.set(word, (parts = hyphenate ? hyphenate(word) : [word]));
    return parts;
  };

  const metrics = (size: number, weight: Weight = 400, slant: Slant = 'normal') => {
    const {primary} = fontStack(locale, weight, slant);
    // Half the line gap goes above the text, half below.
    return {
      ascent: ((primary.ascender + primary.lineGap / 2) * size) / 1000,
      height: ((primary.ascender - primary.descender + primary.lineGap) * size) / 1000,
    };
  };

  /** Splits a text into pieces by the face that has each character. */
  function pieces(text: string, style: PieceStyle): Piece[] {
    const stack = fontStack(locale, style.weight, style.slant);
    const out: Piece[] = [];
    let current: Piece | undefined;
    for (const char of text) {
      const cp = char.codePointAt(0)!;
      // Spaces stay with the text around them.
      const face = cp === 32 && current ? current.face : stack.faceFor(cp);
      if (current?.face === face) current.text += char;
      else out.push((current = {text: char, face, style, width: 0}));
    }
    for (const piece of out) piece.width = widthOf(piece.face, piece.text, style.size);
    return out;
  }

  function words(spans: readonly Span[], base: TextStyle): Word[] {
    const out: Word[] = [];
    let current: Piece[] = [];
    let last = '';
    const end = (hard: boolean) => {
      if (current.length > 0 || hard) out.push({pieces: current, hard});
      current = [];
    };
    for (const span of spans) {
      const style: PieceStyle = {
        size: base.size,
        color: span.color ?? (span.link ? (base.linkColor ?? base.color) : base.color),
        weight: span.bold ? 700 : (base.weight ?? 400),
        slant: span.italic ? 'italic' : (base.slant ?? 'normal'),
        link: span.link,
        strike: span.strike,
        code: span.code,
      };
      let text = printable(span.text);
      if (base.uppercase) text = text.toLocaleUpperCase(locale);
      let chunk = '';
      const flush = () => {
        if (chunk) current.push(...pieces(chunk, style));
        chunk = '';
      };
      for (const char of text) {
        if (char === '\n') {
          flush();
          end(true);
        } else if (SPACE.test(char)) {
          chunk += char;
        } else {
          if (last && (SPACE.test(last) || breakableBetween(last, char))) {
            flush();
            end(false);
          }
          chunk += char;
        }
        last = char === '\n' ? ' ' : char;
      }
      flush();
    }
    end(false);
    return out;
  }

  function lines(spans: readonly Span[], style: TextStyle, width: number): Line[] {
    const {ascent, height} = metrics(style.size, style.weight, style.slant);
    const result: Line[] = [];
    let line: Piece[] = [];
    let x = 0;
    const push = () => {
      result.push(finish(line, ascent, height));
      line = [];
      x = 0;
    };
    const queue = words(spans, style);
    for (let i = 0; i < queue.length; i += 1) {
      const word = queue[i]!;
      const w = sum(word.pieces);
      const visible = w - trailingSpace(word.pieces);
      if (x + visible <= width || (line.length === 0 && visible <= width)) {
        line.push(...word.pieces);
        x += w;
      } else {
        const split = (style.hyphens === false ? undefined : hyphenated(word, width - x)) ?? (line.length === 0 ? broken(word, width) : undefined);
        if (split) {
          line.push(...split[0]);
          queue.splice(i + 1, 0, {pieces: split[1], hard: word.hard});
          push();
          continue;
        }
        push();
        i -= 1;
        continue;
      }
      if (word.hard) push();
    }
    if (line.length > 0) push();
    return result;
  }

  /** The word cut at a hyphenation point so the first part, with its hyphen, fits in `room`. */
  function hyphenated(word: Word, room: number): [Piece[], Piece[]] | undefined {
    if (word.pieces.length !== 1 || !hyphenate) return undefined;
    const piece = word.pieces[0]!;
    const match = WORD.exec(piece.text.trimEnd());
    if (!match) return undefined;
    const parts = syllablesOf(match[1]!);
    for (let n = parts.length - 1; n >= 1; n -= 1) {
      const head = `${parts.slice(0, n).join('')}-`;
      const tail = piece.text.slice(head.length - 1);
      if (head.length < 4 || tail.trimEnd().length < 3) continue;
      const headWidth = widthOf(piece.face, head, piece.style.size);
      if (headWidth <= room) {
        return [[{...piece, text: head, width: headWidth}], [{...piece, text: tail, width: widthOf(piece.face, tail, piece.style.size)}]];
      }
    }
    return undefined;
  }

  /** A word longer than a line (an address, a long number) cut where the line ends. */
  function broken(word: Word, room: number): [Piece[], Piece[]] {
    const head: Piece[] = [];
    let used = 0;
    for (const [i, piece] of word.pieces.entries()) {
      if (used + piece.width <= room) {
        head.push(piece);
        used += piece.width;
        continue;
      }
      const chars = Array.from(piece.text);
      let n = 0;
      while (n < chars.length && used + widthOf(piece.face, chars.slice(0, n + 1).join(''), piece.style.size) <= room) n += 1;
      // Not even one character fits an empty line: it goes there anyway.
      if (n === 0 && head.length === 0) n = 1;
      const first = chars.slice(0, n).join('');
      const rest = chars.slice(n).join('');
      if (first) head.push({...piece, text: first, width: widthOf(piece.face, first, piece.style.size)});
      const tail = word.pieces.slice(i + 1);
      return [head, rest ? [{...piece, text: rest, width: widthOf(piece.face, rest, piece.style.size)}, ...tail] : tail];
    }
    return [head, []];
  }

  return {
    lines,
    measure: (text, style) => lines([{text}], style, Number.POSITIVE_INFINITY)[0]?.width ?? 0,
    lineHeight: (style) => metrics(style.size, style.weight, style.slant).height,
  };
}

/** Height of lines set one under the other. */
export const heightOf = (lines: readonly Line[]): number => lines.reduce((h, l) => h + l.height, 0);

const sum = (pieces: readonly Piece[]): number => pieces.reduce((total, p) => total + p.width, 0);

function trailingSpace(pieces: readonly Piece[]): number {
  const last = pieces.at(-1);
  if (!last) return 0;
  const trimmed = last.text.trimEnd();
  return trimmed.length === last.text.length ? 0 : last.width - widthOf(last.face, trimmed, last.style.size);
}

/** Pieces of one line merged into runs of one face and style, trailing space dropped. */
function finish(pieces: readonly Piece[], ascent: number, height: number): Line {
  const runs: Run[] = [];
  let x = 0;
  let open: {text: string; width: number; piece: Piece; x: number} | undefined;
  const close = () => {
    if (!open) return;
    const {piece} = open;
    runs.push({
      x: open.x,
      width: open.width,
      text: open.text,
      face: piece.face,
      size: piece.style.size,
      color: piece.style.color,
      link: piece.style.link,
      underline: piece.style.link !== undefined,
      strike: piece.style.strike,
      code: piece.style.code,
    });
    open = undefined;
  };
  pieces.forEach((piece, i) => {
    let {text, width} = piece;
    if (i === pieces.length - 1 && text !== text.trimEnd()) {
      text = text.trimEnd();
      width = widthOf(piece.face, text, piece.style.size);
    }
    if (open && open.piece.face === piece.face && open.piece.style === piece.style) {
      open.text += text;
      open.width += width;
    } else {
      close();
      open = {text, width, piece, x};
    }
    x += width;
  });
  close();
  return {width: x, height, ascent, runs};
}
