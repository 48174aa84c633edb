import {describe, expect, it} from 'vitest';
import {fileForPath, pagePathOf, resolveReference} from '../links';
import {parsePage, srcsetUrls} from '../page';

const origin = 'https://manuals.example.com';

describe('resolveReference', () => {
  const page = `${origin}/it/docs/flow/125`;

  it('resolves relative URLs against the page URL like a browser', () => {
    expect(resolveReference('125-770', page, origin)).toEqual({kind: 'internal', path: '/it/docs/flow/125-770', hash: ''});
    expect(resolveReference('./125-770#assembly', page, origin)).toEqual({
      kind: 'internal',
      path: '/it/docs/flow/125-770',
      hash: 'assembly',
    });
    expect(resolveReference('../category/flow', page, origin)).toMatchObject({path: '/it/docs/category/flow'});
    expect(resolveReference('?q=1', page, origin)).toMatchObject({path: '/it/docs/flow/125'});
  });

  it('resolves against the directory when the page URL ends with a slash', () => {
    expect(resolveReference('flow/125', `${origin}/it/docs/`, origin)).toMatchObject({path: '/it/docs/flow/125'});
  });

  it('treats root-relative and same-origin absolute URLs as internal, decoded', () => {
    expect(resolveReference('/zh-Hant/faq#%E4%BF%9D', page, origin)).toEqual({kind: 'internal', path: '/zh-Hant/faq', hash: '保'});
    expect(resolveReference(`${origin}/de/`, page, origin)).toEqual({kind: 'internal', path: '/de/', hash: ''});
    expect(resolveReference('#safety', page, origin)).toEqual({kind: 'internal', path: '/it/docs/flow/125', hash: 'safety'});
  });

  it('lists other origins as external and ignores non-http schemes and bare #', () => {
    expect(resolveReference('https://www.youtube.com/@brand', page, origin)).toMatchObject({kind: 'external', host: 'www.youtube.com'});
    expect(resolveReference('//cdn.example.org/x.js', page, origin)).toMatchObject({kind: 'external', host: 'cdn.example.org'});
    expect(resolveReference('http://manuals.example.com/', page, origin)).toMatchObject({kind: 'external'});
    for (const value of ['mailto:a@b.c', 'tel:+391', 'javascript:void(0)', 'data:image/png;base64,AA', '#', ' ']) {
      expect(resolveReference(value, page, origin)).toEqual({kind: 'ignored'});
    }
  });
});

describe('fileForPath', () => {
  const files = new Set(['index.html', 'it/index.html', 'docs/flow/125/index.html', 'faq.html', 'img/logo.svg']);
  const isFile = (rel: string): boolean => files.has(rel);

  it('finds the file, path.html or path/index.html', () => {
    expect(fileForPath('/img/logo.svg', isFile)).toBe('img/logo.svg');
    expect(fileForPath('/faq', isFile)).toBe('faq.html');
    expect(fileForPath('/docs/flow/125', isFile)).toBe('docs/flow/125/index.html');
    expect(fileForPath('/it/', isFile)).toBe('it/index.html');
    expect(fileForPath('/', isFile)).toBe('index.html');
  });

  it('misses what the build lacks, and a directory URL only matches its index', () => {
    expect(fileForPath('/docs/flow/999', isFile)).toBeUndefined();
    expect(fileForPath('/faq/', isFile)).toBeUndefined();
    expect(fileForPath('/../etc/passwd', isFile)).toBeUndefined();
  });
});

describe('pagePathOf', () => {
  it('maps files to the URL the page is served at, following the canonical for index files', () => {
    expect(pagePathOf('faq.html')).toBe('/faq');
    expect(pagePathOf('index.html')).toBe('/');
    expect(pagePathOf('it/index.html', '/it/')).toBe('/it/');
    expect(pagePathOf('docs/index.html', '/docs/')).toBe('/docs/');
    expect(pagePathOf('docs/flow/125/index.html', '/docs/flow/125')).toBe('/docs/flow/125');
  });
});

describe('parsePage', () => {
  it('collects ids, every loaded or followed URL, and the head tags', () => {
    const info = parsePage(`<!doctype html><html lang="it"><head><title>Flow &amp; Co</title>
      <meta name="description" content="Manuale"><link rel="canonical" href="${origin}/it/">
      <link rel="alternate" hreflang="x-default" href="${origin}/"><meta property="og:image" content="${origin}/img/card.png">
      <script type="application/ld+json">{"@type":"HowTo","name":"a &amp; b"}</script><script type="application/ld+json">{oops</script>
      <script src="/assets/main.js"></script></head><body><h2 id="assembly">A</h2>
      <a href="#assembly">x</a><img src="a.svg" srcset="a-1.svg 1x, a-2.svg 2x"></body></html>`);
    expect(info.lang).toBe('it');
    expect(info.title).toBe('Flow & Co');
    expect(info.description).toBe('Manuale');
    expect(info.canonical).toBe(`${origin}/it/`);
    expect(info.alternates).toEqual([{hreflang: 'x-default', href: `${origin}/`}]);
    expect([...info.ids]).toEqual(['assembly']);
    expect(info.refs.map((r) => r.value)).toEqual([
      `${origin}/it/`,
      `${origin}/`,
      `${origin}/img/card.png`,
      '/assets/main.js',
      '#assembly',
      'a.svg',
      'a-1.svg',
      'a-2.svg',
    ]);
    expect(info.jsonLd[0]).toEqual({'@type': 'HowTo', name: 'a &amp; b'});
    expect(info.jsonLd[1]).toBeInstanceOf(Error);
  });

  it('splits srcset candidates and drops their descriptors', () => {
    expect(srcsetUrls('a.png 480w, b.png 800w')).toEqual(['a.png', 'b.png']);
    expect(srcsetUrls('only.png')).toEqual(['only.png']);
  });
});
