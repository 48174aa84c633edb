/**
 * Reads a built manual as a parent gets it: the page (its text by section,
 * its drawings, warning boxes and tables), its PDF's text and its search
 * records. For the checks of the built site (npm run test:pdf, after a build).
 */
import fs from 'node:fs';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';
import {parse} from 'parse5';
import {openPdf} from '../pdfDocument';
import type {Product} from '@site/src/domain/catalog';
import {defaultLocale, type Locale} from '@site/src/domain/locales';
import {attr, elements, isElement, text, type Element, type Node} from '@site/plugins/shared/html';
import {pdfFileName} from '@site/plugins/pdf/types';
import {decodeRecords, type CompactIndex} from '@site/plugins/search/shared/indexFormat';

export const root = path.resolve(__dirname, '../..');
/** The built site: build/, or another build given in BUILT_SITE (to show a check fails on an older build). */
export const build = path.resolve(root, process.env.BUILT_SITE ?? 'build');

/** Spaces as a reader gets them: no-break spaces and line breaks are plain spaces. */
export const squash = (value: string): string => value.replace(/[\s\u00a0\u202f\u200b]+/g, ' ').trim();

export const localeDir = (locale: Locale): string => path.join(build, locale === defaultLocale ? '' : locale);
export const pageUrl = (locale: Locale, product: Product): string => `${locale === defaultLocale ? '/' : `/${locale}/`}docs${product.path}`;

export interface PageSection {
  /** The id of its h2 or h3; '' for what comes before the first heading. */
  readonly id: string;
  /** 2 for a section, 3 for a subsection, 0 for what comes before the first heading. */
  readonly depth: number;
  readonly text: string;
  /** Its sentences, table rows and list items, one each. */
  readonly sentences: readonly string[];
}

export interface PageDrawing {
  /** e.g. `steps/fold` */
  readonly name: string;
  readonly alt: string;
  /** The text of the section it stands in. */
  readonly stepText: string;
}

export interface PageBox {
  readonly level: string;
  readonly title: string;
  readonly text: string;
}

export interface BuiltPage {
  /** The manual's text (header, body, tables), without site chrome. */
  readonly text: string;
  readonly sections: readonly PageSection[];
  readonly drawings: readonly PageDrawing[];
  readonly boxes: readonly PageBox[];
  /** Rows of the specifications table: label → value. */
  readonly specs: ReadonlyMap<string, string>;
  /** The product drawing of the header, e.g. `products/trike--push-bar`. */
  readonly productDrawing?: string;
}

/** Elements that end a sentence or an item where a reader's eye stops; a table row is read as one. */
const BLOCKS = new Set(['p', 'li', 'tr', 'h1', 'h2', 'h3', 'h4', 'dd', 'dt', 'caption', 'figcaption', 'div', 'header']);

/** The sentences of a text, table rows and list items apart. */
export function sentencesOf(value: string): string[] {
  return value
    .split(/\n|(?<=[.!?])\s+(?=[A-Z0-9"“(])/)
    .map(squash)
    .filter(Boolean);
}

const hasClass = (el: Element, name: string) => (attr(el, 'class') ?? '').split(/\s+/).some((c) => c === name || c.startsWith(`${name}_`));

/** Reads the built page of a manual in a locale. */
export function readPage(locale: Locale, product: Product): BuiltPage {
  const dir = path.join(localeDir(locale), 'docs', product.path);
  const file = [path.join(dir, 'index.html'), `${dir.replace(/\/$/, '')}.html`].find((f) => fs.existsSync(f));
  if (!file) throw new Error(`no built page for ${pageUrl(locale, product)} (run npm run build first)`);
  const doc = parse(fs.readFileSync(file, 'utf8'));
  const body = [...elements(doc)].find((el) => hasClass(el, 'theme-doc-markdown'));
  if (!body) throw new Error(`${file}: no manual body`);
  const sections: {id: string; depth: number; text: string}[] = [{id: '', depth: 0, text: ''}];
  const found: {name: string; alt: string; section: number}[] = [];
  const boxes: PageBox[] = [];
  const specs = new Map<string, string>();
  let productDrawing: string | undefined;
  const walk = (node: Node): void => {
    if (!isElement(node)) {
      if (node.nodeName === '#text') sections.at(-1)!.text += (node as {value: string}).value;
      return;
    }
    if (node.tagName === 'h2' || node.tagName === 'h3') sections.push({id: attr(node, 'id') ?? '', depth: node.tagName === 'h2' ? 2 : 3, text: ''});
    const block = BLOCKS.has(node.tagName);
    if (node.tagName === 'img') {
      const src = attr(node, 'src') ?? '';
      const name = /\/img\/illustrations\/(.+)\.svg$/.exec(src)?.[1];
      if (name?.startsWith('steps/')) found.push({name, alt: attr(node, 'alt') ?? '', section: sections.length - 1});
      if (name?.startsWith('products/')) productDrawing = name;
      return;
    }
    const level = /theme-admonition-(\w+)/.exec(attr(node, 'class') ?? '')?.[1];
    if (level) {
      const heading = [...elements(node)].find((el) => hasClass(el, 'admonitionHeading'));
      const content = [...elements(node)].find((el) => hasClass(el, 'admonitionContent'));
      boxes.push({level, title: squash(heading ? text(heading) : ''), text: squash(content ? text(content) : '')});
    }
    if (node.tagName === 'tr') {
      const th = node.childNodes.find((c) => isElement(c) && c.tagName === 'th');
      const td = node.childNodes.find((c) => isElement(c) && c.tagName === 'td');
      if (th && td) specs.set(squash(text(th)), squash(text(td)));
    }
    for (const child of node.childNodes) walk(child);
    if (block) sections.at(-1)!.text += '\n';
  };
  walk(body);
  return {
    text: squash(sections.map((s) => s.text).join(' ')),
    sections: sections.map((s) => ({id: s.id, depth: s.depth, text: squash(s.text), sentences: sentencesOf(s.text)})),
    drawings: found.map(({section, ...d}) => ({...d, stepText: squash(sections[section]!.text)})),
    boxes,
    specs,
    productDrawing,
  };
}

/** The text of a built PDF, page by page. */
export async function readPdfPages(locale: Locale, product: Product): Promise<string[]> {
  const file = path.join(localeDir(locale), 'pdf', pdfFileName(product.id));
  const doc = await openPdf(file);
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(squash(content.items.map((item) => ('str' in item ? item.str : '')).join(' ')));
  }
  await doc.destroy();
  return pages;
}

const indexes = new Map<Locale, CompactIndex>();

/** The text of a manual's search records in a locale. */
export function recordsText(locale: Locale, product: Product): string {
  let index = indexes.get(locale);
  if (!index) {
    const dir = localeDir(locale);
    const name = fs.readdirSync(dir).find((f) => /^search-index\.[0-9a-f]+\.json$/.test(f));
    if (!name) throw new Error(`no search index in ${dir} (run npm run build first)`);
    const raw = fs.readFileSync(path.join(dir, name));
    indexes.set(locale, (index = JSON.parse((raw[0] === 0x1f ? gunzipSync(raw) : raw).toString('utf8')) as CompactIndex));
  }
  const url = pageUrl(locale, product);
  return squash(
    decodeRecords(index)
      .filter((r) => r.url_without_anchor === url)
      .map((r) => [r.lvl1, r.lvl2, r.lvl3, r.text].join(' '))
      .join('\n'),
  );
}
