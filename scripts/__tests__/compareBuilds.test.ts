/** What scripts/compare-builds.mts counts as the same page and the same file. */
import {describe, expect, it} from 'vitest';
import {fileKey, normalise, pageDiff, pageFields} from '../compare-builds.mts';

const page = (body: string, head = '<title>T</title>'): string => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;

describe('compare-builds', () => {
  it('reads visible text, not markup, scripts or bundle URLs', () => {
    const a = pageFields(page('<p class="a">Hello <b>world</b></p><script src="/assets/js/main.1234abcd.js">x()</script>'));
    const b = pageFields(page('<div><p class="b">Hello\n  <b>world</b></p></div><style>p{}</style><noscript>Enable JS</noscript>'));
    expect(a.text).toEqual(['Hello', 'world']);
    expect(pageDiff(a, b)).toBeUndefined();
  });

  it('reports the first differing field with its neighbour', () => {
    const a = pageFields(page('<p>One</p><p>Two</p>'));
    const b = pageFields(page('<p>One</p><p>Too</p>'));
    expect(pageDiff(a, b)).toMatch(/^text\[1\] \(2 vs 2 lines\)\n.*after "One"\n.*A: "Two"\n.*B: "Too"$/);
    const head = (d: string): string => page('', `<title>T</title><meta name="description" content="${d}"><link rel="canonical" href="/x">`);
    expect(pageDiff(pageFields(head('a')), pageFields(head('b')))).toMatch(/^description\[0\]/);
  });

  it('matches hashed names and leaves out the worker build date', () => {
    expect(fileKey('it/assets/js/main.1234abcd.js')).toBeUndefined();
    expect(fileKey('it/search-index.bd208888c0.json')).toBe('it/search-index.*.json');
    expect(fileKey('assets/images/photo-0123456789abcdef.png')).toBe('assets/images/photo.png');
    expect(fileKey('it/pdf/flow/125.pdf')).toBe('it/pdf/flow/125.pdf');
    const sw = (version: string, bundle: string): string =>
      normalise('sw.js', Buffer.from(`var i={version:"${version}"};f("/assets/js/${bundle}.js")`)).toString();
    expect(sw('2026-01-01T00:00:00.000Z', 'main.1234abcd')).toBe(sw('2026-02-02T10:00:00.000Z', 'main.ffff0000'));
    const feed = (cls: string): string => normalise('blog/rss.xml', Buffer.from(`<h2 class="anchor ${cls}" id="x">Three wheels</h2>`)).toString();
    expect(feed('anchorTargetStickyNavbar_KYQc')).toBe(feed('anchorTargetStickyNavbar_Vzrq'));
    expect(feed('anchorTargetStickyNavbar_KYQc')).not.toBe(feed('other_KYQc'));
  });
});
