import {describe, expect, it} from 'vitest';
import {cleanStoredHit} from '../client/storedSearches';

const stored = {
  objectID: '12',
  url: '/it/docs/flow/125#assembly',
  type: 'lvl2',
  content: null,
  hierarchy: {lvl0: 'Flow', lvl1: 'Flow 125', lvl2: 'Montaggio &amp; regolazione', lvl3: null, lvl4: null, lvl5: null, lvl6: null},
};

describe('cleanStoredHit', () => {
  it('keeps a hit as DocSearch stored it', () => {
    expect(cleanStoredHit(stored)).toEqual(stored);
  });

  it('turns markup in titles and content into text, and drops stored highlight results', () => {
    const tampered = {
      ...stored,
      type: 'content',
      content: '<img src=x onerror=alert(1)>',
      hierarchy: {...stored.hierarchy, lvl1: '<img src=x onerror=alert(1)>Flow'},
      _snippetResult: {hierarchy: {lvl1: {value: '<script>alert(1)</script>'}}},
      _highlightResult: {hierarchy: {lvl1: {value: '<svg onload=alert(1)>'}}},
      __docsearch_parent: {_highlightResult: {hierarchy: {lvl1: {value: '<svg onload=alert(1)>'}}}},
    };
    const clean = cleanStoredHit(tampered)!;
    expect(clean.hierarchy.lvl1).toBe('&lt;img src=x onerror=alert(1)&gt;Flow');
    expect(clean.content).toBe('&lt;img src=x onerror=alert(1)&gt;');
    expect(JSON.stringify(clean)).not.toMatch(/[<>]/);
    expect(clean).not.toHaveProperty('_snippetResult');
    expect(clean).not.toHaveProperty('_highlightResult');
    expect(clean).not.toHaveProperty('__docsearch_parent');
    // Cleaning twice changes nothing: the list stored back stays the same.
    expect(cleanStoredHit(clean)).toEqual(clean);
  });

  it.each([
    'javascript:alert(1)',
    '//evil.example/x',
    'https://evil.example/',
    '/\\evil.example',
    'docs/flow',
    '/\t/evil.example/',
    '/\n/evil.example/',
    '/\r/evil.example/',
    '/ /evil.example/',
    '/\u00a0/evil.example/',
  ])('drops a hit that links to %s', (url) => {
    expect(cleanStoredHit({...stored, url})).toBeUndefined();
  });

  it.each([null, 3, 'x', [], {...stored, objectID: 1}, {...stored, type: 'askAI'}, {...stored, hierarchy: null}, {...stored, hierarchy: {lvl1: 2}}])(
    'drops %j',
    (value) => expect(cleanStoredHit(value)).toBeUndefined(),
  );
});
