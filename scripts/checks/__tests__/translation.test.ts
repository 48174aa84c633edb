import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {localeDocsFolder, missingTranslations} from '../translation.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'translation-check-'));
afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

function write(rel: string, text = '## Title {/* #title */}\n'): string {
  fs.mkdirSync(path.dirname(path.join(dir, rel)), {recursive: true});
  fs.writeFileSync(path.join(dir, rel), text);
  return path.join(dir, rel);
}

describe('missingTranslations', () => {
  const english = [
    write('docs/flow/125.mdx'),
    write('docs/flow/110.mdx'),
    write('docs/_manuals/scooter-2w/_folding.mdx'),
    write('docs/_manuals/scooter-2w/_safety.mdx'),
  ];
  write('i18n/fr/docusaurus-plugin-content-docs/current/flow/110.mdx');
  write('i18n/fr/docusaurus-plugin-content-docs/current/_manuals/scooter-2w/_safety.mdx');

  it('names each English page and partial a locale lacks', () => {
    fs.rmSync(path.join(dir, 'i18n/fr/translation-sources.json'), {force: true});
    expect(missingTranslations(dir, 'fr', english)).toEqual([
      'i18n/fr/docusaurus-plugin-content-docs/current/flow/125.mdx: missing: docs/flow/125.mdx has no fr translation, so the fr site would show it in English. Translate it, or leave it in English on purpose with "docs/flow/125.mdx": "untranslated" in i18n/fr/translation-sources.json',
      'i18n/fr/docusaurus-plugin-content-docs/current/_manuals/scooter-2w/_folding.mdx: missing: docs/_manuals/scooter-2w/_folding.mdx has no fr translation, and the fr pages that include it cannot be built. Translate it.',
    ]);
  });

  it('accepts a page recorded as untranslated on purpose, but never a partial', () => {
    write('i18n/fr/translation-sources.json', JSON.stringify({'docs/flow/125.mdx': 'untranslated', 'docs/_manuals/scooter-2w/_folding.mdx': 'untranslated'}));
    expect(missingTranslations(dir, 'fr', english)).toEqual([
      expect.stringMatching(/^i18n\/fr\/docusaurus-plugin-content-docs\/current\/_manuals\/scooter-2w\/_folding\.mdx: missing: /),
    ]);
  });

  it('passes a locale that has every file', () => {
    expect(missingTranslations(dir, 'fr', english.slice(1, 2))).toEqual([]);
    expect(missingTranslations(root, 'de', [path.join(root, 'docs/flow/125.mdx'), path.join(root, 'docs/_manuals/scooter-2w/_folding.mdx')])).toEqual([]);
  });

  it('knows the English folder of a locale folder given to check:manuals', () => {
    expect(localeDocsFolder(dir, 'i18n/fr/docusaurus-plugin-content-docs/current/flow')).toEqual({locale: 'fr', english: path.join(dir, 'docs/flow')});
    expect(localeDocsFolder(dir, 'i18n/zh-Hant/docusaurus-plugin-content-docs/current')).toEqual({locale: 'zh-Hant', english: path.join(dir, 'docs')});
    expect(localeDocsFolder(dir, 'docs')).toBeUndefined();
  });
});
