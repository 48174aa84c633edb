/**
 * Remark plugin for the docs: a manual page is its front matter, its own
 * prose and the tag <ManualSections />, which this expands into the shared
 * sections its product has (src/domain/manuals.ts), imported from the same
 * docs folder as the page (so a translated page gets the translated
 * partials). Manual components (<ProductFact>, <Illustration>…) need no
 * import in pages and partials: this adds it, only to the files that use
 * them, so no other page's JavaScript grows. The site says where its
 * components are (option `components`, e.g. '@site/src/components'): a
 * plugin does not reach into the site's folders by itself.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Root, RootContent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx';
import type {VFile} from 'vfile';
import {getProduct} from '../../src/domain/catalog';
import {MANUAL_COMPONENTS, SECTIONS_TAG, docsRootOf, manualSections, sectionFile} from '../../src/domain/manuals';

/** `import Name from 'source'` as MDX's ESM node, with the syntax tree the compiler and Docusaurus's ToC read. */
function importNode(name: string, source: string): RootContent {
  return {
    type: 'mdxjsEsm',
    value: `import ${name} from ${JSON.stringify(source)};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name}}],
            source: {type: 'Literal', value: source, raw: JSON.stringify(source)},
            attributes: [],
          },
        ],
      },
    },
  };
}

/** Names already imported by the file. */
function importedNames(tree: Root): Set<string> {
  const names = new Set<string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type === 'ImportDeclaration') for (const s of statement.specifiers) names.add(s.local.name);
    }
  }
  return names;
}

/** Names of the JSX elements anywhere in the tree. */
function usedNames(node: {type: string; name?: string | null; children?: unknown[]}, names = new Set<string>()): Set<string> {
  if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name) names.add(node.name);
  for (const child of node.children ?? []) usedNames(child as typeof node, names);
  return names;
}

function fail(file: VFile, message: string): never {
  throw new Error(`${path.relative(process.cwd(), file.path)}: ${message}`);
}

/**
 * The sections of the page's product in place of the tag: imported, inside
 * the site's <ManualSections> component, which keeps their server-rendered
 * HTML on a page's first load.
 */
function expandSections(tree: Root, file: VFile, components: string): void {
  const at = tree.children.findIndex((n) => n.type === 'mdxJsxFlowElement' && n.name === SECTIONS_TAG);
  if (at === -1) return;
  const productId = (file.data as {frontMatter?: {product?: unknown}}).frontMatter?.product;
  if (typeof productId !== 'string') fail(file, `<${SECTIONS_TAG} /> needs the front matter "product: <product id>"`);
  const product = getProduct(productId) ?? fail(file, `front matter "product: ${productId}" is not in the catalog`);
  const docs = docsRootOf(file.path) ?? fail(file, `<${SECTIONS_TAG} /> works in manual pages under docs/ only`);
  const sections = manualSections(product).map((section, i) => {
    const target = path.join(docs.root, sectionFile(section));
    if (!fs.existsSync(target))
      fail(
        file,
        `its ${section.name} section, ${path.relative(process.cwd(), target)}, does not exist: write it (or translate it from docs/${sectionFile(section)})`,
      );
    let source = path.relative(path.dirname(file.path), target).split(path.sep).join('/');
    if (!source.startsWith('.')) source = `./${source}`;
    return {name: `ManualSection${i + 1}`, source};
  });
  const elements = sections.map(({name}): MdxJsxFlowElement => ({type: 'mdxJsxFlowElement', name, attributes: [], children: []}));
  tree.children.splice(at, 1, {type: 'mdxJsxFlowElement', name: SECTIONS_TAG, attributes: [], children: elements});
  tree.children.unshift(importNode(SECTIONS_TAG, `${components}/${SECTIONS_TAG}`), ...sections.map(({name, source}) => importNode(name, source)));
}

export interface RemarkManualOptions {
  /** The import path of the folder holding one folder per manual component (`<components>/ProductFact`). */
  readonly components: string;
}

export default function remarkManual(options: RemarkManualOptions) {
  if (!options?.components)
    throw new Error('remarkManual needs the option "components": the import path of the folder of the site’s manual components (docusaurus.config.ts)');
  return (tree: Root, file: VFile): void => {
    expandSections(tree, file, options.components);
    const imported = importedNames(tree);
    const used = usedNames(tree);
    const missing = MANUAL_COMPONENTS.filter((c) => used.has(c) && !imported.has(c));
    tree.children.unshift(...missing.map((c) => importNode(c, `${options.components}/${c}`)));
  };
}
