import {describe, expect, it} from 'vitest';
import {auditPages, flow, paginate, type Slice} from '../render/layout';
import {typesetter} from '../render/typeset';
import {manual} from './helpers';
import {convert} from '../render/mdast';

const box = (name: string, height: number, extra: Partial<Slice> = {}): Slice & {name: string} => ({name, height, paint: () => undefined, ...extra});
/** What each page holds; a page started on purpose carries a mark of it, left out here. */
const names = (pages: ReturnType<typeof paginate>) =>
  pages.map((page) => page.filter(({slice}) => !slice.pageBreak).map(({slice}) => (slice as {name?: string}).name ?? 'space'));

describe('paginate', () => {
  it('fills a page, then starts the next', () => {
    const pages = paginate([box('a', 40), box('b', 40), box('c', 40)], 10, 100);
    expect(names(pages)).toEqual([['a', 'b'], ['c']]);
    expect(pages[1]![0]!.y).toBe(10);
  });

  it('moves a heading to the next page with the line after it', () => {
    const pages = paginate([box('text', 50), box('heading', 20, {keepWithNext: true}), box('line', 40)], 0, 100);
    expect(names(pages)).toEqual([['text'], ['heading', 'line']]);
  });

  it('splits a chain taller than a page instead of looping', () => {
    const chain = [box('a', 60, {keepWithNext: true}), box('b', 60, {keepWithNext: true}), box('c', 60)];
    expect(names(paginate(chain, 0, 100))).toEqual([['a'], ['b'], ['c']]);
  });

  it('drops space at the top of a page, and breaks where asked', () => {
    const pages = paginate([box('a', 90), {height: 20, space: true}, box('b', 20), {height: 0, pageBreak: true}, box('c', 10)], 0, 100);
    expect(names(pages)).toEqual([['a'], ['b'], ['c']]);
  });

  it('puts a slice taller than a page on a page of its own', () => {
    expect(names(paginate([box('a', 10), box('huge', 300), box('b', 10)], 0, 100))).toEqual([['a'], ['huge'], ['b']]);
  });
});

describe('flow', () => {
  const ts = typesetter('en');

  it('keeps a heading with what follows and marks its page for the contents', () => {
    const {tree, ctx} = manual('## Folding {/* #folding */}\n\nFold the stem.');
    const slices = flow(ts, convert(tree, ctx), 480).filter((s) => !s.space || s.keepWithNext);
    expect(slices[0]).toMatchObject({anchor: 'folding', keepWithNext: true});
    expect(slices.at(-1)!.keepWithNext).toBeFalsy();
  });

  it('keeps each step whole with its drawing, and lets a long list break between steps', () => {
    const {tree, ctx} = manual('1. Open the lever.\n\n   <Illustration name="steps/fold" alt="The lever opens." />\n\n2. Slide the stem.');
    const slices = flow(ts, convert(tree, ctx), 480);
    const drawing = slices.findIndex((s) => s.height > 100);
    expect(drawing).toBeGreaterThan(0);
    // Everything from the step's first line to its drawing moves together…
    expect(slices.slice(0, drawing).every((s) => s.keepWithNext)).toBe(true);
    // …and the next step may start on another page.
    const pages = paginate(slices, 0, slices.slice(0, drawing + 3).reduce((h, s) => h + s.height, 0) + 1);
    expect(pages.length).toBe(2);
  });

  it('keeps a drawing that follows a list on the page of the last step', () => {
    const {tree, ctx} = manual('1. Open the lever.\n2. Slide the stem.\n\n<Illustration name="steps/fold" alt="The stem slides in." />\n\nThen ride.');
    const slices = flow(ts, convert(tree, ctx), 480);
    const drawing = slices.findIndex((s) => s.height > 100);
    const lastStep = slices.findLastIndex((s, i) => i < drawing && !s.space);
    expect(slices.slice(lastStep, drawing).every((s) => s.keepWithNext)).toBe(true);
    // The first step may stay behind.
    expect(slices.slice(0, lastStep).some((s) => !s.keepWithNext)).toBe(true);
  });
});

describe("the print shop's page-break rules, kept by paginate and checked by auditPages", () => {
  const ts = typesetter('en');
  const lines = (pages: ReturnType<typeof paginate>) => pages.map((page) => page.filter((p) => !p.slice.space).length);
  const slicesOf = (markdown: string, width = 480) => {
    const {tree, ctx} = manual(markdown);
    return flow(ts, convert(tree, ctx), width);
  };
  const height = (slices: readonly Slice[]) => slices.reduce((h, s) => h + s.height, 0);
  const filler = (h: number): Slice => box('filler', h);

  it('moves a table that fits on a page whole to the next page', () => {
    const table = slicesOf(`| A | B |\n| --- | --- |\n${Array.from({length: 8}, (_, i) => `| ${i} | ${i} |`).join('\n')}`);
    const rows = height(table);
    // After the filler there is room for more than the first three rows, not for all nine.
    const bottom = 100 + rows * 0.6;
    const pages = paginate([filler(100), ...table], 0, bottom);
    expect(pages[1]!.filter((p) => p.slice.role?.kind === 'row')).toHaveLength(9);
    expect(auditPages(pages, 0, bottom)).toEqual([]);
    // Cut by hand, the audit names it.
    const cut = [pages[0]!.concat(pages[1]!.slice(0, 4)), pages[1]!.slice(4)];
    expect(auditPages(cut, 0, bottom)).toEqual(['pages 1-2: a table is split although it fits on one page']);
  });

  it('breaks a table taller than a page with two rows on each side and its heading row repeated', () => {
    const body = Array.from({length: 40}, (_, i) => `| Problem ${i} | Do this ${i} |`).join('\n');
    const table = slicesOf(`| Problem | What to do |\n| --- | --- |\n${body}`);
    const room = height(table) / 2;
    const pages = paginate([filler(room - 30), ...table], 0, room);
    expect(pages.length).toBeGreaterThan(2);
    for (const page of pages.slice(1)) {
      if (!page.some((p) => p.slice.group)) continue;
      expect(page[0]!.slice.repeated ?? page[0]!.slice.role?.kind === 'row').toBeTruthy();
      expect(page.filter((p) => p.slice.role?.kind === 'row' && !p.slice.repeated && p.slice.role.index > 0).length).toBeGreaterThanOrEqual(2);
    }
    expect(auditPages(pages, 0, room)).toEqual([]);
    const withoutHeading = pages.map((page) => page.filter((p) => !p.slice.repeated));
    expect(auditPages(withoutHeading, 0, room)[0]).toMatch(/a table goes on at page \d without its heading row/);
  });

  it('moves a warning box whole when it fits on a page', () => {
    const sentences = Array.from({length: 6}, (_, i) => `Warning number ${i}: keep fingers away from the folding joint.`).join('\n\n');
    const warning = slicesOf(`:::danger\n\n${sentences}\n\n:::`);
    const boxHeight = height(warning.filter((s) => s.group));
    const bottom = 60 + boxHeight * 0.7;
    const pages = paginate([filler(60), ...warning], 0, bottom);
    expect(pages[0]!.some((p) => p.slice.group)).toBe(false);
    expect(auditPages(pages, 0, bottom)).toEqual([]);
  });

  it('never leaves a heading at the foot of a page without two lines of what follows', () => {
    const section = slicesOf('## Folding {/* #folding */}\n\nOne line.\n\nA second paragraph.\n\nA third.');
    const headingAndOne = height(section.slice(0, 4));
    const pages = paginate([filler(100), ...section], 0, 100 + headingAndOne);
    expect(pages[0]!.some((p) => p.slice.role?.kind === 'heading')).toBe(false);
    expect(auditPages(pages, 0, 100 + headingAndOne)).toEqual([]);
    const stranded = [[...pages[0]!, ...pages[1]!.slice(0, 3)], pages[1]!.slice(3)];
    expect(auditPages(stranded, 0, 1000)[0]).toMatch(/^page 1: a heading ends the page with \d line\(s\) of what follows$/);
  });

  it('keeps a section heading with the subsection heading right under it', () => {
    const section = slicesOf('## Using the stroller {/* #use */}\n\n### Parking brake {/* #brake */}\n\nPress the pedal down.\n\nLift it to release.');
    // Room for both headings, not for the lines under the second.
    const headings = height(section.slice(0, section.findLastIndex((s) => s.role?.kind === 'heading') + 2));
    const bottom = 100 + headings + 2;
    const pages = paginate([filler(100), ...section], 0, bottom);
    expect(pages[0]!.some((p) => p.slice.role?.kind === 'heading')).toBe(false);
    expect(auditPages(pages, 0, bottom)).toEqual([]);
    const [first, second] = [pages[1]!.slice(0, 2), pages[1]!.slice(2)];
    expect(auditPages([[...pages[0]!, ...first], second], 0, 1000)[0]).toMatch(/^page 1: a heading ends the page with 0 line\(s\)/);
  });

  it("keeps the specifications with their note, and a section's short last paragraph with the lines before it", () => {
    const note = 'A figure marked as a typical value is the usual figure for this product family, not one stated for this very product.';
    const specs = slicesOf(`<SpecTable />\n\n${note}`);
    const tableAndNote = height(specs.filter((s) => !s.space));
    // Room for the table but not its note: both go to the next page.
    let pages = paginate([filler(10), ...specs], 0, 10 + tableAndNote - 5);
    expect(pages[0]!.filter((p) => !p.slice.space).map((p) => p.slice)).toEqual([expect.objectContaining({name: 'filler'})]);

    const warranty = slicesOf(`## Warranty\n\n${'Keep the receipt: it is your proof of purchase. '.repeat(14)}\n\nManufacturer: Globber.`);
    const last = warranty.filter((s) => !s.space).at(-1)!;
    // Space at the top of a page is dropped: the room counts from the heading.
    const room =
      height(
        warranty.slice(
          warranty.findIndex((s) => !s.space),
          warranty.lastIndexOf(last) + 1,
        ),
      ) -
      last.height / 2;
    pages = paginate(warranty, 0, room);
    // The one-line paragraph does not stand alone: the paragraph's last two lines come with it.
    expect(lines(pages)).toHaveLength(2);
    expect(lines(pages)[1]).toBe(3);
    expect(auditPages(pages, 0, room)).toEqual([]);
  });

  it('keeps two lines of a paragraph on each side of a break, and no hyphenated word across it', () => {
    const words = 'Open the folding lever completely before you lift the handlebar and never fold the scooter while a child stands on its deck. ';
    const paragraph = slicesOf(words.repeat(4), 200);
    const n = paragraph.filter((s) => s.role?.kind === 'line').length;
    expect(n).toBeGreaterThan(6);
    const line = paragraph[0]!.height;
    // Room for one line after the filler: the paragraph starts on the next page, not with an orphan.
    let pages = paginate([filler(100), ...paragraph], 0, 100 + line * 1.5);
    expect(lines(pages)[0]).toBe(1);
    // Room for all but one line: two lines go over, not a widow (a filler after them keeps the last page full enough).
    pages = paginate([...paragraph, filler(line * 4)], 0, line * (n - 1) + 1);
    expect(lines(pages)).toEqual([n - 2, 3]);
    expect(auditPages(pages, 0, 1000)).toEqual([]);
    const widow = [pages[0]!.concat(pages[1]!.slice(0, 1)), pages[1]!.slice(1)];
    expect(auditPages(widow, 0, 1000)[0]).toMatch(/^page 1: a paragraph breaks with \d+ line\(s\) here and 1 on the next page$/);
    // A line that ends in a hyphen keeps the next line with it.
    const hyphenated = paragraph.map((s) => (s.role?.kind === 'line' && s.role.index === 3 ? {...s, role: {...s.role, hyphen: true}} : s));
    const split = [hyphenated.slice(0, 4).map((slice) => ({slice, y: 0})), hyphenated.slice(4).map((slice) => ({slice, y: 0}))];
    expect(auditPages(split, 0, 1000)).toContain('page 1: a word is hyphenated across the page break');
    expect(paragraphKeeps(ts)).toBe(true);
  });

  it('gives the last page at least a quarter of a page when a break on the page before allows it', () => {
    const room = 400;
    // Ten blocks of 39 fill the first page; two more would end alone on the last.
    const blocks = Array.from({length: 12}, (_, i) => box(`b${i}`, 39));
    const pages = paginate(blocks, 0, room);
    expect(names(pages).map((p) => p.length)).toEqual([9, 3]);
    expect(auditPages(pages, 0, room)).toEqual([]);
    // Cut greedily, the last page carries 20 % of a page: the audit names it.
    const greedy = [blocks.slice(0, 10), blocks.slice(10)].map((page) => page.map((slice, i) => ({slice, y: i * 39})));
    expect(auditPages(greedy, 0, room)).toEqual(['page 2: the last page carries 20 % of a page, though a break on the page before allows a quarter']);
    // A chain that cannot break leaves the last page as it is, and nothing to audit.
    const chained = blocks.map((b, i) => (i < 11 ? {...b, keepWithNext: i > 0} : b));
    expect(auditPages(paginate(chained, 0, room), 0, room)).toEqual([]);
  });

  it('keeps a drawing on the page of its step', () => {
    const steps = slicesOf(
      `## Fold {/* #fold */}\n\n<Illustration name="steps/fold" alt="The stem folds." />\n\n1. Press the button.\n2. Fold the stem.\n\nAfter the steps.\n\n<Illustration name="steps/fold" alt="Folded." />`,
    );
    const figures = steps.filter((s) => s.role?.kind === 'figure');
    expect(figures.length).toBeGreaterThan(0);
    // The opening drawing stays with the first step after it; the last drawing with the line before it.
    const opening = steps.findIndex((s) => s.role?.kind === 'figure' && s.role.opensSection);
    const firstStep = steps.findIndex((s, i) => i > opening && s.role?.kind === 'line');
    expect(steps.slice(opening, firstStep).every((s) => s.keepWithNext)).toBe(true);
    const closing = steps.findIndex((s) => s.role?.kind === 'figure' && !s.role.opensSection);
    const lineBefore = steps.slice(0, closing).findLastIndex((s) => s.role?.kind === 'line');
    expect(steps.slice(lineBefore, closing).every((s) => s.keepWithNext)).toBe(true);
    // Pages where a drawing ends up alone: the audit names them.
    const alone = (list: readonly Slice[]) => list.map((slice, i) => ({slice, y: i}));
    const at = steps.indexOf(figures.at(-1)!);
    expect(auditPages([alone(steps.slice(0, at)), alone(steps.slice(at))], 0, 1000)).toContain(
      'page 2: a drawing starts the page, away from its step on the page before',
    );
    const afterOpening = steps.findIndex((s, i) => i > opening && s.role?.kind !== 'figure' && !s.space);
    expect(auditPages([alone(steps.slice(0, afterOpening)), alone(steps.slice(afterOpening))], 0, 1000)).toContain(
      "page 1: a section's opening drawing ends the page, its steps are on the next page",
    );
  });
});

/** A line that the typesetter ends with a hyphen is kept with the next one. */
function paragraphKeeps(ts: ReturnType<typeof typesetter>): boolean {
  const {tree, ctx} = manual('Uncharacteristically incomprehensibilities characteristically.');
  const slices = flow(ts, convert(tree, ctx), 90).filter((s) => s.role?.kind === 'line');
  const hyphenated = slices.filter((s) => s.role?.kind === 'line' && s.role.hyphen);
  return hyphenated.length > 0 && hyphenated.every((s) => s.keepWithNext);
}
