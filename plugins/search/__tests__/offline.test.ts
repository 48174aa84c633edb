import {describe, expect, it} from 'vitest';
import {LocalSearchIndex} from '../shared/engine/query';
import {encodeIndex} from '../shared/indexFormat';
import {searchIndex} from '../shared/response';
import {page} from './records';

const index = new LocalSearchIndex(
  encodeIndex('en', [
    ...page('/docs/flow/125', 'Flow', 'Flow 125', [{anchor: 'brake', lvl2: 'Brake', content: 'Press the rear brake with your foot to slow down.'}]),
    ...page('/docs/go-up/deluxe', 'GO UP', 'GO UP Deluxe', [{anchor: 'brake', lvl2: 'Brake', content: 'Press the rear brake to stop the scooter.'}]),
  ]),
);

describe('searching offline', () => {
  it('finds only the pages the device holds, and counts only those', () => {
    const online = searchIndex(index, {indexName: 'i', query: 'rear brake'});
    expect(new Set(online.hits.map((h) => h.url_without_anchor))).toEqual(new Set(['/docs/flow/125', '/docs/go-up/deluxe']));
    const offline = searchIndex(index, {indexName: 'i', query: 'rear brake', onlyPages: new Set(['/docs/go-up/deluxe'])});
    expect(offline.hits.length).toBeGreaterThan(0);
    expect(offline.hits.every((h) => h.url_without_anchor === '/docs/go-up/deluxe')).toBe(true);
    expect(offline.nbHits).toBe(offline.hits.length);
    expect(searchIndex(index, {indexName: 'i', query: 'rear brake', onlyPages: new Set()}).nbHits).toBe(0);
  });
});
