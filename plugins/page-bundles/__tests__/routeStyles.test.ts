import {describe, expect, it} from 'vitest';
// The lookup Docusaurus's static rendering makes (@docusaurus/core/lib/ssg/ssgTemplate.js).
import {getBundles} from 'react-loadable-ssr-addon-v5-slorber';
import {withRouteStyles, type ClientManifest, type LazyChunkGroup} from '../routeStyles';

/** A client manifest as react-loadable-ssr-addon writes it with webpack 5 / Rspack: lazy groups under their chunk names only. */
const manifest: ClientManifest = {
  entrypoints: ['main'],
  origins: {
    main: ['9783', '4014', '1889'],
    '17896441': ['3420', '106'],
    '8b3a140c': ['518'],
  },
  assets: {
    '9783': {js: [{file: 'assets/js/runtime~main.js'}]},
    '4014': {css: [{file: 'assets/css/styles.css'}]},
    '1889': {js: [{file: 'assets/js/main.js'}]},
    '3420': {js: [{file: 'assets/js/3420.js'}]},
    '106': {js: [{file: 'assets/js/17896441.js'}], css: [{file: 'assets/css/17896441.css'}]},
    '518': {js: [{file: 'assets/js/8b3a140c.js'}], css: [{file: 'assets/css/8b3a140c.css'}]},
  },
};

const groups: LazyChunkGroup[] = [
  {name: '17896441', requests: ['@theme/DocItem'], files: ['assets/js/3420.js', 'assets/js/17896441.js', 'assets/css/17896441.css']},
  {name: '8b3a140c', requests: ['@site/src/pages/contact.tsx'], files: ['assets/js/8b3a140c.js', 'assets/css/8b3a140c.css']},
  {name: '4f1e', requests: ['@generated/some-data.json'], files: ['assets/js/4f1e.js']},
];

/** What Docusaurus links in a page that rendered these modules: its stylesheets and scripts. */
function linked(m: ClientManifest, modules: string[]): {css: string[]; js: string[]} {
  const bundles = getBundles(m, [...m.entrypoints, ...modules]);
  return {css: (bundles.css ?? []).map((b) => b.file), js: (bundles.js ?? []).map((b) => b.file)};
}

describe('withRouteStyles', () => {
  it('without it, a page links the entry stylesheet only: Docusaurus reports modules by request, the manifest knows chunk names', () => {
    expect(linked(manifest, ['@theme/DocItem']).css).toEqual(['assets/css/styles.css']);
  });

  it('links a rendered route’s stylesheets after the entry’s', () => {
    const m = withRouteStyles(manifest, groups, '/it/');
    expect(linked(m, ['@theme/DocItem']).css).toEqual(['assets/css/styles.css', 'assets/css/17896441.css']);
    expect(linked(m, ['@site/src/pages/contact.tsx', '@theme/DocItem']).css).toEqual([
      'assets/css/styles.css',
      'assets/css/8b3a140c.css',
      'assets/css/17896441.css',
    ]);
  });

  it('adds no script: the page’s scripts stay the entry’s', () => {
    const m = withRouteStyles(manifest, groups, '/it/');
    expect(linked(m, ['@theme/DocItem', '@site/src/pages/contact.tsx']).js).toEqual(linked(manifest, []).js);
  });

  it('leaves a page that rendered no route of those alone, and adds nothing for a group without stylesheets', () => {
    const m = withRouteStyles(manifest, groups, '/it/');
    expect(linked(m, ['@generated/some-data.json']).css).toEqual(['assets/css/styles.css']);
    expect(m.origins['@generated/some-data.json']).toBeUndefined();
  });

  it('keeps an entry the manifest already has under a request', () => {
    const known = {...manifest, origins: {...manifest.origins, '@theme/DocItem': ['3420']}};
    expect(withRouteStyles(known, groups, '/').origins['@theme/DocItem']).toEqual(['3420']);
  });
});
