/**
 * Reads one built page with a standards-compliant HTML parser (parse5: the
 * minified output leaves out closing tags) and cuts it into DocSearch
 * records: the h1 as lvl1, each h2/h3 with its anchor as lvl2/lvl3 (and an
 * element with `data-search-section="<title>"` and an id as a lvl2 of its
 * own), and a content record for each paragraph, list item, table row and
 * fact.
 */
import {parse} from 'parse5';
import {attr, children, isElement, isText, type Element, type Node} from '../../shared/html';
import {objectId} from '../shared/indexFormat';
import type {Hierarchy, HitType, SearchRecord} from '../shared/types';

function classes(el: Element): string[] {
  return (attr(el, 'class') ?? '').split(/\s+/).filter(Boolean);
}

/** The node itself if an element, then every element below it. */
function* elements(node: Node): Generator<Element> {
  if (isElement(node)) yield node;
  for (const child of children(node)) yield* elements(child);
}

function find(root: Node, test: (el: Element) => boolean): Element | undefined {
  for (const el of elements(root)) if (test(el)) return el;
  return undefined;
}

/** Never indexed: chrome, code of the page, and what screen readers alone hear. */
const SKIPPED_TAGS = new Set(['script', 'style', 'noscript', 'template', 'svg', 'nav', 'footer', 'button', 'select', 'form', 'iframe']);
const SKIPPED_CLASSES = ['hash-link', 'theme-doc-toc-mobile', 'pagination-nav', 'theme-doc-footer', 'theme-edit-this-page', 'sr-only', 'theme-doc-breadcrumbs'];
/** Blocks that become records of their own, so their parents skip them. */
const BLOCKS = new Set(['p', 'li', 'tr', 'ul', 'ol', 'table', 'dl', 'pre', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'details']);

function skipped(el: Element): boolean {
  return SKIPPED_TAGS.has(el.tagName) || classes(el).some((c) => SKIPPED_CLASSES.includes(c)) || attr(el, 'data-search-exclude') !== undefined;
}

/** Visible text of a node, without nested blocks (they are records of their own). */
function ownText(node: Node, nested = false): string {
  if (isText(node)) return node.value;
  if (!isElement(node)) return '';
  if (skipped(node) || (nested && BLOCKS.has(node.tagName))) return '';
  const separator = node.tagName === 'br' ? ' ' : '';
  return separator + node.childNodes.map((c) => ownText(c, true)).join('');
}

function clean(text: string): string {
  return text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Cells of a table row or a fact (dt + dd), "Label: value" for two, " · " between more. */
function joinCells(cells: readonly string[]): string {
  const filled = cells.map(clean).filter(Boolean);
  return filled.length === 2 ? `${filled[0]}: ${filled[1]}` : filled.join(' · ');
}

/** The number a step of a numbered list shows (its `ol`'s start, counted on), or undefined outside one. */
function stepNumber(li: Element): number | undefined {
  const list = li.parentNode;
  if (!list || !isElement(list) || list.tagName !== 'ol') return undefined;
  const start = Number(attr(list, 'start') ?? '1');
  const items = list.childNodes.filter((c): c is Element => isElement(c) && c.tagName === 'li');
  return (Number.isInteger(start) ? start : 1) + items.indexOf(li);
}

export interface PageMeta {
  readonly language: string;
  readonly docusaurusTag: string;
}

export interface ExtractOptions {
  /** Route of the page, with the locale's base URL. */
  readonly url: string;
  /** Used when the page names no locale in its meta tags. */
  readonly language: string;
}

/**
 * Records of one built page, in document order. Empty when it has no content
 * area, or asks robots not to index it (the `{series}-series` forwarding
 * pages): a page kept out of search engines is no search result either.
 */
export function extractRecords(html: string, options: ExtractOptions): SearchRecord[] {
  const doc = parse(html);
  const meta = (name: string): string | undefined => {
    const el = find(doc, (e) => e.tagName === 'meta' && attr(e, 'name') === name);
    return el ? attr(el, 'content') : undefined;
  };
  if (/\bnoindex\b/i.test(meta('robots') ?? '')) return [];
  const language = meta('docusaurus_locale') ?? options.language;
  const docusaurusTag = meta('docusaurus_tag') ?? 'default';
  const titleEl = find(doc, (e) => e.tagName === 'title');
  const title = clean(titleEl ? ownText(titleEl) : '');
  const siteTitle = title.includes(' | ') ? title.slice(title.lastIndexOf(' | ') + 3) : title;

  // lvl0: the open sidebar category (a manual's series), else the active navbar item, else the site.
  const category = find(doc, (e) => classes(e).includes('menu__link--sublist') && classes(e).includes('menu__link--active'));
  const navbarItem = find(doc, (e) => classes(e).includes('navbar__link--active'));
  const active = category ?? navbarItem;
  const lvl0 = (active && clean(ownText(active))) || siteTitle;

  const root =
    find(doc, (e) => classes(e).includes('theme-doc-markdown')) ?? find(doc, (e) => e.tagName === 'article') ?? find(doc, (e) => e.tagName === 'main');
  if (!root) return [];

  const h1 = find(root, (e) => e.tagName === 'h1');
  const lvl1 = clean(h1 ? ownText(h1) : (title.split(' | ')[0] ?? title));
  const records: SearchRecord[] = [];
  let lvl2: string | null = null;
  let lvl3: string | null = null;
  let anchor: string | null = null;

  const push = (type: HitType, content: string | null, step?: number): void => {
    const hierarchy: Hierarchy = {lvl0, lvl1, lvl2, lvl3, lvl4: null, lvl5: null, lvl6: null};
    const level = {lvl1: 90, lvl2: 80, lvl3: 70, lvl4: 60, lvl5: 50, lvl6: 40, content: 0}[type];
    const position = records.length;
    records.push({
      objectID: objectId(options.url, position),
      url: anchor ? `${options.url}#${anchor}` : options.url,
      url_without_anchor: options.url,
      anchor,
      type,
      hierarchy,
      content,
      language,
      docusaurus_tag: docusaurusTag,
      weight: {pageRank: 0, level, position},
      ...(step !== undefined && {step}),
    });
  };
  push('lvl1', null);

  const visit = (node: Node): void => {
    if (!isElement(node) || skipped(node)) return;
    const tag = node.tagName;
    if (tag === 'h1') return;
    // A section a component draws without a heading (a manual's note on a task it lacks): its own lvl2 while inside it.
    const section = attr(node, 'data-search-section');
    const id = attr(node, 'id');
    if (section && id) {
      const outer = {anchor, lvl2, lvl3};
      anchor = id;
      lvl2 = clean(section);
      lvl3 = null;
      push('lvl2', null);
      for (const child of node.childNodes) visit(child);
      ({anchor, lvl2, lvl3} = outer);
      return;
    }
    if (tag === 'h2' || tag === 'h3') {
      const text = clean(ownText(node));
      if (text === '') return;
      anchor = attr(node, 'id') ?? anchor;
      if (tag === 'h2') {
        lvl2 = text;
        lvl3 = null;
        push('lvl2', null);
      } else {
        lvl3 = text;
        push('lvl3', null);
      }
      return;
    }
    if (tag === 'thead') return;
    if (tag === 'tr' || (tag === 'div' && node.parentNode && isElement(node.parentNode) && node.parentNode.tagName === 'dl')) {
      const text = joinCells(node.childNodes.filter(isElement).map((c) => ownText(c)));
      if (text) push('content', text);
      return;
    }
    if (tag === 'p' || tag === 'li' || tag === 'h4' || tag === 'h5' || tag === 'h6' || tag === 'summary') {
      const text = clean(ownText(node));
      if (text) push('content', text, tag === 'li' ? stepNumber(node) : undefined);
    }
    for (const child of node.childNodes) visit(child);
  };
  for (const child of root.childNodes) visit(child);
  return records;
}
