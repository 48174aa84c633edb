import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {getProduct} from '../../../src/domain/catalog/index.ts';
import {manualSections} from '../../../src/domain/manuals.ts';
import {checkManualFile} from '../manualSource.mts';

const root = path.resolve(import.meta.dirname, '../../..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'manual-check-'));
afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

/** Writes a manual whose front matter is four lines long, so line numbers must count it. */
function manual(name: string, body: string): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, `---\nproduct: flow/125\ntitle: Test\n---\n${body}`);
  return file;
}

describe('checkManualFile', () => {
  it('passes a real manual and a real translation', async () => {
    expect(await checkManualFile(root, path.join(root, 'docs/flow/125.mdx'))).toEqual([]);
    expect(await checkManualFile(root, path.join(root, 'i18n/zh-Hant/docusaurus-plugin-content-docs/current/flow/125.mdx'))).toEqual([]);
  });

  it('checks <ManualSections /> against the catalog, and components used without import', async () => {
    const docs = fs.mkdtempSync(path.join(dir, 'site-'));
    const page = path.join(docs, 'docs', 'flow', '125.mdx');
    fs.mkdirSync(path.dirname(page), {recursive: true});
    fs.writeFileSync(page, '---\nproduct: flow/125\n---\n\n<ManualHeader />\n\n<ProductFakt name="age" />\n\n<ManualSections />\n');
    const problems = await checkManualFile(docs, page);
    expect(problems[0]).toBe(
      'docs/flow/125.mdx:7: <ProductFakt> is neither imported nor a manual component (ManualHeader, ProductFact, IfProduct, Illustration, SpecTable)',
    );
    // No partial exists in this folder: every section of the Flow 125 is reported.
    expect(problems).toContain('docs/flow/125.mdx:9: section docs/_manuals/scooter-2w/_safety.mdx of flow/125 does not exist');
    expect(problems).toHaveLength(1 + manualSections(getProduct('flow/125')!).length);
  });

  it('finds a missing partial whatever the quotes, on the line of its import', async () => {
    const file = manual(
      'imports.mdx',
      `\nimport Fact from "@site/src/components/ProductFact";\nimport Gone from "./_gone.mdx";\nimport Also from './_also-gone.mdx';\n`,
    );
    const problems = await checkManualFile(root, file);
    expect(problems).toEqual([
      expect.stringMatching(/imports\.mdx:7: import '\.\/_gone\.mdx' not found$/),
      expect.stringMatching(/imports\.mdx:8: import '\.\/_also-gone\.mdx' not found$/),
    ]);
  });

  it('names an unknown fact and a missing drawing with their lines, under any import name', async () => {
    const file = manual(
      'facts.mdx',
      [
        '',
        "import Fact from '@site/src/components/ProductFact';",
        "import Drawing from '@site/src/components/Illustration';",
        '',
        'Up to <Fact name="maxRiderKg" /> or <Fact name="noSuchFact" />.',
        '',
        '<Drawing name="steps/no-such-drawing" alt="x" />',
      ].join('\n'),
    );
    const problems = await checkManualFile(root, file);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/facts\.mdx:9: unknown fact "noSuchFact"/);
    expect(problems[1]).toMatch(/facts\.mdx:11: drawing static\/img\/illustrations\/steps\/no-such-drawing\.svg is missing/);
  });

  it('reports a syntax error on its line in the file', async () => {
    const file = manual('broken.mdx', '\nText\n\n<Unclosed>\n');
    const [problem] = await checkManualFile(root, file);
    expect(problem).toMatch(/broken\.mdx:8: does not compile/);
  });
});

/** An English partial with every kind of thing a translation keeps, one per line as numbered here. */
const ENGLISH = [
  '## Folding {/* #folding */}', // 1
  '',
  '<IfProduct may="foldable">', // 3
  '',
  'Not every model folds.',
  '',
  '</IfProduct>',
  '',
  ':::warning', // 9
  '',
  'Keep fingers away from the folding joint.',
  '',
  ':::',
  '',
  '### Fold the scooter {/* #fold */}', // 15
  '',
  '1. Press the safety button.', // 17
  '2. Open the folding lever.',
  '3. Push the stem down.',
  '',
  '<Illustration name="steps/fold" alt="The folding lever opens." />', // 21
  '',
  'The handlebar is <ProductFact name="handlebar" /> wide.', // 23
  '',
].join('\n');

/** Its Spanish translation, line for line. */
const SPANISH = ENGLISH.replace('Folding {', 'Plegado {')
  .replace('Not every model folds.', 'No todos los modelos se pliegan.')
  .replace('Keep fingers away from the folding joint.', 'Mantén los dedos alejados del mecanismo de plegado.')
  .replace('Fold the scooter {', 'Plegar el patinete {')
  .replace('1. Press the safety button.', '1. Pulsa el botón de seguridad.')
  .replace('2. Open the folding lever.', '2. Abre la palanca de plegado.')
  .replace('3. Push the stem down.', '3. Baja la columna.')
  .replace('alt="The folding lever opens."', 'alt="La palanca de plegado se abre."')
  .replace('The handlebar is', 'El manillar mide');

const PARTIAL = '_manuals/scooter-2w/_folding.mdx';
const TRANSLATED = `i18n/es/docusaurus-plugin-content-docs/current/${PARTIAL}`;

/** A site folder with an English partial, its Spanish translation and the drawing they show. */
function site(english: string, spanish: string): {site: string; english: string; spanish: string} {
  const folder = fs.mkdtempSync(path.join(dir, 'site-'));
  const write = (rel: string, text: string): string => {
    fs.mkdirSync(path.dirname(path.join(folder, rel)), {recursive: true});
    fs.writeFileSync(path.join(folder, rel), text);
    return path.join(folder, rel);
  };
  write('static/img/illustrations/steps/fold.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return {site: folder, english: write(`docs/${PARTIAL}`, english), spanish: write(TRANSLATED, spanish)};
}

describe("editors' mistakes that would ship silently", () => {
  it('passes a correct English partial and its complete translation', async () => {
    const s = site(ENGLISH, SPANISH);
    expect(await checkManualFile(s.site, s.english)).toEqual([]);
    expect(await checkManualFile(s.site, s.spanish)).toEqual([]);
  });

  it('rejects an <IfProduct> naming an unknown feature, product type, audience or fact, on its line', async () => {
    const s = site(
      ENGLISH.replace('<IfProduct may="foldable">', '<IfProduct has="foldabel">')
        .replace('<Illustration', '<IfProduct type="scoter-2w">Text</IfProduct> <IfProduct audience="kids">Text</IfProduct>\n\n<Illustration')
        .replace('The handlebar is', '<IfProduct fact="handlebarr">The handlebar is</IfProduct>'),
      SPANISH,
    );
    const problems = await checkManualFile(s.site, s.english);
    expect(problems).toEqual([
      expect.stringMatching(/^docs\/_manuals\/scooter-2w\/_folding\.mdx:3: <IfProduct>: has="foldabel" is not a catalog feature; use one of foldable, /),
      expect.stringMatching(/^docs\/_manuals\/scooter-2w\/_folding\.mdx:21: <IfProduct>: type="scoter-2w" is not a product type; use one of .*scooter-2w/),
      expect.stringMatching(/^docs\/_manuals\/scooter-2w\/_folding\.mdx:21: <IfProduct>: audience="kids" is not a audience; use one of /),
      expect.stringMatching(/^docs\/_manuals\/scooter-2w\/_folding\.mdx:25: <IfProduct>: fact="handlebarr" is not a catalog fact; use one of .*handlebar/),
    ]);
    // The translation, right as it is, is not told to copy the typo.
    expect(await checkManualFile(s.site, s.spanish)).toEqual([]);
  });

  it('reports an emptied or cut-short translation, and a lost step or warning box, on the line where it is missing', async () => {
    const empty = site(ENGLISH, '');
    expect(await checkManualFile(empty.site, empty.spanish)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${TRANSLATED}:1: has none of the content of the English page: from docs/${PARTIAL}:1 on, heading anchor #folding, the condition <IfProduct may="foldable">, a :::warning box, heading anchor #fold and 3 more are missing`,
        ),
      ),
    ]);
    const cut = site(ENGLISH, SPANISH.split('\n').slice(0, 16).join('\n'));
    expect(await checkManualFile(cut.site, cut.spanish)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${TRANSLATED}:15: stops before the end of the English page: from docs/${PARTIAL}:17 on, a numbered list of 3 steps, the drawing <Illustration name="steps/fold">, the fact <ProductFact name="handlebar"> are missing`,
        ),
      ),
    ]);
    const lost = site(
      ENGLISH,
      SPANISH.replace('2. Abre la palanca de plegado.\n', '').replace(':::warning\n\nMantén los dedos alejados del mecanismo de plegado.\n\n:::\n\n', ''),
    );
    expect(await checkManualFile(lost.site, lost.spanish)).toEqual([
      `${TRANSLATED}:9: a :::warning box of the English page (docs/${PARTIAL}:9) is missing before this line`,
      `${TRANSLATED}:11: this numbered list has 2 steps where the English page has 3 (docs/${PARTIAL}:17)`,
    ]);
    const weaker = site(
      ENGLISH,
      SPANISH.replace(':::warning', ':::caution').replace('## Plegado {/* #folding */}', '## Plegado {/* #folding */}\n\n### Extra'),
    );
    expect(await checkManualFile(weaker.site, weaker.spanish)).toEqual([
      `${TRANSLATED}:3: a ### heading without anchor is not in the English page (docs/${PARTIAL}): remove it or add it there first`,
      `${TRANSLATED}:11: a :::caution box stands where the English page has a :::warning box (docs/${PARTIAL}:9): keep each warning box and its level`,
    ]);
  });

  it('names a heading anchor renamed in translation, with what it found instead', async () => {
    const s = site(ENGLISH, SPANISH.replace('{/* #fold */}', '{/* #plegar */}'));
    expect(await checkManualFile(s.site, s.spanish)).toEqual([
      `${TRANSLATED}:15: heading anchor #fold of the English page is missing (found #plegar; English: docs/${PARTIAL}:15)`,
    ]);
    const dropped = site(ENGLISH, SPANISH.replace(' {/* #fold */}', ''));
    expect(await checkManualFile(dropped.site, dropped.spanish)).toEqual([
      `${TRANSLATED}:15: heading anchor #fold of the English page is missing (found a heading without anchor; English: docs/${PARTIAL}:15)`,
    ]);
  });

  it('rejects a drawing without alt text or with an empty one, in English and in translation', async () => {
    const s = site(ENGLISH.replace(' alt="The folding lever opens."', ''), SPANISH.replace('alt="La palanca de plegado se abre."', 'alt=" "'));
    expect(await checkManualFile(s.site, s.english)).toEqual([
      `docs/${PARTIAL}:21: <Illustration name="steps/fold"> has no alt text: add alt="…" saying what the drawing shows, for readers who cannot see it`,
    ]);
    expect(await checkManualFile(s.site, s.spanish)).toEqual([
      `${TRANSLATED}:21: <Illustration name="steps/fold"> has an empty alt text: add alt="…" saying what the drawing shows, for readers who cannot see it`,
    ]);
  });
});
