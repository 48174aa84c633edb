import {describe, expect, it} from 'vitest';
import {LocalSearchIndex} from '../shared/engine/query';
import {ANSWER_PAGE_RANK, encodeIndex} from '../shared/indexFormat';
import type {SearchRecord} from '../shared/types';
import {page} from './records';

const warranty = {anchor: 'warranty', lvl2: 'Warranty', type: 'lvl2' as const};
const warrantyText = {anchor: 'warranty', lvl2: 'Warranty', content: 'Your product is guaranteed for 2 years against manufacturing defects.'};
const asAnswerPage = (records: SearchRecord[]) => records.map((r) => ({...r, weight: {...r.weight, pageRank: ANSWER_PAGE_RANK}}));

const index = new LocalSearchIndex(
  JSON.parse(
    JSON.stringify(
      encodeIndex('en', [
        ...page('/docs/flow/125', 'Flow', 'Flow 125', [warranty, warrantyText, {anchor: 'fold', lvl2: 'Fold the scooter', type: 'lvl2'}]),
        ...page('/docs/flow/lights', 'Flow', 'Flow Lights', [warranty, warrantyText]),
        ...page('/docs/primo/a', 'Primo', 'Primo A', [warranty, warrantyText]),
        ...asAnswerPage(page('/faq', 'FAQ', 'FAQ', [{anchor: 'warranty', lvl2: 'What does the warranty cover?', type: 'lvl2'}])),
      ]),
    ),
  ),
);
const urls = (query: string): string[] =>
  index
    .search(query)
    .slice(0)
    .map((m) => index.records[m.record]!.url);

describe('ranking that knows what a page is', () => {
  it('shows a section many manuals share word for word once, and counts it once', () => {
    const found = urls('manufacturing defects');
    expect(found.filter((u) => u.endsWith('#warranty'))).toHaveLength(1);
    expect(index.search('manufacturing defects').count).toBe(found.length);
  });

  it('puts the answer page first among hits that match as well', () => {
    expect(urls('warranty')[0]).toBe('/faq#warranty');
  });

  it('does not require the question words of a question', () => {
    expect(urls('how do I fold the scooter')[0]).toBe('/docs/flow/125#fold');
    // A query of question words only still searches them.
    expect(index.search('how').words).toEqual(['how']);
  });
});

describe('the manual being read', () => {
  it('shows its own copy of a shared section, in the place of the best copy', () => {
    const best = urls('manufacturing defects');
    const reading = index
      .search('manufacturing defects', '/docs/primo/a')
      .slice(0)
      .map((m) => index.records[m.record]!.url);
    expect(reading).toHaveLength(best.length);
    expect(reading.filter((u) => u.endsWith('#warranty'))).toEqual(['/docs/primo/a#warranty']);
    expect(reading.indexOf('/docs/primo/a#warranty')).toBe(best.findIndex((u) => u.endsWith('#warranty')));
    // Reading a page without that section changes nothing.
    expect(
      index
        .search('manufacturing defects', '/faq')
        .slice(0)
        .map((m) => index.records[m.record]!.url),
    ).toEqual(best);
  });
});
