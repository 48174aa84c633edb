/**
 * Lays a manual's blocks out as slices (a line of text, a table row, a
 * drawing), each with a height and a painter, then cuts the slices into
 * pages. Keeping things together takes two rules:
 * - a slice marked `keepWithNext` moves to the next page with the slice after
 *   it, unless that chain is taller than a page. The builders mark what a
 *   print shop expects: a heading with two lines of what follows, the first
 *   and last two lines of a paragraph (no widows or orphans), a line that
 *   ends in a hyphen with the next, a step with its drawing, the heading row
 *   and the first and last two rows of a table, the specifications with
 *   their note, a section's short last block with the line before it, a
 *   drawing with the line of its step before it, and a drawing that opens a
 *   section with the first line of its steps after it;
 * - a `group` (a table, a boxed warning) moves whole to the next page when
 *   it fits on one; a table that does not repeats its heading row.
 * `paginate` then keeps the last page at least a quarter full when a break
 * further up allows it (see balanceLastPage), and `auditPages` checks every
 * page against these rules.
 */
import type {Block, Fact, ListItem, Sign} from './mdast';
import {tag, type Paint, type Tag} from './paint';
import {COLORS, DRAWING_WIDTH, SIGN, SPACE, TEXT, TONES} from './styles';
import {heightOf, type Span, type TextStyle, type Typesetter} from './typeset';

/** A table or a boxed warning: it moves whole to the next page when it fits on one. */
export interface Group {
  readonly kind: 'table' | 'box';
  /** Height of all its slices. */
  readonly height: number;
  /** A table's heading row, repeated at the top of each page the table continues on. */
  readonly header?: Slice;
}

/** The lines of one paragraph or list item. */
export interface TextBlock {
  readonly lines: number;
}

/** What a slice is, for the page-break rules and their audit. */
export type Role =
  | {readonly kind: 'heading'}
  /** A drawing; `opensSection` when it comes right after a heading, before the steps it shows. */
  | {readonly kind: 'figure'; readonly opensSection: boolean}
  | {readonly kind: 'line'; readonly block: TextBlock; readonly index: number; readonly hyphen: boolean}
  | {readonly kind: 'row'; readonly index: number};

export interface Slice {
  readonly height: number;
  readonly role?: Role;
  readonly group?: Group;
  /** A table's heading row repeated on a page the table continues on. */
  readonly repeated?: boolean;
  readonly paint?: (p: Paint, x: number, y: number) => void;
  /** Painted before every slice of its page (a box's background), so the text over it runs on unbroken. */
  readonly background?: (p: Paint, x: number, y: number) => void;
  readonly keepWithNext?: boolean;
  /** Plain space between blocks: dropped at the top of a page. */
  readonly space?: boolean;
  /** Starts a new page. */
  readonly pageBreak?: boolean;
  /** A section starts here: its page goes into the table of contents. */
  readonly anchor?: string;
}

export interface Placed {
  readonly slice: Slice;
  readonly y: number;
}

const space = (height: number, keepWithNext = false): Slice => ({height, space: true, keepWithNext});

const shift = (slices: readonly Slice[], dx: number): Slice[] =>
  slices.map((s) => ({
    ...s,
    paint: s.paint && ((p: Paint, x: number, y: number) => s.paint!(p, x + dx, y)),
    background: s.background && ((p: Paint, x: number, y: number) => s.background!(p, x + dx, y)),
  }));

/** The slices painted inside a structure element of the PDF (a paragraph, a list, a table…). */
export const tagged = (slices: readonly Slice[], t: Tag): Slice[] =>
  slices.map((s) => (s.paint ? {...s, paint: (p: Paint, x: number, y: number) => p.within(t, () => s.paint!(p, x, y))} : s));

/** Every slice but the last moves with the one after it. */
const keep = (slices: readonly Slice[]): Slice[] => slices.map((s, i) => (i < slices.length - 1 ? {...s, keepWithNext: true} : s));

/** Paints something behind each slice (a box's background), so a box split over two pages is drawn on both. */
function behind(slices: readonly Slice[], width: number, draw: (p: Paint, x: number, y: number, w: number, h: number) => void): Slice[] {
  return slices.map((s) => ({
    ...s,
    space: false,
    background: (p: Paint, x: number, y: number) => {
      draw(p, x, y, width, s.height);
      s.background?.(p, x, y);
    },
  }));
}

const withoutTrailingSpace = (slices: Slice[]): Slice[] => {
  let end = slices.length;
  while (end > 0 && slices[end - 1]!.space) end -= 1;
  return slices.slice(0, end);
};

export function textSlices(ts: Typesetter, spans: readonly Span[], style: TextStyle, width: number): Slice[] {
  return ts.lines(spans, style, width).map((line) => ({height: line.height, paint: (p: Paint, x: number, y: number) => p.line(line, x, y)}));
}

/** Lines a paragraph keeps on each side of a page break: no widows or orphans. */
const MIN_LINES = 2;

/**
 * A paragraph's lines: a page may break between two of them only with two
 * lines on each side, and never after a line that ends in a hyphen.
 */
function paragraphSlices(ts: Typesetter, spans: readonly Span[], style: TextStyle, width: number): Slice[] {
  const lines = ts.lines(spans, style, width);
  const block: TextBlock = {lines: lines.length};
  return lines.map((line, index) => {
    const hyphen = /-$/.test(line.runs.at(-1)?.text.trimEnd() ?? '');
    const breakAfter = index + 1 >= MIN_LINES && lines.length - index - 1 >= MIN_LINES && !hyphen;
    return {
      height: line.height,
      role: {kind: 'line', block, index, hyphen},
      keepWithNext: index < lines.length - 1 && !breakAfter,
      paint: (p: Paint, x: number, y: number) => p.line(line, x, y),
    };
  });
}

/** A paragraph block's lines, bold when the block is. */
const paragraphOf = (ts: Typesetter, block: Extract<Block, {kind: 'paragraph'}>, width: number): Slice[] =>
  paragraphSlices(ts, block.spans, block.strong ? {...TEXT.body, weight: 700} : TEXT.body, width);

/** Marks slices so that the first `n` and the last `n` things with ink stay together. */
function keepEnds(slices: readonly Slice[], n: number): Slice[] {
  const inked = slices.flatMap((s, i) => (s.space ? [] : [i]));
  if (inked.length === 0) return [...slices];
  const head = inked[Math.min(n, inked.length) - 1]!;
  const tail = inked[Math.max(0, inked.length - n)]!;
  return slices.map((s, i) => (i < head || (i >= tail && i < slices.length - 1) ? {...s, keepWithNext: true} : s));
}

/**
 * A heading stays on its page with two things with ink of what follows it
 * (or all there is before the next heading); a heading right above another
 * (a section and its first subsection) stays with that one.
 */
function keepAfterHeadings(slices: Slice[]): Slice[] {
  for (let i = 0; i < slices.length; i += 1) {
    if (slices[i]!.role?.kind !== 'heading' || slices[i + 1]?.role?.kind === 'heading') continue;
    const following: number[] = [];
    let end = i;
    for (let j = i + 1; j < slices.length && following.length < MIN_LINES; j += 1) {
      if (slices[j]!.role?.kind === 'heading') {
        if (following.length === 0) end = j;
        break;
      }
      if (!slices[j]!.space) following.push(j);
    }
    end = Math.max(end, following.at(-1) ?? i);
    for (let j = i + 1; j < end; j += 1) slices[j] = {...slices[j]!, keepWithNext: true};
  }
  return slices;
}

/**
 * A section's last block (a short paragraph, a list's last item) never
 * stands alone at the top of a page: it keeps the line before it.
 */
function keepSectionEnds(slices: Slice[]): Slice[] {
  const keepBefore = (end: number) => {
    // Where the last unbreakable run of the section starts.
    let start = end;
    while (start > 0 && slices[start - 1]!.keepWithNext && slices[start - 1]!.role?.kind !== 'heading') start -= 1;
    // The end of a longer paragraph: its own two lines are enough (no widows).
    const role = slices[start]!.role;
    if (role?.kind === 'line' && role.index > 0) return;
    let previous = start - 1;
    while (previous >= 0 && slices[previous]!.space) previous -= 1;
    if (previous < 0 || slices[previous]!.role?.kind === 'heading') return;
    for (let j = previous; j < start; j += 1) slices[j] = {...slices[j]!, keepWithNext: true};
  };
  let lastInk = -1;
  slices.forEach((slice, i) => {
    if (slice.role?.kind === 'heading') {
      if (lastInk >= 0) keepBefore(lastInk);
      lastInk = -1;
    } else if (!slice.space && !slice.pageBreak) {
      lastInk = i;
    }
  });
  if (lastInk >= 0) keepBefore(lastInk);
  return slices;
}

/** The slices of blocks set in a column `width` points wide. */
export function flow(ts: Typesetter, blocks: readonly Block[], width: number): Slice[] {
  return keepSectionEnds(keepAfterHeadings(flowBlocks(ts, blocks, width)));
}

function flowBlocks(ts: Typesetter, blocks: readonly Block[], width: number): Slice[] {
  const slices: Slice[] = [];
  /** Keeps the last thing with ink so far, and the space after it, with what comes next. */
  const keepLastInk = () => {
    let last = slices.length - 1;
    while (last > 0 && slices[last]!.space) last -= 1;
    for (let n = last; n < slices.length; n += 1) slices[n] = {...slices[n]!, keepWithNext: true};
  };
  /** Whether the drawing before this block opened its section: it keeps the first line of its steps. */
  let openingFigure = false;
  blocks.forEach((block, i) => {
    const before = blocks[i - 1];
    const opensSection = block.kind === 'figure' && (before === undefined || before.kind === 'heading');
    // A drawing shows the step before it, and a paragraph after the specifications is their note:
    // each shares a page with what it follows (the note whole, so it moves with the table).
    const note = block.kind === 'paragraph' && before?.kind === 'specs';
    if ((block.kind === 'figure' && !opensSection) || note || (openingFigure && block.kind !== 'heading')) keepLastInk();
    openingFigure = opensSection;
    const own = flowBlock(ts, block, width).map((s) =>
      block.kind === 'figure' && !s.space && !s.role ? {...s, role: {kind: 'figure', opensSection} as const} : s,
    );
    const text = withoutTrailingSpace(own);
    slices.push(...(note ? keep(text) : text), ...own.slice(text.length));
  });
  return slices;
}

function flowBlock(ts: Typesetter, block: Block, width: number): Slice[] {
  switch (block.kind) {
    case 'heading': {
      const style = block.depth === 2 ? TEXT.h2 : block.depth === 3 ? TEXT.h3 : TEXT.h4;
      const [above, below] = block.depth === 2 ? SPACE.h2 : block.depth === 3 ? SPACE.h3 : SPACE.h4;
      const lines = tagged(textSlices(ts, block.spans, style, width), tag(`H${block.depth}`)).map((s): Slice => ({
        ...s,
        keepWithNext: true,
        role: {kind: 'heading'},
      }));
      const outline = block.depth === 2 ? block.title : undefined;
      const first = lines[0];
      if (first) {
        lines[0] = {
          ...first,
          anchor: block.depth <= 3 ? block.id : undefined,
          paint: (p, x, y) => {
            p.anchor(block.id, y, outline);
            first.paint!(p, x, y);
          },
        };
      }
      return [space(above), ...lines, space(below, true)];
    }
    case 'paragraph': {
      const lines = tagged(paragraphOf(ts, block, width), tag('P'));
      return block.tight ? lines : [...lines, space(SPACE.paragraph)];
    }
    case 'list':
      return [
        ...tagged(
          block.items.flatMap((item) => listItem(ts, item, width)),
          tag('L'),
        ),
        space(SPACE.list),
      ];
    case 'table':
      return table(ts, block.rows, width);
    case 'specs':
      return specs(ts, block.caption, block.rows, width);
    case 'facts':
      return [...tagged(textSlices(ts, [{text: block.lead}], TEXT.lead, width), tag('P')), space(8), ...facts(ts, block.facts, width), space(12)];
    case 'admonition':
      return admonition(ts, block, width);
    case 'figure':
      return figure(ts, block.drawing, block.caption, width);
    case 'quote': {
      const inner = behind(
        withoutTrailingSpace(shift(tagged(flow(ts, block.blocks, width - SPACE.quoteIndent), tag('BlockQuote')), SPACE.quoteIndent)),
        width,
        (p, x, y, _w, h) => p.rect(x, y, 2, h, COLORS.rule),
      );
      return [...inner, space(SPACE.paragraph)];
    }
    case 'code': {
      const pad = 6;
      const lines = tagged(textSlices(ts, [{text: block.text}], TEXT.code, width - 2 * pad), tag('Code'));
      const box = behind([space(pad), ...shift(lines, pad), space(pad)], width, (p, x, y, w, h) => p.rect(x, y, w, h, COLORS.tableHead));
      return [...box, space(SPACE.paragraph)];
    }
    case 'rule':
      return [space(SPACE.rule), {height: 0.5, paint: (p, x, y) => p.rect(x, y, width, 0.5, COLORS.rule)}, space(SPACE.rule)];
    case 'signs':
      return [space(SPACE.signs), signRow(ts, block.signs, width), space(SPACE.signs)];
  }
}

/** Signs side by side, each its drawing over its figure and meaning: one slice, never split. */
export function signRow(ts: Typesetter, signs: readonly Sign[], width: number): Slice {
  const {gap, tile: widest, icon} = SIGN;
  const tile = Math.min(widest, (width - gap * (signs.length - 1)) / signs.length);
  const tiles = signs.map((sign) => ({
    sign,
    mark: sign.mark ? ts.lines([{text: sign.mark}], TEXT.signMark, icon)[0] : undefined,
    lines: [
      ...(sign.value ? ts.lines([{text: sign.value}], TEXT.signValue, tile) : []),
      ...ts.lines([{text: sign.caption}], sign.value ? TEXT.signCaption : TEXT.signInstruction, tile),
    ],
  }));
  const height = icon + SIGN.below + Math.max(0, ...tiles.map((t) => heightOf(t.lines)));
  return {
    height,
    paint: (p, x, y) => {
      tiles.forEach(({sign, mark, lines}, i) => {
        const left = x + i * (tile + gap);
        // One figure per sign, read as its meaning and figure.
        p.within(tag('Figure', {alt: sign.value ? `${sign.caption}: ${sign.value}` : sign.caption}), () => {
          if (mark) p.line(mark, left + (tile - mark.width) / 2, y + (icon - mark.height) / 2);
          p.drawing(sign.drawing, left + (tile - icon) / 2, y, icon);
          let at = y + icon + SIGN.below;
          for (const line of lines) {
            p.line(line, left + (tile - line.width) / 2, at);
            at += line.height;
          }
        });
      });
    },
  };
}

function listItem(ts: Typesetter, item: ListItem, width: number): Slice[] {
  const indent = item.step ? SPACE.stepNumber : SPACE.bullet;
  // An item of one paragraph is its lines: no paragraph element inside the item's body.
  const [only] = item.blocks;
  const inner = item.blocks.length === 1 && only?.kind === 'paragraph' ? paragraphOf(ts, only, width - indent) : flow(ts, item.blocks, width - indent);
  const body = shift(tagged(inner, tag('LBody')), indent);
  const first = body.findIndex((s) => s.paint);
  if (first >= 0) {
    const slice = body[first]!;
    const [marker] = ts.lines([{text: item.marker}], item.step ? {...TEXT.body, weight: 700, color: COLORS.brand} : TEXT.body, indent);
    // A step's number is read (its label); a bullet is decoration, the list says enough.
    const label = item.step ? tag('Lbl') : undefined;
    body[first] = {
      ...slice,
      paint: (p, x, y) => {
        if (marker && label) p.within(label, () => p.line(marker, x, y));
        else if (marker) p.artifact(() => p.line(marker, x, y));
        slice.paint!(p, x, y);
      },
    };
  }
  // A step stays whole on one page, with its drawing.
  return [...tagged(keep(withoutTrailingSpace(body)), tag('LI')), space(item.step ? SPACE.step : SPACE.listItem)];
}

/**
 * Rows of cells of equal width; the heading row is shaded. As a group the
 * table moves whole to the next page when it fits on one; else it breaks
 * with at least two rows on each side and its heading row repeated.
 */
function table(ts: Typesetter, rows: readonly (readonly (readonly Span[])[])[], width: number): Slice[] {
  const columns = Math.max(1, ...rows.map((r) => r.length));
  const cellWidth = width / columns;
  const pad = SPACE.cellPadding;
  const painted = rows.map((row, r) => {
    const style = r === 0 ? {...TEXT.small, weight: 700 as const} : TEXT.small;
    const cells = row.map((cell) => ({lines: ts.lines(cell, style, cellWidth - 2 * pad), tag: r === 0 ? tag('TH', {scope: 'Column'}) : tag('TD')}));
    const height = Math.max(...cells.map((c) => heightOf(c.lines))) + 2 * pad;
    const tr = tag('TR');
    const paint = (p: Paint, x: number, y: number): void => {
      if (r === 0) p.rect(x, y, width, height, COLORS.tableHead);
      p.frame(x, y, width, height, COLORS.rule);
      p.within(tr, () => cells.forEach((cell, c) => p.within(cell.tag, () => p.lines(cell.lines, x + c * cellWidth + pad, y + pad))));
    };
    return {height, paint};
  });
  const slices = tagged(rowSlices(painted, true), tag('Table'));
  return [...grouped('table', slices, slices[0]), space(SPACE.table)];
}

/** Table rows that keep the heading row (if `headed`) with the first two rows, and the last two together. */
function rowSlices(rows: readonly {height: number; paint: Slice['paint']}[], headed: boolean): Slice[] {
  const first = headed ? 1 : 0;
  const last = rows.length - 1;
  return rows.map((row, i) => ({
    ...row,
    // Heading row 0, then rows 1, 2…
    role: {kind: 'row', index: i + 1 - first},
    keepWithNext: i < last && (i < first + MIN_LINES - 1 || i >= last - 1),
  }));
}

/** The slices as one group, its height summed. */
function grouped(kind: Group['kind'], slices: readonly Slice[], header?: Slice): Slice[] {
  const group: Group = {kind, height: slices.reduce((h, s) => h + s.height, 0), header};
  return slices.map((s) => ({...s, group}));
}

function specs(ts: Typesetter, caption: string, rows: readonly Fact[], width: number): Slice[] {
  const pad = SPACE.cellPadding;
  const labelWidth = width * 0.4;
  const painted = rows.map((row) => {
    const label = ts.lines([{text: row.label}], {...TEXT.small, weight: 700}, labelWidth - 2 * pad);
    const value = ts.lines([{text: row.value}], TEXT.small, width - labelWidth - 2 * pad);
    const height = Math.max(heightOf(label), heightOf(value)) + 2 * pad;
    const [tr, th, td] = [tag('TR'), tag('TH', {scope: 'Row'}), tag('TD')];
    const paint = (p: Paint, x: number, y: number): void => {
      p.frame(x, y, width, height, COLORS.rule);
      p.within(tr, () => {
        p.within(th, () => p.lines(label, x + pad, y + pad));
        p.within(td, () => p.lines(value, x + labelWidth + pad, y + pad));
      });
    };
    return {height, paint};
  });
  // The caption is the table's title: it moves with the rows. (No heading row: rows count from 1.)
  const title = [...tagged(textSlices(ts, [{text: caption}], {...TEXT.body, weight: 700}, width), tag('Caption')), space(4)].map((s) => ({
    ...s,
    keepWithNext: true,
  }));
  return [...grouped('table', tagged([...title, ...rowSlices(painted, false)], tag('Table'))), space(SPACE.list)];
}

/** The facts under the manual's title: small label over a bold value, side by side, wrapping. */
function facts(ts: Typesetter, list: readonly Fact[], width: number): Slice[] {
  const gap = 14;
  const boxes = list.map((fact) => {
    const label = ts.lines([{text: fact.label}], TEXT.factLabel, width)[0];
    const value = ts.lines([{text: fact.value}], {...TEXT.body, weight: 700}, width)[0];
    return {label, value, width: Math.max(label?.width ?? 0, value?.width ?? 0), tag: tag('P')};
  });
  const rows: (typeof boxes)[] = [];
  let used = Number.POSITIVE_INFINITY;
  for (const box of boxes) {
    if (used + gap + box.width > width) {
      rows.push([]);
      used = -gap;
    }
    rows.at(-1)!.push(box);
    used += gap + box.width;
  }
  return rows.map((row, i): Slice => {
    const labelHeight = Math.max(0, ...row.map((b) => b.label?.height ?? 0));
    const height = labelHeight + Math.max(0, ...row.map((b) => b.value?.height ?? 0));
    return {
      height: height + (i < rows.length - 1 ? 6 : 0),
      paint: (p, x, y) => {
        let at = x;
        for (const box of row) {
          const left = at;
          p.within(box.tag, () => {
            if (box.label) p.line(box.label, left, y);
            if (box.value) p.line(box.value, left, y + labelHeight);
          });
          at += box.width + gap;
        }
      },
    };
  });
}

function admonition(ts: Typesetter, block: Extract<Block, {kind: 'admonition'}>, width: number): Slice[] {
  const tone = TONES[block.tone];
  const [padY, padX] = SPACE.admonitionPadding;
  const border = SPACE.admonitionBorder;
  const inner = width - border - 2 * padX;
  const icon = 12;
  const labelStyle: TextStyle = {size: 9.5, weight: 700, color: tone.color, uppercase: true};
  const labelLines = ts.lines(block.label, labelStyle, inner - icon - 5);
  const label: TextBlock = {lines: labelLines.length};
  const labelTag = tag('P');
  const title: Slice[] = labelLines.map((line, i) => ({
    height: line.height,
    keepWithNext: true,
    role: {kind: 'line', block: label, index: i, hyphen: false},
    paint: (p, x, y) => {
      if (i === 0) p.icon(block.tone === 'note' ? 'info' : 'alert', x, y + (line.height - icon) / 2, icon, tone.color);
      p.within(labelTag, () => p.line(line, x + icon + 5, y));
    },
  }));
  // Two lines on each side of a break, and the last line with the box's bottom edge.
  const body = keepEnds(withoutTrailingSpace(flow(ts, block.blocks, inner)), MIN_LINES);
  if (body.length > 0) body[body.length - 1] = {...body.at(-1)!, keepWithNext: true};
  const content = [space(padY, true), ...title, space(3, true), ...body, space(padY)];
  const box = behind(shift(tagged(content, tag('Div')), border + padX), width, (p, x, y, w, h) => {
    p.rect(x, y, w, h, tone.background);
    p.rect(x, y, border, h, tone.color);
  });
  // Whole on one page when it fits on one.
  return [space(SPACE.admonition), ...grouped('box', box), space(SPACE.admonition)];
}

function figure(ts: Typesetter, art: Parameters<Paint['drawing']>[0], caption: string, width: number): Slice[] {
  const drawingWidth = Math.min(DRAWING_WIDTH, width);
  const [above, below] = SPACE.figure;
  const lines = tagged(textSlices(ts, [{text: caption}], TEXT.caption, Math.min(320, width)), tag('P'));
  const figureTag = tag('Figure', {alt: caption});
  return [
    space(above, true),
    ...keep([
      {height: drawingWidth * art.ratio, paint: (p, x, y) => p.within(figureTag, () => p.drawing(art, x, y, drawingWidth))},
      space(SPACE.caption),
      ...lines,
    ]),
    space(below),
  ];
}

/** The least share of a page the last page carries when a break further up allows it. */
export const LAST_PAGE_MIN_FILL = 0.25;

/**
 * Cuts slices into pages whose text runs from `top` to `bottom`. Returns the
 * placed slices of each page. A last page that would carry less than a
 * quarter of a page takes more from the page before it (balanceLastPage).
 */
export function paginate(slices: readonly Slice[], top: number, bottom: number): Placed[][] {
  const pages = cut(slices, top, bottom);
  const balanced = balanceLastPage(slices, pages, top, bottom);
  return balanced ?? pages;
}

/** Height of a page's slices with ink, from its first to its last. */
function filled(page: readonly Placed[]): number {
  const ink = page.filter((p) => !p.slice.space);
  return ink.length === 0 ? 0 : ink.at(-1)!.y + ink.at(-1)!.slice.height - ink[0]!.y;
}

/**
 * Where the page before a nearly empty last page may break instead, latest
 * first: breaks the rules allow (not inside a chain kept together, not inside
 * a table or box) that give the last page at least a quarter of a page and
 * still fit on it. Positions in `previous`.
 */
function breaksGivingLastPage(previous: readonly Placed[], last: readonly Placed[], room: number): number[] {
  const need = LAST_PAGE_MIN_FILL * room;
  const have = filled(last);
  if (have >= need || last.some((p) => p.slice.pageBreak)) return [];
  const end = previous.at(-1)!;
  const found: number[] = [];
  for (let at = previous.length - 1; at > 0; at -= 1) {
    const {slice, y} = previous[at]!;
    const before = previous[at - 1]!.slice;
    if (slice.space || slice.repeated || before.keepWithNext || (slice.group && before.group === slice.group)) continue;
    const moved = end.y + end.slice.height - y;
    if (moved + have >= need && moved + have <= room) found.push(at);
  }
  return found;
}

/**
 * A nearly empty last page (a few lines of a section's end) wastes paper and
 * looks forgotten. When the page before it can give up enough lines at a
 * break the rules allow, the break moves up so that the last page carries at
 * least a quarter of a page; the number of pages stays the same. Undefined
 * when no such break exists (the last page then stays as it is).
 */
function balanceLastPage(slices: readonly Slice[], pages: readonly Placed[][], top: number, bottom: number): Placed[][] | undefined {
  const [previous, last] = pages.slice(-2);
  if (!previous || !last || pages.length < 2) return undefined;
  const index = new Map(slices.map((slice, i) => [slice, i]));
  for (const at of breaksGivingLastPage(previous, last, bottom - top)) {
    const k = index.get(previous[at]!.slice)!;
    const again = cut([...slices.slice(0, k), {height: 0, pageBreak: true}, ...slices.slice(k)], top, bottom);
    if (again.length === pages.length && filled(again.at(-1)!) >= LAST_PAGE_MIN_FILL * (bottom - top)) return again;
  }
  return undefined;
}

function cut(slices: readonly Slice[], top: number, bottom: number): Placed[][] {
  const room = bottom - top;
  const groupStart = new Map<Group, number>();
  slices.forEach((s, i) => {
    if (s.group && !groupStart.has(s.group)) groupStart.set(s.group, i);
  });
  const pages: Placed[][] = [[]];
  /** Index of each placed slice (-1 for a repeated heading row), to take a chain back off the page. */
  let indices: number[] = [];
  let y = top;
  let pageStart = 0;
  const newPage = (at: number) => {
    pages.push([]);
    indices = [];
    y = top;
    pageStart = at;
    // A table that goes on starts the page with its heading row again.
    const group = slices[at]?.group;
    if (group?.header && at > groupStart.get(group)!) {
      pages.at(-1)!.push({slice: {...group.header, repeated: true, keepWithNext: false}, y});
      indices.push(-1);
      y += group.header.height;
    }
  };
  /** Where what cannot stay on this page begins: its chain, and the whole group when that fits on a page. */
  const moveFrom = (i: number): number => {
    let start = i;
    for (;;) {
      while (start > pageStart && slices[start - 1]!.keepWithNext) start -= 1;
      const group = [slices[start]!.group, slices[i]!.group].find((g) => g && g.height <= room && groupStart.get(g)! < start);
      if (!group || groupStart.get(group)! <= pageStart) return start;
      start = groupStart.get(group)!;
    }
  };
  let i = 0;
  while (i < slices.length) {
    const slice = slices[i]!;
    const page = pages.at(-1)!;
    if (slice.pageBreak) {
      if (page.length > 0) newPage(i + 1);
      // Marks the page as started on purpose: nothing before the break may move onto it.
      pages.at(-1)!.push({slice: {height: 0, space: true, pageBreak: true}, y});
      i += 1;
    } else if (slice.space && page.length === 0) {
      i += 1;
    } else if (y + slice.height <= bottom || indices.every((n) => n < 0)) {
      page.push({slice, y});
      indices.push(i);
      y += slice.height;
      i += 1;
    } else {
      const start = moveFrom(i);
      if (start > pageStart && indices.some((n) => n >= 0 && n < start && !slices[n]!.space)) {
        while (indices.length > 0 && indices.at(-1)! >= start) {
          indices.pop();
          page.pop();
        }
        newPage(start);
        i = start;
      } else {
        newPage(i);
      }
    }
  }
  return pages.filter((p, n) => p.some((placed) => !placed.slice.pageBreak) || n === 0);
}

/** Slices with ink: not plain space. */
const inked = (page: readonly Placed[]): Slice[] => page.map((p) => p.slice).filter((s) => !s.space);

/**
 * The page breaks that break a rule of the print shop, as "page N: …", the
 * pages given numbered from `firstPage`. Pagination keeps every rule it can;
 * what is left here is a manual to change.
 */
export function auditPages(pages: readonly (readonly Placed[])[], top: number, bottom: number, firstPage = 1): string[] {
  const room = bottom - top;
  const number = (n: number): number => n + firstPage;
  const problems: string[] = [];
  const parts = new Map<Group, {page: number; slices: Slice[]}[]>();
  pages.forEach((page, n) => {
    const at = `page ${number(n)}`;
    const ink = inked(page);
    for (const slice of ink) {
      if (!slice.group || slice.repeated) continue;
      const list = parts.get(slice.group) ?? [];
      if (list.at(-1)?.page !== n) list.push({page: n, slices: []});
      list.at(-1)!.slices.push(slice);
      parts.set(slice.group, list);
    }
    // A heading never ends a page, and has two lines (or a drawing and its caption) of what follows on its page.
    const lastHeading = ink.findLastIndex((s) => s.role?.kind === 'heading');
    const next = pages[n + 1] ? inked(pages[n + 1]!)[0] : undefined;
    const after = ink.length - lastHeading - 1;
    const continues = next !== undefined && next.role?.kind !== 'heading' && !next.repeated;
    if (lastHeading >= 0 && next !== undefined && (after === 0 || (after < MIN_LINES && continues))) {
      problems.push(`${at}: a heading ends the page with ${after} line(s) of what follows`);
    }
    // A drawing stays on the page of its step: a drawing that shows the step before it
    // never starts a page, and one that opens a section never ends a page without its steps.
    const first = ink[0];
    if (first?.role?.kind === 'figure' && !first.role.opensSection && n > 0 && pages[n - 1]!.length > 0) {
      problems.push(`${at}: a drawing starts the page, away from its step on the page before`);
    }
    const end = ink.at(-1);
    if (end?.role?.kind === 'figure' && end.role.opensSection && continues) {
      problems.push(`${at}: a section's opening drawing ends the page, its steps are on the next page`);
    }
    // Paragraphs: two lines on each side of a break, and no word hyphenated across it.
    const last = ink.at(-1);
    if (last?.role?.kind === 'line' && next?.role?.kind === 'line' && next.role.block === last.role.block) {
      const {block, index, hyphen} = last.role;
      if (index + 1 < MIN_LINES || block.lines - index - 1 < MIN_LINES) {
        problems.push(`${at}: a paragraph breaks with ${index + 1} line(s) here and ${block.lines - index - 1} on the next page`);
      }
      if (hyphen) problems.push(`${at}: a word is hyphenated across the page break`);
    }
  });
  // The last page carries at least a quarter of a page when a break further up allows it.
  const [previousPage, lastPage] = pages.slice(-2);
  if (previousPage && lastPage && breaksGivingLastPage(previousPage, lastPage, room).length > 0) {
    problems.push(
      `page ${number(pages.length - 1)}: the last page carries ${Math.round((100 * filled(lastPage)) / room)} % of a page, though a break on the page before allows a quarter`,
    );
  }
  for (const [group, list] of parts) {
    if (list.length < 2) continue;
    const where = `pages ${number(list[0]!.page)}-${number(list.at(-1)!.page)}`;
    const what = group.kind === 'table' ? 'a table' : 'a warning box';
    if (group.height <= room) {
      problems.push(`${where}: ${what} is split although it fits on one page`);
      continue;
    }
    for (const part of list) {
      const count = part.slices.filter((s) => (group.kind === 'table' ? s.role?.kind === 'row' && s.role.index > 0 : s.role?.kind === 'line')).length;
      if (count < MIN_LINES)
        problems.push(`${where}: ${what} keeps only ${count} ${group.kind === 'table' ? 'row(s)' : 'line(s)'} on page ${number(part.page)}`);
    }
    if (group.header) {
      for (const part of list.slice(1)) {
        if (!pages[part.page]!.some((p) => p.slice.repeated)) problems.push(`${where}: a table goes on at page ${number(part.page)} without its heading row`);
      }
    }
  }
  return problems;
}
