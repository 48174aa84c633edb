import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {getProduct} from '../../../src/data/catalog/index.ts';
import {manualSections} from '../../../src/data/manuals.ts';
import {checkManualFile} from '../manuals.mts';

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
    expect(problems[0]).toBe('docs/flow/125.mdx:7: <ProductFakt> is neither imported nor a manual component (ManualHeader, ProductFact, IfProduct, Illustration, SpecTable)');
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
