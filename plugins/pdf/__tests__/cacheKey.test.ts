import {describe, expect, it} from 'vitest';
import {cacheKey, environmentKey, type CacheKeyParts} from '../cacheKey';
import {fixtureSite} from './fixtures';

const parts: CacheKeyParts = {
  environment: 'env',
  locale: 'it',
  docId: 'flow/125',
  product: {id: 'flow/125', maxRiderKg: 100, features: ['kickstand']},
  messages: {'pdf.contents': 'Indice'},
  files: [
    {path: 'docs/flow/125.mdx', text: 'page'},
    {path: 'docs/_manuals/x/_safety.mdx', text: 'partial'},
  ],
  drawings: [{name: 'steps/fold', text: '<svg/>'}],
  printed: {brand: 'Globber', edition: 1},
};

describe('cacheKey', () => {
  it('is stable for the same content, whatever the order of object keys', () => {
    expect(cacheKey(parts)).toBe(cacheKey({...parts, product: {features: ['kickstand'], maxRiderKg: 100, id: 'flow/125'}}));
  });

  it('changes with the page, each partial, the catalog entry, the messages, drawings and printed settings', () => {
    const key = cacheKey(parts);
    const changed: Partial<CacheKeyParts>[] = [
      {files: [parts.files[0]!, {path: 'docs/_manuals/x/_safety.mdx', text: 'partial, edited'}]},
      {product: {...(parts.product as object), maxRiderKg: 90}},
      {messages: {'pdf.contents': 'Sommario'}},
      {drawings: [{name: 'steps/fold', text: '<svg><path/></svg>'}]},
      {printed: {brand: 'Other', edition: 1}},
      {environment: 'new renderer'},
      {locale: 'de'},
    ];
    for (const change of changed) expect(cacheKey({...parts, ...change}), JSON.stringify(change)).not.toBe(key);
  });
});

describe('environmentKey', () => {
  it('changes with the plugin code, the shared build and domain code and the fonts', () => {
    const {dir, write} = fixtureSite({
      'plugins/pdf/render/document.ts': 'v1',
      'plugins/pdf/__tests__/x.test.ts': 'tests do not count',
      'src/domain/formatFacts.ts': 'v1',
      'src/domain/catalog/index.ts': 'v1',
      'plugins/shared/codeTranslations.ts': 'v1',
      'src/domain/manuals.ts': 'v1',
      'src/domain/catalog/data.ts': 'v1',
      'src/domain/labels.ts': 'v1',
      'plugins/catalog/frontMatter.ts': 'v1',
      'plugins/short-links/links.ts': 'v1',
      'font.woff': 'font v1',
    });
    const key = () => environmentKey(dir, [`${dir}/font.woff`]);
    const first = key();
    write('plugins/pdf/__tests__/x.test.ts', 'edited test');
    expect(key()).toBe(first);
    write('plugins/pdf/render/document.ts', 'v2');
    const second = key();
    expect(second).not.toBe(first);
    write('src/domain/formatFacts.ts', 'v2');
    const third = key();
    expect(third).not.toBe(second);
    // A product's facts are in its own PDF's key: editing one does not re-render every PDF.
    write('src/domain/catalog/data.ts', 'v2');
    expect(key()).toBe(third);
    // The short link printed on every PDF comes from another plugin's module.
    write('plugins/short-links/links.ts', 'v2');
    const fourth = key();
    expect(fourth).not.toBe(third);
    write('font.woff', 'font v2');
    expect(key()).not.toBe(fourth);
  });
});
