import {describe, expect, it} from 'vitest';
import {LocalSearchIndex} from '../shared/engine/query';
import {encodeIndex} from '../shared/indexFormat';
import {CJK_CHARACTERS_PER_WORD, escapeHtml, unescapeHtml} from '../shared/highlight';
import {searchIndex} from '../shared/response';
import {page} from './records';

const index = new LocalSearchIndex(
  encodeIndex('en', [
    ...page('/docs/x', 'Tips & <tricks>', 'Safety <script>alert(1)</script> first', [
      {
        anchor: 'a',
        lvl2: 'Check "the" brake',
        content: 'Press <b>the</b> brake <script>alert("x")</script> before every ride, then check the wheels, the bell and the grips again.',
      },
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

  it('give the length asked for: near the end of the text the words before the match make it up', () => {
    const hit = search('grips', 5).hits[0]!;
    expect(hit._snippetResult.content!.value).toBe('…bell and the <mark>grips</mark> again.');
    const words = (value: string) =>
      value
        .replace(/<\/?mark>/g, '')
        .replace(/…/g, ' ')
        .trim()
        .split(/\s+/).length;
    for (const [query, length] of [
      ['press', 5],
      ['wheels', 10],
      ['again', 10],
      ['wheels', 3],
    ] as const) {
      expect(words(search(query, length).hits[0]!._snippetResult.content!.value), `${query}: ${length}`).toBe(length);
    }
  });

  it('answer in Algolia’s response shape', () => {
    const result = search('brake');
    expect(result).toMatchObject({nbHits: 1, page: 0, nbPages: 1, hitsPerPage: 20, index: 'i', exhaustiveNbHits: true});
    expect(result.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(result.hits[0]).toMatchObject({url: '/docs/x#a', url_without_anchor: '/docs/x', anchor: 'a'});
    expect(result.hits[0]!.objectID).toMatch(/^\/docs\/x#\d+$/);
  });
});

describe('snippets in Chinese', () => {
  // 34 characters, no spaces: Intl.Segmenter cuts the words.
  const text = '第一次使用前，請將鋰電池充滿電。充電時請勿讓孩子靠近充電器，充電完成後拔下插頭。';
  const zh = new LocalSearchIndex(
    encodeIndex('zh-Hant', page('/zh-Hant/docs/x', 'E-Motion', 'E-Motion 6', [{anchor: 'charging', lvl2: '充電', content: text}])),
  );
  const cut = (query: string, words: number) =>
    searchIndex(zh, {indexName: 'i', query, attributesToSnippet: [`content:${words}`], highlightPreTag: '<mark>', highlightPostTag: '</mark>'}).hits[0]!
      ._snippetResult.content!.value;
  const characters = (value: string) => [...value.replace(/<\/?mark>|…/g, '').replace(/[，。]/g, '')].length;

  it(`count characters, ${CJK_CHARACTERS_PER_WORD} a word: 5 words are at least 10 characters, 10 words at least 20`, () => {
    for (const [query, words] of [
      ['鋰電池', 5],
      ['鋰電池', 10],
      ['插頭', 5],
      ['第一次', 5],
    ] as const) {
      const value = cut(query, words);
      expect(characters(value), `${query}, ${words} words: ${value}`).toBeGreaterThanOrEqual(words * CJK_CHARACTERS_PER_WORD);
      // Whole words: never more than one word past the length.
      expect(characters(value), `${query}, ${words} words: ${value}`).toBeLessThan(words * CJK_CHARACTERS_PER_WORD + 4);
      expect(value).toContain(`<mark>${query}</mark>`);
    }
  });

  it('cut where the segmenter cuts, and show the whole text when it is short enough', () => {
    const value = cut('鋰電池', 5);
    expect(text).toContain(value.replace(/<\/?mark>|…/g, ''));
    expect(cut('鋰電池', 40)).toBe(text.replace('鋰電池', '<mark>鋰電池</mark>'));
  });
});
