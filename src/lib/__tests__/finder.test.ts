import {describe, expect, it} from 'vitest';
import {findEntries} from '../finder';
import {finderEntries} from '../finderEntries';

const top = (q: string, n = 3) => findEntries(q, finderEntries, n).map((m) => m.entry.id);

describe('folding', () => {
  it('reads case, accents, hyphens and invisible characters as the search does', () => {
    expect(top('FLOW-125')[0]).toBe('flow/125');
    expect(top('Fl\u200bow 12\u00ad5')[0]).toBe('flow/125');
    expect(top('explorer trike 4 in 1')).toContain('explorer-trike/4-in-1');
  });
});

describe('findEntries', () => {
  it('finds a product by the reference number on its sticker', () => {
    expect(top('634')[0]).toBe('explorer-trike/4-in-1-634');
    expect(top('636')[0]).toBe('explorer-trike/4-in-1-deluxe-play-636');
    expect(top('770')[0]).toBe('flow/125-770');
    expect(top(' 772 ')[0]).toBe('flow/125-lights-772');
  });

  it('finds products by name, ignoring spaces, hyphens and case', () => {
    expect(top('flow 125', 4)).toEqual(expect.arrayContaining(['flow/125', 'flow/125-770']));
    expect(top('FLOW125')[0]).toBe('flow/125');
    expect(top('explorer trike 4in1')).toContain('explorer-trike/4-in-1');
    expect(top('one nl 205')[0]).toBe('one-nl/205');
  });

  it('tolerates a typo', () => {
    expect(top('primo foldabel lights')[0]).toBe('primo/foldable-lights');
    expect(top('elite delux')).toContain('elite/elite-deluxe-lights');
    expect(top('stroler lite')[0]).toBe('stroller/stroll-lite');
  });

  it('matches while typing (prefix of the last word)', () => {
    expect(top('go up deluxe li', 5)).toContain('go-up/deluxe-lights');
  });

  it('finds nothing for unrelated words', () => {
    expect(findEntries('zzzz qqq', finderEntries)).toEqual([]);
    expect(findEntries('   ', finderEntries)).toEqual([]);
  });
});
