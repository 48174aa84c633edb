import {describe, expect, it} from 'vitest';
import {flow, paginate, type Slice} from '../render/layout';
import {typesetter} from '../render/text';
import {manual} from './helpers';
import {convert} from '../render/mdast';

const box = (name: string, height: number, extra: Partial<Slice> = {}): Slice & {name: string} => ({name, height, paint: () => undefined, ...extra});
const names = (pages: ReturnType<typeof paginate>) => pages.map((page) => page.map(({slice}) => (slice as {name?: string}).name ?? 'space'));

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
