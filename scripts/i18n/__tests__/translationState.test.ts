import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {contentHash, readManifest, sourceFiles, sourceState, writeManifest} from '../translationState';

let root: string;
const write = (rel: string, text: string): void => {
  fs.mkdirSync(path.dirname(path.join(root, rel)), {recursive: true});
  fs.writeFileSync(path.join(root, rel), text);
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-sources-'));
  write('docs/flow/125.mdx', 'English manual');
  write('docs/_manuals/common/_warranty.mdx', 'Warranty');
  write('blog/authors.yml', 'a: {name: A}');
  write('src/pages/faq.mdx', 'FAQ');
  write('src/pages/index.tsx', 'not content');
});
afterEach(() => fs.rmSync(root, {recursive: true, force: true}));

describe('translation sources', () => {
  it('lists the Markdown, MDX and YAML content and where each translation goes', () => {
    expect(sourceFiles(root).map((f) => `${f.source} -> ${f.target}`).sort()).toEqual([
      'blog/authors.yml -> docusaurus-plugin-content-blog/authors.yml',
      'docs/_manuals/common/_warranty.mdx -> docusaurus-plugin-content-docs/current/_manuals/common/_warranty.mdx',
      'docs/flow/125.mdx -> docusaurus-plugin-content-docs/current/flow/125.mdx',
      'src/pages/faq.mdx -> docusaurus-plugin-content-pages/faq.mdx',
    ]);
  });

  it('tells missing, unrecorded, fresh and stale translations apart', () => {
    const manual = sourceFiles(root).find((f) => f.source === 'docs/flow/125.mdx')!;
    expect(sourceState(root, 'it', manual, {})).toBe('missing');
    write('i18n/it/docusaurus-plugin-content-docs/current/flow/125.mdx', 'Manuale');
    expect(sourceState(root, 'it', manual, {})).toBe('unrecorded');
    writeManifest(root, 'it', {'docs/flow/125.mdx': contentHash('English manual')});
    expect(sourceState(root, 'it', manual, readManifest(root, 'it'))).toBe('fresh');
    write('docs/flow/125.mdx', 'English manual, corrected');
    expect(sourceState(root, 'it', manual, readManifest(root, 'it'))).toBe('stale');
  });

  it('names the manifest file when it is not an object', () => {
    write('i18n/it/translation-sources.json', '[]');
    expect(() => readManifest(root, 'it')).toThrow(/i18n\/it\/translation-sources\.json/);
  });
});
