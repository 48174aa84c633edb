import {describe, expect, it} from 'vitest';
import {LocalSearchIndex} from '../shared/engine';
import {encodeIndex} from '../shared/format';
import {escapeHtml, unescapeHtml} from '../shared/highlight';
import {searchIndex} from '../shared/response';
import {page} from './records';

const index = new LocalSearchIndex(
  encodeIndex('en', [
    ...page('/docs/x', 'Tips & <tricks>', 'Safety <script>alert(1)</script> first', [
      {anchor: 'a', lvl2: 'Check "the" brake', content: 'Press <b>the</b> brake <script>alert("x")</script> before every ride, then check the wheels, the bell and the grips again.'},
    ]),
  ]),
);
const search = (query: string, words = 10) =>
  searchIndex(index, {indexName: 'i', query, attributesToSnippet: [`content:${words}`], highlightPreTag: '<mark>', highlightPostTag: '</mark>'});

describe('highlights', () => {
  it('escape markup from the content and mark only the matched words', () => {
    const hit = search('press brake').hits[0]!;
    expect(hit._highlightResult.content!.value).toBe(
      '<mark>Press</mark> &lt;b&gt;the&lt;/b&gt; <mark>brake</mark> &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; before every ride, then check the wheels, the bell and the grips again.',
    );
    expect(hit._highlightResult.hierarchy.lvl1!.value).toBe('Safety &lt;script&gt;alert(1)&lt;/script&gt; first');
    expect(hit._highlightResult.hierarchy.lvl2!.value).toBe('Check &quot;the&quot; <mark>brake</mark>');
  });

  it('never let the query become markup', () => {
    const result = search('<script>brake');
    expect(result.query).toBe('<script>brake');
    const values = JSON.stringify(result.hits.map((h) => [h._highlightResult, h._snippetResult, h.hierarchy, h.content]));
    expect(values).not.toMatch(/<(?!\/?mark>)/);
  });

  it('keep the hit fields DocSearch shows as HTML escaped too', () => {
    const hit = search('first').hits[0]!;
    expect(hit.hierarchy.lvl0).toBe('Tips &amp; &lt;tricks&gt;');
    expect(unescapeHtml(hit.hierarchy.lvl0)).toBe('Tips & <tricks>');
    expect(escapeHtml(`'`)).toBe('&#039;');
  });

  it('cut snippets to the requested number of words around the first match', () => {
    const hit = search('wheels', 5).hits[0]!;
    expect(hit._snippetResult.content!.value).toBe('…check the <mark>wheels</mark>, the bell…');
    expect(hit._highlightResult.content!.matchLevel).toBe('full');
    expect(hit._highlightResult.content!.matchedWords).toEqual(['wheels']);
  });

  it('answer in Algolia’s response shape', () => {
    const result = search('brake');
    expect(result).toMatchObject({nbHits: 1, page: 0, nbPages: 1, hitsPerPage: 20, index: 'i', exhaustiveNbHits: true});
    expect(result.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(result.hits[0]).toMatchObject({url: '/docs/x#a', url_without_anchor: '/docs/x', anchor: 'a'});
    expect(result.hits[0]!.objectID).toMatch(/^\/docs\/x#\d+$/);
  });
});
