import {describe, expect, it} from 'vitest';
import {decodeRecords, encodeIndex} from '../shared/indexFormat';
import {suggestSections} from '../shared/suggest';
import {page} from './records';

const records = decodeRecords(
  encodeIndex('en', [
    ...page('/docs/primo/a', 'Primo', 'Primo A', [{content: 'x'}]),
    ...page('/docs/flow/125', 'Flow', 'Flow 125', [{content: 'x'}]),
    ...page('/docs/flow/lights', 'Flow', 'Flow Lights', [{content: 'x'}]),
    ...page('/docs/go-up/a', 'GO UP', 'GO UP A', [{content: 'x'}]),
    ...page('/docs/go-up/b', 'GO UP', 'GO UP B', [{content: 'x'}]),
    ...page('/docs/go-up/c', 'GO UP', 'GO UP C', [{content: 'x'}]),
    ...page('/faq', 'FAQ', 'FAQ', [{content: 'x'}]),
  ]),
);

describe('suggestSections', () => {
  it('gives the sections with the most pages, at most three', () => {
    expect(suggestSections(records)).toEqual(['GO UP', 'Flow', 'FAQ']);
    expect(suggestSections(records, 1)).toEqual(['GO UP']);
  });
});
