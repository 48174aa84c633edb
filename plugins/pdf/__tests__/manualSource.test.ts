import {describe, expect, it} from 'vitest';
import {loadManual} from '../manualSource';
import {fixtureSite} from './fixtures';

const page = (body: string) => `---\nproduct: flow/125\n---\n\nimport Safety from '../_manuals/x/_safety.mdx';\n\n${body}`;

describe('loadManual', () => {
  it('inlines imported partials in place, with their own imports', () => {
    const {dir} = fixtureSite({
      'docs/flow/125.mdx': page('Intro.\n\n<Safety />\n\nOutro.'),
      'docs/_manuals/x/_safety.mdx': 'import Fact from \'@site/src/components/ProductFact\';\n\n## Safety {/* #safety */}\n\nUp to <Fact name="maxRiderKg" />.',
    });
    const manual = loadManual(dir, 'en', 'en', 'flow/125');
    expect(manual.files.map((f) => f.path)).toEqual(['docs/flow/125.mdx', 'docs/_manuals/x/_safety.mdx']);
    expect(manual.tree.children.map((n) => n.type)).toEqual(['paragraph', 'heading', 'paragraph', 'paragraph']);
    const fact = JSON.stringify(manual.tree.children[2]);
    // The local name <Fact> becomes the component it imports.
    expect(fact).toContain('"name":"ProductFact"');
    expect(fact).toContain('"sourceFile":"docs/_manuals/x/_safety.mdx"');
  });

  it('uses the translation of a locale and falls back to English without one', () => {
    const {dir} = fixtureSite({
      'docs/flow/125.mdx': 'English text.',
      'i18n/it/docusaurus-plugin-content-docs/current/flow/125.mdx': 'Testo italiano.',
    });
    expect(loadManual(dir, 'it', 'en', 'flow/125')).toMatchObject({
      translated: true,
      files: [{path: 'i18n/it/docusaurus-plugin-content-docs/current/flow/125.mdx'}],
    });
    expect(loadManual(dir, 'de', 'en', 'flow/125')).toMatchObject({translated: false, files: [{path: 'docs/flow/125.mdx'}]});
  });

  it('collects the drawings a manual shows', () => {
    const {dir} = fixtureSite({
      'docs/flow/125.mdx': 'import Illustration from \'@site/src/components/Illustration\';\n\n<Illustration name="steps/fold" alt="Folding" />',
    });
    expect([...loadManual(dir, 'en', 'en', 'flow/125').drawings]).toEqual([['steps/fold', 'docs/flow/125.mdx']]);
  });

  it('fails on an unknown component, naming file and line', () => {
    const {dir} = fixtureSite({'docs/flow/125.mdx': 'Text.\n\n<Tabs />'});
    expect(() => loadManual(dir, 'en', 'en', 'flow/125')).toThrow('docs/flow/125.mdx:3: unknown JSX component <Tabs>');
  });

  it('fails on a component the PDF cannot print, and on a missing partial', () => {
    const {dir, write} = fixtureSite({
      'docs/flow/125.mdx': "import ManualFinder from '@site/src/components/ManualFinder';\n\n<ManualFinder />",
    });
    expect(() => loadManual(dir, 'en', 'en', 'flow/125')).toThrow(/docs\/flow\/125\.mdx:3: component <ManualFinder>.*cannot be printed/);
    write('docs/flow/125.mdx', page('<Safety />'));
    expect(() => loadManual(dir, 'en', 'en', 'flow/125')).toThrow('docs/flow/125.mdx:7: imports "docs/_manuals/x/_safety.mdx", which does not exist');
  });
});
