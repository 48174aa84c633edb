/**
 * Lays a manual's blocks out as slices (a line of text, a table row, a
 * drawing), each with a height and a painter, then cuts the slices into
 * pages. Keeping things together is one rule: a slice marked `keepWithNext`
 * moves to the next page with the slice after it (a heading with its first
 * line, a step with its drawing), unless that chain is taller than a page.
 */
import type {Block, Fact, ListItem} from './mdast';
import type {Paint} from './paint';
import {COLORS, DRAWING_WIDTH, SPACE, TEXT, TONES} from './styles';
import {heightOf, type Span, type TextStyle, type Typesetter} from './text';

export interface Slice {
  readonly height: number;
  readonly paint?: (p: Paint, x: number, y: number) => void;
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
  slices.map((s) => (s.paint ? {...s, paint: (p: Paint, x: number, y: number) => s.paint!(p, x + dx, y)} : s));

/** Every slice but the last moves with the one after it. */
const keep = (slices: readonly Slice[]): Slice[] => slices.map((s, i) => (i < slices.length - 1 ? {...s, keepWithNext: true} : s));

/** Paints something behind each slice (a box's background), so a box split over two pages is drawn on both. */
function behind(slices: readonly Slice[], width: number, draw: (p: Paint, x: number, y: number, w: number, h: number) => void): Slice[] {
  return slices.map((s) => ({
    ...s,
    space: false,
    paint: (p: Paint, x: number, y: number) => {
      draw(p, x, y, width, s.height);
      s.paint?.(p, x, y);
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

/** The slices of blocks set in a column `width` points wide. */
export function flow(ts: Typesetter, blocks: readonly Block[], width: number): Slice[] {
  const slices: Slice[] = [];
  blocks.forEach((block, i) => {
    // A drawing after a list shows its last step: the two share a page.
    if (block.kind === 'figure' && blocks[i - 1]?.kind === 'list') {
      let last = slices.length - 1;
      while (last > 0 && slices[last]!.space) last -= 1;
      for (let n = last; n < slices.length; n += 1) slices[n] = {...slices[n]!, keepWithNext: true};
    }
    slices.push(...flowBlock(ts, block, width));
  });
  return slices;
}

function flowBlock(ts: Typesetter, block: Block, width: number): Slice[] {
  switch (block.kind) {
    case 'heading': {
      const style = block.depth === 2 ? TEXT.h2 : block.depth === 3 ? TEXT.h3 : TEXT.h4;
      const [above, below] = block.depth === 2 ? SPACE.h2 : block.depth === 3 ? SPACE.h3 : SPACE.h4;
      const lines = textSlices(ts, block.spans, style, width).map((s) => ({...s, keepWithNext: true}));
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
      const lines = textSlices(ts, block.spans, block.strong ? {...TEXT.body, weight: 700} : TEXT.body, width);
      return block.tight ? lines : [...lines, space(SPACE.paragraph)];
    }
    case 'list':
      return [...block.items.flatMap((item) => listItem(ts, item, width)), space(SPACE.list)];
    case 'table':
      return table(ts, block.rows, width);
    case 'specs':
      return specs(ts, block.caption, block.rows, width);
    case 'facts':
      return [...textSlices(ts, [{text: block.lead}], TEXT.lead, width), space(8), ...facts(ts, block.facts, width), space(12)];
    case 'admonition':
      return admonition(ts, block, width);
    case 'figure':
      return figure(ts, block.drawing, block.caption, width);
    case 'quote': {
      const inner = behind(withoutTrailingSpace(shift(flow(ts, block.blocks, width - SPACE.quoteIndent), SPACE.quoteIndent)), width, (p, x, y, _w, h) =>
        p.rect(x, y, 2, h, COLORS.rule),
      );
      return [...inner, space(SPACE.paragraph)];
    }
    case 'code': {
      const pad = 6;
      const lines = textSlices(ts, [{text: block.text}], TEXT.code, width - 2 * pad);
      const box = behind([space(pad), ...shift(lines, pad), space(pad)], width, (p, x, y, w, h) => p.rect(x, y, w, h, COLORS.tableHead));
      return [...box, space(SPACE.paragraph)];
    }
    case 'rule':
      return [space(SPACE.rule), {height: 0.5, paint: (p, x, y) => p.rect(x, y, width, 0.5, COLORS.rule)}, space(SPACE.rule)];
  }
}

function listItem(ts: Typesetter, item: ListItem, width: number): Slice[] {
  const indent = item.step ? SPACE.stepNumber : SPACE.bullet;
  const body = shift(flow(ts, item.blocks, width - indent), indent);
  const first = body.findIndex((s) => s.paint);
  if (first >= 0) {
    const slice = body[first]!;
    const [marker] = ts.lines([{text: item.marker}], item.step ? {...TEXT.body, weight: 700, color: COLORS.brand} : TEXT.body, indent);
    body[first] = {
      ...slice,
      paint: (p, x, y) => {
        if (marker) p.line(marker, x, y);
        slice.paint!(p, x, y);
      },
    };
  }
  // A step stays whole on one page, with its drawing.
  return [...keep(withoutTrailingSpace(body)), space(item.step ? SPACE.step : SPACE.listItem)];
}

/** Rows of cells of equal width; the header row is shaded and stays with the first row. */
function table(ts: Typesetter, rows: readonly (readonly (readonly Span[])[])[], width: number): Slice[] {
  const columns = Math.max(1, ...rows.map((r) => r.length));
  const cellWidth = width / columns;
  const pad = SPACE.cellPadding;
  const slices = rows.map((row, r): Slice => {
    const style = r === 0 ? {...TEXT.small, weight: 700 as const} : TEXT.small;
    const cells = row.map((cell) => ts.lines(cell, style, cellWidth - 2 * pad));
    const height = Math.max(...cells.map(heightOf)) + 2 * pad;
    return {
      height,
      keepWithNext: r === 0,
      paint: (p, x, y) => {
        if (r === 0) p.rect(x, y, width, height, COLORS.tableHead);
        p.frame(x, y, width, height, COLORS.rule);
        cells.forEach((lines, c) => p.lines(lines, x + c * cellWidth + pad, y + pad));
      },
    };
  });
  return [...slices, space(SPACE.table)];
}

function specs(ts: Typesetter, caption: string, rows: readonly Fact[], width: number): Slice[] {
  const pad = SPACE.cellPadding;
  const labelWidth = width * 0.4;
  const slices = rows.map((row): Slice => {
    const label = ts.lines([{text: row.label}], {...TEXT.small, weight: 700}, labelWidth - 2 * pad);
    const value = ts.lines([{text: row.value}], TEXT.small, width - labelWidth - 2 * pad);
    const height = Math.max(heightOf(label), heightOf(value)) + 2 * pad;
    return {
      height,
      paint: (p, x, y) => {
        p.frame(x, y, width, height, COLORS.rule);
        p.lines(label, x + pad, y + pad);
        p.lines(value, x + labelWidth + pad, y + pad);
      },
    };
  });
  const title = [...textSlices(ts, [{text: caption}], {...TEXT.body, weight: 700}, width), space(4)].map((s) => ({...s, keepWithNext: true}));
  return [...title, ...slices, space(SPACE.list)];
}

/** The facts under the manual's title: small label over a bold value, side by side, wrapping. */
function facts(ts: Typesetter, list: readonly Fact[], width: number): Slice[] {
  const gap = 14;
  const boxes = list.map((fact) => {
    const label = ts.lines([{text: fact.label}], TEXT.factLabel, width)[0];
    const value = ts.lines([{text: fact.value}], {...TEXT.body, weight: 700}, width)[0];
    return {label, value, width: Math.max(label?.width ?? 0, value?.width ?? 0)};
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
          if (box.label) p.line(box.label, at, y);
          if (box.value) p.line(box.value, at, y + labelHeight);
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
  const title: Slice[] = labelLines.map((line, i) => ({
    height: line.height,
    keepWithNext: true,
    paint: (p, x, y) => {
      if (i === 0) p.icon(block.tone === 'note' ? 'info' : 'alert', x, y + (line.height - icon) / 2, icon, tone.color);
      p.line(line, x + icon + 5, y);
    },
  }));
  const body = withoutTrailingSpace(flow(ts, block.blocks, inner));
  const content = [space(padY, true), ...title, space(3, true), ...body, space(padY)];
  const box = behind(shift(content, border + padX), width, (p, x, y, w, h) => {
    p.rect(x, y, w, h, tone.background);
    p.rect(x, y, border, h, tone.color);
  });
  return [space(SPACE.admonition), ...box, space(SPACE.admonition)];
}

function figure(ts: Typesetter, art: Parameters<Paint['drawing']>[0], caption: string, width: number): Slice[] {
  const drawingWidth = Math.min(DRAWING_WIDTH, width);
  const [above, below] = SPACE.figure;
  const lines = textSlices(ts, [{text: caption}], TEXT.caption, Math.min(320, width));
  return [
    space(above, true),
    ...keep([
      {height: drawingWidth * art.ratio, paint: (p, x, y) => p.drawing(art, x, y, drawingWidth)},
      space(SPACE.caption),
      ...lines,
    ]),
    space(below),
  ];
}

/**
 * Cuts slices into pages whose text runs from `top` to `bottom`. Returns the
 * placed slices of each page.
 */
export function paginate(slices: readonly Slice[], top: number, bottom: number): Placed[][] {
  const pages: Placed[][] = [[]];
  /** Index of each placed slice, to take a chain back off the page. */
  let indices: number[] = [];
  let y = top;
  let pageStart = 0;
  const newPage = (at: number) => {
    pages.push([]);
    indices = [];
    y = top;
    pageStart = at;
  };
  let i = 0;
  while (i < slices.length) {
    const slice = slices[i]!;
    const page = pages.at(-1)!;
    if (slice.pageBreak) {
      if (page.length > 0) newPage(i + 1);
      i += 1;
    } else if (slice.space && page.length === 0) {
      i += 1;
    } else if (y + slice.height <= bottom || page.length === 0) {
      page.push({slice, y});
      indices.push(i);
      y += slice.height;
      i += 1;
    } else {
      let start = i;
      while (start > pageStart && slices[start - 1]!.keepWithNext) start -= 1;
      if (start > pageStart && indices.some((n) => n < start && !slices[n]!.space)) {
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
  return pages.filter((p, n) => p.length > 0 || n === 0);
}
