import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkFrontmatter from 'remark-frontmatter';
import {VFile} from 'vfile';
import type {Root} from 'mdast';
import {getProduct} from '../../../src/domain/catalog';
import {manualSections} from '../../../src/domain/manuals';
import remarkManual from '../remarkManual';

const root = path.resolve(__dirname, '../../..');

function run(file: string, text: string, frontMatter: object = {}): Root {
  const processor = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx);
  const vfile = new VFile({value: text, path: path.join(root, file), data: {frontMatter}});
  const tree = processor.parse(vfile);
  remarkManual({components: '@site/src/components'})(tree, vfile);
  return tree;
}

const imports = (tree: Root): string[] =>
  tree.children.flatMap((n) =>
    n.type === 'mdxjsEsm'
      ? n.data!.estree!.body.map(
          (s) => `${(s as {specifiers: {local: {name: string}}[]}).specifiers[0]!.local.name} ${String((s as {source: {value: string}}).source.value)}`,
        )
      : [],
  );
const elements = (tree: Root): string[] => tree.children.flatMap((n) => (n.type === 'mdxJsxFlowElement' ? [n.name ?? ''] : []));

describe('remarkManual', () => {
  it("expands <ManualSections /> into the product's sections, from the page's own docs folder", () => {
    const page = '---\nproduct: flow/125\n---\n\n<ManualHeader />\n\nOwn words.\n\n<ManualSections />\n';
    const english = run('docs/flow/125.mdx', page, {product: 'flow/125'});
    expect(imports(english)).toContain('ManualSection1 ../_manuals/scooter-2w/_intended-use.mdx');
    const count = manualSections(getProduct('flow/125')!).length;
    expect(imports(english)).toContain(`ManualSection${count} ../_manuals/common/_warranty.mdx`);
    expect(imports(english)).toContain('ManualHeader @site/src/components/ManualHeader');
    expect(imports(english)).toContain('ManualSections @site/src/components/ManualSections');
    // One element, which keeps the sections' server-rendered HTML on a first load, holds them all.
    expect(elements(english)).toEqual(['ManualHeader', 'ManualSections']);
    const wrapper = english.children.find((n) => n.type === 'mdxJsxFlowElement' && n.name === 'ManualSections');
    expect(wrapper && 'children' in wrapper && wrapper.children.map((n) => (n as {name: string}).name)).toEqual(
      Array.from({length: count}, (_, i) => `ManualSection${i + 1}`),
    );
    const italian = run('i18n/it/docusaurus-plugin-content-docs/current/flow/125.mdx', page, {product: 'flow/125'});
    // The same relative path, which resolves to the Italian partials.
    expect(imports(italian)).toContain('ManualSection1 ../_manuals/scooter-2w/_intended-use.mdx');
  });

  it('imports manual components only where they are used and not imported', () => {
    const partial =
      'import Illustration from \'@site/src/components/Illustration\';\n\n<Illustration name="steps/fold" />\n\nA <ProductFact name="age" /> fact.\n';
    expect(imports(run('docs/_manuals/scooter-2w/_folding.mdx', partial))).toEqual([
      'ProductFact @site/src/components/ProductFact',
      'Illustration @site/src/components/Illustration',
    ]);
    expect(imports(run('docs/faq.mdx', 'No components here.\n'))).toEqual([]);
  });

  it('fails naming the file when the page names no product of the catalog', () => {
    expect(() => run('docs/flow/125.mdx', '<ManualSections />\n')).toThrow(/docs\/flow\/125\.mdx: <ManualSections \/> needs the front matter "product/);
    expect(() => run('docs/flow/999.mdx', '<ManualSections />\n', {product: 'flow/999'})).toThrow(/"product: flow\/999" is not in the catalog/);
  });
});
