/**
 * Checks of one manual source on its syntax tree: it compiles, its imports
 * exist, every component is imported or a manual component, <ProductFact
 * name> is a known fact, <IfProduct> names known features, types,
 * audiences and facts (the catalog's own lists, plugins/pdf/select.ts),
 * <Illustration name> has its SVG file and a non-empty alt text, a
 * translation keeps its English file's headings and their anchors, warning
 * boxes, numbered steps, conditions, drawings and facts (./translation.ts), and
 * <ManualSections /> is in a page whose product's sections all exist in its
 * docs folder (src/domain/manuals.ts, as the site and the PDFs read them).
 * Problems name the file and line (front matter included).
 */
import fs from 'node:fs';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import type {Root} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import {getProduct} from '../../src/domain/catalog/index.ts';
import {MANUAL_COMPONENTS, SECTIONS_TAG, docsRootOf, manualSections, sectionFile} from '../../src/domain/manuals.ts';
import {FACT_NAMES} from '../../src/domain/formatFacts.ts';
import {importsOf, parseMdx} from '../../plugins/pdf/mdx.ts';
import {attributesOf, conditionOf} from '../../plugins/pdf/select.ts';
import {translationProblems} from './translation.ts';

/** Where an import points on disk, or undefined for a package. */
function importTarget(root: string, file: string, source: string): string | undefined {
  if (source.startsWith('@site/')) return path.join(root, source.slice('@site/'.length));
  if (source.startsWith('.')) return path.resolve(path.dirname(file), source);
  return undefined;
}

/** A module on disk as the bundler resolves it: the file, or with a script extension, or a folder's index. */
function moduleExists(target: string): boolean {
  const candidates = [target, ...['.ts', '.tsx', '.js', '.mdx', '.md'].flatMap((ext) => [`${target}${ext}`, path.join(target, `index${ext}`)])];
  return candidates.some((c) => fs.existsSync(c) && fs.statSync(c).isFile());
}

function stringProp(node: MdxJsxFlowElement | MdxJsxTextElement, name: string): string | undefined {
  const attribute = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof attribute?.value === 'string' ? attribute.value : undefined;
}

/** Every JSX element of the tree, nested ones included. */
function* jsxElements(node: {type: string; children?: unknown[]}): Generator<MdxJsxFlowElement | MdxJsxTextElement> {
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') yield node as MdxJsxFlowElement | MdxJsxTextElement;
  for (const child of node.children ?? []) yield* jsxElements(child as {type: string; children?: unknown[]});
}

/** Whether every <IfProduct> of a file names known features, types, audiences and facts. */
function validConditions(tree: Root): boolean {
  for (const element of jsxElements(tree)) {
    if (element.name !== 'IfProduct') continue;
    try {
      conditionOf(element);
    } catch {
      return false;
    }
  }
  return true;
}

/** Problems of a <ManualSections /> tag: the page must name a product whose sections exist next to it. */
function sectionProblems(root: string, file: string, tree: Root, line: number | undefined): string[] {
  const at = (message: string): string => `${path.relative(root, file)}${line === undefined ? '' : `:${line}`}: ${message}`;
  const frontMatter = tree.children.find((n) => n.type === 'yaml');
  const productId = frontMatter && 'value' in frontMatter ? /^product:\s*(\S+)\s*$/m.exec(String(frontMatter.value))?.[1] : undefined;
  const docs = docsRootOf(file);
  if (!docs) return [at(`<${SECTIONS_TAG} /> works in manual pages under docs/ only`)];
  const product = productId ? getProduct(productId) : undefined;
  if (!product) return [at(`<${SECTIONS_TAG} /> needs the front matter "product" of a catalog product`)];
  return manualSections(product)
    .map((section) => path.join(docs.root, sectionFile(section)))
    .filter((partial) => !fs.existsSync(partial))
    .map((partial) => at(`section ${path.relative(root, partial)} of ${product.id} does not exist`));
}

/** Problems of one MDX file, as `file:line: message`; `root` is the site folder. */
export async function checkManualFile(root: string, file: string): Promise<string[]> {
  const rel = path.relative(root, file);
  const source = fs.readFileSync(file, 'utf8');
  const problems: string[] = [];
  const at = (line: number | undefined, message: string): void => {
    problems.push(`${rel}${line === undefined ? '' : `:${line}`}: ${message}`);
  };
  try {
    await compile(source, {format: 'mdx', remarkPlugins: [remarkFrontmatter, remarkGfm, remarkDirective]});
  } catch (error) {
    const cause = error as {line?: number; place?: {line?: number; start?: {line?: number}}; reason?: string; message: string};
    // Some MDX errors carry their place only in the text: "… (8:1-8:11)".
    const line = cause.place?.start?.line ?? cause.place?.line ?? cause.line ?? Number(/\((\d+):\d+(?:-\d+:\d+)?\)$/.exec(cause.message)?.[1]);
    at(Number.isNaN(line) ? undefined : line, `does not compile: ${(cause.reason ?? cause.message).replace(/ \(\d+:\d+(?:-\d+:\d+)?\)$/, '')}`);
    return problems;
  }
  let tree: Root;
  let imports: Map<string, string>;
  try {
    tree = parseMdx(source, rel);
    imports = importsOf(tree, rel);
  } catch (error) {
    return [(error as Error).message];
  }
  const docs = docsRootOf(file);
  const english = docs && /docusaurus-plugin-content-docs/.test(docs.root) ? path.join(root, 'docs', `${docs.docId}${path.extname(file)}`) : undefined;
  if (english && fs.existsSync(english)) {
    const englishRel = path.relative(root, english);
    const englishTree = parseMdx(fs.readFileSync(english, 'utf8'), englishRel);
    // An unknown name in the English file is reported there; "keep it as in English" would only copy the typo.
    if (validConditions(englishTree)) for (const {line, message} of translationProblems(englishTree, tree, englishRel)) at(line, message);
  }
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type !== 'ImportDeclaration') continue;
      const target = importTarget(root, file, String(statement.source.value));
      if (target && !moduleExists(target)) at(statement.loc?.start.line ?? node.position?.start.line, `import '${String(statement.source.value)}' not found`);
    }
  }
  for (const element of jsxElements(tree)) {
    const line = element.position?.start.line;
    const local = element.name ?? '';
    const imported = imports.get(local);
    const component = imported ? path.basename(imported) : (MANUAL_COMPONENTS as readonly string[]).includes(local) ? local : '';
    if (local === SECTIONS_TAG && !imported) {
      problems.push(...sectionProblems(root, file, tree, line));
      continue;
    }
    if (/^[A-Z]/.test(local) && !component) at(line, `<${local}> is neither imported nor a manual component (${MANUAL_COMPONENTS.join(', ')})`);
    const name = stringProp(element, 'name');
    if (component === 'ProductFact' && !(FACT_NAMES as readonly string[]).includes(name ?? '')) {
      at(line, `unknown fact "${name ?? ''}" (known: ${FACT_NAMES.join(', ')})`);
    }
    if (component === 'IfProduct') {
      try {
        conditionOf({...element, data: {...element.data, sourceFile: rel}});
      } catch (error) {
        problems.push((error as Error).message);
      }
    }
    if (component === 'Illustration' && !fs.existsSync(path.join(root, 'static/img/illustrations', `${name ?? ''}.svg`))) {
      at(line, `drawing static/img/illustrations/${name ?? ''}.svg is missing`);
    }
    if (component === 'Illustration') {
      // Without it a screen reader says nothing, or the file name, and the PDF build fails.
      let alt: unknown;
      try {
        alt = attributesOf({...element, data: {...element.data, sourceFile: rel}}).alt;
      } catch (error) {
        problems.push((error as Error).message);
        continue;
      }
      if (typeof alt !== 'string' || alt.trim() === '') {
        at(
          line,
          `<Illustration name="${name ?? ''}"> has ${alt === undefined ? 'no' : 'an empty'} alt text: add alt="…" saying what the drawing shows, for readers who cannot see it`,
        );
      }
    }
  }
  return problems;
}
