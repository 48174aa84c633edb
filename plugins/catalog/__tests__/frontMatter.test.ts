import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {getProduct} from '../../../src/domain/catalog';
import type {ManualPageFacts} from '../../../src/domain/manualFacts';
import {createParseFrontMatter, docIdFromPath} from '../frontMatter';
import {checkManualCoverage} from '../index';

const siteDir = path.resolve(__dirname, '../../..');
const parse = createParseFrontMatter(siteDir);

async function frontMatterOf(file: string, body: string) {
  return parse({
    filePath: path.join(siteDir, file),
    fileContent: body,
    defaultParseFrontMatter: async ({fileContent}) => {
      const match = /^---\n([\s\S]*?)\n---/.exec(fileContent);
      const frontMatter = Object.fromEntries((match?.[1] ?? '').split('\n').map((line) => line.split(': ') as [string, string]));
      return {frontMatter, content: fileContent};
    },
  });
}

describe('manual front matter', () => {
  it('comes from the catalog', async () => {
    const {frontMatter} = await frontMatterOf('docs/flow/125-770.mdx', '---\nproduct: flow/125-770\n---\n');
    expect(frontMatter).toMatchObject({
      title: 'Flow 125 (770)',
      sidebar_label: 'Flow 125 (770)',
      description: expect.stringContaining('Flow 125 (770)'),
      keywords: expect.arrayContaining(['770', 'Flow']),
      productData: getProduct('flow/125-770'),
    });
  });

  it('carries the product’s facts formatted for the locale being built, labels translated', async () => {
    const facts = async (file: string) => (await frontMatterOf(file, '---\nproduct: flow/125-770\n---\n')).frontMatter.manualFacts as ManualPageFacts;
    const en = await facts('docs/flow/125-770.mdx');
    expect(en.header).toContainEqual({label: 'Reference number', value: '770'});
    expect(en.spec[0]).toEqual({label: 'Product', value: 'Flow 125'});
    expect(en.prose.references).toBe('770');
    const previous = process.env.DOCUSAURUS_CURRENT_LOCALE;
    process.env.DOCUSAURUS_CURRENT_LOCALE = 'it';
    try {
      const it = await facts('i18n/it/docusaurus-plugin-content-docs/current/flow/125-770.mdx');
      expect(it.header).toContainEqual({label: 'Numero di riferimento', value: '770'});
      expect(it.lead).toContain('Flow 125 (770)');
      expect(it.lead).not.toBe(en.lead);
    } finally {
      if (previous === undefined) delete process.env.DOCUSAURUS_CURRENT_LOCALE;
      else process.env.DOCUSAURUS_CURRENT_LOCALE = previous;
    }
  });

  it('fails for an unknown product or a file in the wrong place', async () => {
    await expect(frontMatterOf('docs/flow/nope.mdx', '---\nproduct: flow/nope\n---\n')).rejects.toThrow(
      /docs\/flow\/nope\.mdx: front matter "product: flow\/nope" is not in the catalog/,
    );
    await expect(frontMatterOf('docs/flow/125.mdx', '---\nproduct: gs/360\n---\n')).rejects.toThrow(/must live at docs\/gs\/360\.mdx/);
  });

  it('finds the doc id of English and translated files', () => {
    expect(docIdFromPath('/site/docs/flow/125.mdx')).toBe('flow/125');
    expect(docIdFromPath('/site/i18n/it/docusaurus-plugin-content-docs/current/go-up/deluxe.mdx')).toBe('go-up/deluxe');
  });

  it('every catalog product has its English manual', () => {
    expect(checkManualCoverage(path.join(siteDir, 'docs'))).toEqual([]);
  });
});
