/**
 * Finds a manual's source in a locale (the translation, else the English
 * file, as Docusaurus does) and inlines the partials it uses, so the PDF is
 * made from the same MDX as the page: <ManualSections /> becomes the
 * product's sections as src/domain/manuals.ts lists them (from the page's own
 * docs folder, as the site's remark plugin imports them), and imported
 * partials are inlined where they are used. JSX elements are renamed to the
 * component they import (`<Fact>` from '@site/src/components/ProductFact'
 * becomes `ProductFact`); manual components used without an import keep
 * their name. Later steps need no import scopes.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Root, RootContent} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx';
import {getProduct} from '../../src/domain/catalog';
import {MANUAL_COMPONENTS, SECTIONS_TAG, manualSections, sectionFile} from '../../src/domain/manuals';
import {ManualSourceError, importsOf, parseMdx} from './mdx';

declare module 'unist' {
  interface Data {
    /** Site-relative file the node comes from, for error messages and relative links. */
    sourceFile?: string;
  }
}

/** HTML elements MDX authors may write inside manual text. */
export const INLINE_HTML = ['br', 'strong', 'b', 'em', 'i', 'sup', 'sub', 'code', 'span'] as const;

export interface SourceFile {
  /** Relative to the site, with forward slashes. */
  readonly path: string;
  readonly text: string;
}

export interface ManualSource {
  readonly docId: string;
  readonly locale: string;
  /** False when the locale has no translation and the English file is used. */
  readonly translated: boolean;
  /** The page first, then each partial once, in order of use. */
  readonly files: readonly SourceFile[];
  /** Drawings named by <Illustration> (e.g. `steps/fold`) and the first file using each. */
  readonly drawings: ReadonlyMap<string, string>;
  readonly tree: Root;
}

const rel = (siteDir: string, file: string): string => path.relative(siteDir, file).split(path.sep).join('/');

/** The page file of a manual in a locale: the translation if there is one, else the English file. */
export function manualPageFile(siteDir: string, locale: string, defaultLocale: string, docId: string): {file: string; translated: boolean} | undefined {
  const candidates = (dir: string) => ['.mdx', '.md'].map((ext) => path.join(dir, `${docId}${ext}`));
  if (locale !== defaultLocale) {
    const translated = candidates(path.join(siteDir, 'i18n', locale, 'docusaurus-plugin-content-docs', 'current')).find((f) => fs.existsSync(f));
    if (translated) return {file: translated, translated: true};
  }
  const english = candidates(path.join(siteDir, 'docs')).find((f) => fs.existsSync(f));
  return english ? {file: english, translated: false} : undefined;
}

const parseCache = new Map<string, {text: string; tree: Root}>();

/**
 * Parses a file once per process: partials are shared by many manuals and
 * locales, and MDX parsing is a fifth of a PDF's time. Trees are never mutated.
 */
function parsed(text: string, file: string): Root {
  const cached = parseCache.get(file);
  if (cached?.text === text) return cached.tree;
  const tree = parseMdx(text, file);
  parseCache.set(file, {text, tree});
  return tree;
}

type Imported = {kind: 'partial'; file: string} | {kind: 'component'; name: string} | {kind: 'module'; source: string};

function classifyImport(siteDir: string, fromFile: string, source: string): Imported {
  const resolved = source.startsWith('@site/')
    ? path.join(siteDir, source.slice('@site/'.length))
    : source.startsWith('.')
      ? path.resolve(path.dirname(fromFile), source)
      : undefined;
  if (resolved === undefined) return {kind: 'module', source};
  if (/\.mdx?$/.test(resolved)) return {kind: 'partial', file: resolved};
  const components = path.join(siteDir, 'src', 'components') + path.sep;
  if (resolved.startsWith(components)) {
    return {
      kind: 'component',
      name: resolved
        .slice(components.length)
        .split(/[\\/]/)[0]!
        .replace(/\.[jt]sx?$/, ''),
    };
  }
  return {kind: 'module', source};
}

type Jsx = MdxJsxFlowElement | MdxJsxTextElement;

export function loadManual(siteDir: string, locale: string, defaultLocale: string, docId: string): ManualSource {
  const page = manualPageFile(siteDir, locale, defaultLocale, docId);
  if (!page) throw new Error(`Manual "${docId}" has no source file: create docs/${docId}.mdx`);
  const files: SourceFile[] = [];
  const drawings = new Map<string, string>();

  const read = (file: string, importedBy?: {file: string; line?: number}): Root => {
    const name = rel(siteDir, file);
    if (!fs.existsSync(file)) {
      throw new ManualSourceError(importedBy!.file, importedBy!.line, `imports "${name}", which does not exist`);
    }
    const text = fs.readFileSync(file, 'utf8');
    if (!files.some((f) => f.path === name)) files.push({path: name, text});
    return parsed(text, name);
  };

  const inline = (file: string, stack: readonly string[], importedBy?: {file: string; line?: number}): RootContent[] => {
    const name = rel(siteDir, file);
    if (stack.includes(file)) throw new ManualSourceError(name, undefined, 'imports itself through its partials');
    const tree = read(file, importedBy);
    const scope = new Map([...importsOf(tree, name)].map(([local, source]) => [local, classifyImport(siteDir, file, source)] as const));

    const element = (node: Jsx): RootContent[] => {
      const line = node.position?.start.line;
      if (node.name === null) return children(node.children);
      if (node.name === SECTIONS_TAG && !scope.has(node.name)) return sections(node, stack, {file: name, line});
      const imported =
        scope.get(node.name) ?? ((MANUAL_COMPONENTS as readonly string[]).includes(node.name) ? {kind: 'component', name: node.name} : undefined);
      if (imported?.kind === 'partial') {
        if (node.type === 'mdxJsxTextElement') {
          throw new ManualSourceError(name, line, `<${node.name} /> is a partial: put it on a line of its own`);
        }
        return inline(imported.file, [...stack, file], {file: name, line});
      }
      if (imported?.kind === 'component') {
        if (!(MANUAL_COMPONENTS as readonly string[]).includes(imported.name)) {
          throw new ManualSourceError(
            name,
            line,
            `component <${node.name}> (src/components/${imported.name}) cannot be printed in PDF manuals; add it to plugins/pdf/render/mdast.tsx`,
          );
        }
        if (imported.name === 'Illustration') {
          const drawingName = illustrationName(node, name);
          if (!drawings.has(drawingName)) drawings.set(drawingName, name);
        }
        return [{...node, name: imported.name, data: {...node.data, sourceFile: name}, children: children(node.children)} as Jsx];
      }
      if (imported?.kind === 'module') {
        throw new ManualSourceError(name, line, `<${node.name}> comes from "${imported.source}", which PDF manuals cannot print`);
      }
      if ((INLINE_HTML as readonly string[]).includes(node.name)) {
        return [{...node, data: {...node.data, sourceFile: name}, children: children(node.children)} as Jsx];
      }
      throw new ManualSourceError(name, line, `unknown JSX component <${node.name}>: import it, or use one of ${MANUAL_COMPONENTS.join(', ')}`);
    };

    const children = (nodes: readonly RootContent[]): RootContent[] =>
      nodes.flatMap((node): RootContent[] => {
        if (node.type === 'mdxjsEsm' || node.type === 'yaml') return [];
        if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') return element(node);
        const data = {...node.data, sourceFile: name};
        if ('children' in node) return [{...node, data, children: children(node.children)} as RootContent];
        return [{...node, data}];
      });

    return children(tree.children);
  };

  // The product's sections, from the docs folder of the page (translated partials for a translated page).
  const sections = (node: Jsx, stack: readonly string[], at: {file: string; line?: number}): RootContent[] => {
    if (node.type === 'mdxJsxTextElement') throw new ManualSourceError(at.file, at.line, `<${SECTIONS_TAG} /> goes on a line of its own`);
    const product = getProduct(docId);
    if (!product) throw new ManualSourceError(at.file, at.line, `<${SECTIONS_TAG} />: "${docId}" is not a product of the catalog`);
    const root = page.file.slice(0, page.file.length - `${docId}${path.extname(page.file)}`.length);
    return manualSections(product).flatMap((section) => inline(path.join(root, sectionFile(section)), stack, at));
  };

  const tree: Root = {type: 'root', children: inline(page.file, [])};
  return {docId, locale, translated: page.translated, files, drawings, tree};
}

function illustrationName(node: Jsx, file: string): string {
  const attribute = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'name');
  if (!attribute || typeof attribute.value !== 'string') {
    throw new ManualSourceError(file, node.position?.start.line, '<Illustration> needs name="folder/drawing" as a plain string');
  }
  return attribute.value;
}
