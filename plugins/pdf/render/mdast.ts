/**
 * Turns a manual's syntax tree (partials inlined, `<IfProduct>` already
 * applied) into the blocks the PDF layout sets. Our components are resolved with the same
 * functions the web components use (src/lib); anything this renderer does not
 * know fails the build with the file and line instead of vanishing from the PDF.
 */
import type {Heading as MdHeading, List, ListItem as MdListItem, Nodes, PhrasingContent, Root, RootContent, Table} from 'mdast';
import type {ContainerDirective} from 'mdast-util-directive';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx';
import type {Product} from '../../../src/domain/catalog';
import {FACT_NAMES, type FactName} from '../../../src/domain/formatFacts';
import {headerFacts, manualLead, specCaption, specRows, type FactFormatter} from '../../../src/domain/manualFacts';
import {ManualSourceError, headingIdComment, isComment} from '../mdx';
import {attributesOf} from '../select';
import type {AdmonitionKind, PdfMessages} from './pdfTexts';
import {drawing, type Drawing} from './svg';
import type {Span, Target} from './typeset';

/** Where a link in the manual text goes in the PDF; `text` keeps the words without a link. */
export type LinkTarget = Target | {readonly kind: 'text'};

export type Tone = 'danger' | 'warning' | 'note';

/** What the PDF prints, in order: the manual page's content as typeset blocks. */
export type Block =
  | {readonly kind: 'heading'; readonly depth: 2 | 3 | 4; readonly id: string; readonly title: string; readonly spans: readonly Span[]}
  | {readonly kind: 'paragraph'; readonly spans: readonly Span[]; readonly tight?: boolean; readonly strong?: boolean}
  | {readonly kind: 'list'; readonly items: readonly ListItem[]}
  | {readonly kind: 'table'; readonly rows: readonly (readonly (readonly Span[])[])[]}
  | {readonly kind: 'specs'; readonly caption: string; readonly rows: readonly Fact[]}
  | {readonly kind: 'facts'; readonly lead: string; readonly facts: readonly Fact[]}
  | {readonly kind: 'admonition'; readonly tone: Tone; readonly label: readonly Span[]; readonly blocks: readonly Block[]}
  | {readonly kind: 'figure'; readonly drawing: Drawing; readonly caption: string}
  | {readonly kind: 'quote'; readonly blocks: readonly Block[]}
  | {readonly kind: 'code'; readonly text: string}
  | {readonly kind: 'rule'}
  | {readonly kind: 'signs'; readonly signs: readonly Sign[]};

/** A safety sign: its drawing, the figure it stands for, and what it means. */
export interface Sign {
  readonly drawing: Drawing;
  /** Printed across the drawing, e.g. `0–3` in the small-parts sign. */
  readonly mark?: string;
  /** The figure, e.g. `3–7 years`. */
  readonly value?: string;
  readonly caption: string;
}

export interface ListItem {
  /** `3.` for a step, `•` for a bullet. */
  readonly marker: string;
  readonly step: boolean;
  readonly blocks: readonly Block[];
}

export interface Fact {
  readonly label: string;
  readonly value: string;
}

export interface ConvertContext {
  readonly product: Product;
  readonly fact: FactFormatter;
  readonly messages: PdfMessages;
  /** SVG source of a drawing, e.g. `steps/fold`; throws when the file is missing. */
  readonly drawing: (name: string) => string;
  /** Maps a link of a source file; `#id` anchors are checked against the PDF's headings by the caller. */
  readonly resolveLink: (url: string, file: string) => LinkTarget;
}

export interface Heading {
  readonly id: string;
  readonly depth: number;
  readonly title: string;
}

type Jsx = MdxJsxFlowElement | MdxJsxTextElement;

const fileOf = (node: Nodes): string => node.data?.sourceFile ?? '(unknown file)';
const fail = (node: Nodes, message: string): never => {
  throw new ManualSourceError(fileOf(node), node.position?.start.line, message);
};

function slug(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-');
}

/** Plain text of inline content, facts included (headings, bookmarks, TOC). */
function plainText(nodes: readonly PhrasingContent[], ctx: ConvertContext): string {
  return nodes
    .map((node): string => {
      if (node.type === 'text' || node.type === 'inlineCode') return node.value;
      if (node.type === 'mdxJsxTextElement' && node.name === 'ProductFact') return factValue(node, ctx);
      if (node.type === 'mdxTextExpression' || node.type === 'break') return '';
      return 'children' in node ? plainText(node.children, ctx) : '';
    })
    .join('')
    .trim();
}

function headingId(node: MdHeading, ctx: ConvertContext): string {
  const last = node.children.at(-1);
  const fixed = last?.type === 'mdxTextExpression' ? headingIdComment(last.value) : undefined;
  return fixed ?? slug(plainText(node.children, ctx));
}

/** The h2 and h3 sections of a manual, in order: the table of contents. */
export function headingsOf(tree: Root, ctx: ConvertContext): Heading[] {
  const found: Heading[] = [];
  const walk = (nodes: readonly RootContent[]): void => {
    for (const node of nodes) {
      if (node.type === 'heading' && (node.depth === 2 || node.depth === 3)) {
        found.push({id: headingId(node, ctx), depth: node.depth, title: plainText(node.children, ctx)});
      } else if ('children' in node && node.type !== 'heading') walk(node.children);
    }
  };
  walk(tree.children);
  return found;
}

function factValue(node: Jsx, ctx: ConvertContext): string {
  const {name} = attributesOf(node);
  if (typeof name !== 'string' || !(FACT_NAMES as readonly string[]).includes(name)) {
    return fail(node, `<ProductFact name="${String(name)}">: unknown fact; use one of ${FACT_NAMES.join(', ')}`);
  }
  const value = ctx.fact(ctx.product, name as FactName);
  if (value === undefined) {
    return fail(node, `product "${ctx.product.id}" has no "${name}" in the catalog; wrap this text in <IfProduct fact="${name}">`);
  }
  return value;
}

interface Marks {
  readonly bold?: boolean;
  readonly italic?: boolean;
  readonly code?: boolean;
  readonly strike?: boolean;
  readonly link?: Target;
}

const TONES: Readonly<Record<AdmonitionKind, Tone>> = {danger: 'danger', warning: 'warning', caution: 'warning', note: 'note', tip: 'note', info: 'note'};

/** Converts one manual into blocks. */
export function convert(tree: Root, ctx: ConvertContext): Block[] {
  const anchors = new Set(headingsOf(tree, ctx).map((h) => h.id));

  const inline = (nodes: readonly PhrasingContent[], marks: Marks = {}): Span[] => nodes.flatMap((node) => phrasing(node, marks));

  function phrasing(node: PhrasingContent, marks: Marks): Span[] {
    switch (node.type) {
      case 'text':
        return [{...marks, text: node.value}];
      case 'strong':
        return inline(node.children, {...marks, bold: true});
      case 'emphasis':
        return inline(node.children, {...marks, italic: true});
      case 'delete':
        return inline(node.children, {...marks, strike: true});
      case 'inlineCode':
        return [{...marks, code: true, text: node.value}];
      case 'break':
        return [{...marks, text: '\n'}];
      case 'link':
        return inline(node.children, {...marks, link: link(node.url, fileOf(node))});
      case 'linkReference':
        return inline(node.children, marks);
      case 'mdxTextExpression':
        return isComment(node.value) ? [] : fail(node, `expression {${node.value}} cannot be printed; write the text or use <ProductFact>`);
      case 'textDirective':
        // Like Docusaurus, a `:word` that is no directive we use stays text.
        return [{...marks, text: `:${node.name}`}, ...inline(node.children, marks)];
      case 'mdxJsxTextElement':
        return inlineElement(node, marks);
      default:
        return fail(node, `${node.type} cannot be printed in PDF manuals${node.type === 'image' ? '; use <Illustration>' : ''}`);
    }
  }

  /** A section this product's manual does not have keeps its words and loses the link. */
  function link(url: string, file: string): Target | undefined {
    const target = ctx.resolveLink(url, file);
    if (target.kind === 'anchor') return anchors.has(target.id) ? target : undefined;
    return target.kind === 'url' ? target : undefined;
  }

  function inlineElement(node: MdxJsxTextElement, marks: Marks): Span[] {
    const children = node.children;
    switch (node.name) {
      case 'ProductFact':
        return [{...marks, bold: true, text: factValue(node, ctx)}];
      case 'br':
        return [{...marks, text: '\n'}];
      case 'strong':
      case 'b':
        return inline(children, {...marks, bold: true});
      case 'em':
      case 'i':
        return inline(children, {...marks, italic: true});
      case 'code':
        return inline(children, {...marks, code: true});
      case 'sup':
      case 'sub':
      case 'span':
        return inline(children, marks);
      default:
        return fail(node, `<${node.name}> cannot be used inside a sentence in PDF manuals`);
    }
  }

  const blocks = (nodes: readonly RootContent[], tight = false): Block[] => nodes.flatMap((node) => block(node, tight));

  function block(node: RootContent, tight: boolean): Block[] {
    switch (node.type) {
      case 'heading':
        return heading(node);
      case 'paragraph':
        return [{kind: 'paragraph', spans: inline(node.children), tight}];
      case 'list':
        return [list(node)];
      case 'table':
        return [table(node)];
      case 'containerDirective':
        return [admonition(node)];
      case 'blockquote':
        return [{kind: 'quote', blocks: blocks(node.children)}];
      case 'code':
        return [{kind: 'code', text: node.value}];
      case 'thematicBreak':
        return [{kind: 'rule'}];
      case 'definition':
        return [];
      case 'mdxFlowExpression':
        return isComment(node.value) ? [] : fail(node, `expression {${node.value}} cannot be printed in PDF manuals`);
      case 'mdxJsxFlowElement':
        return flowElement(node);
      case 'leafDirective':
        return [{kind: 'paragraph', spans: [{text: `::${node.name}`}, ...inline(node.children)]}];
      default:
        return fail(node, `${node.type} cannot be printed in PDF manuals`);
    }
  }

  function heading(node: MdHeading): Block[] {
    // The cover carries the title; an h1 in a translated page is that title.
    if (node.depth === 1) return [];
    const depth = node.depth === 2 ? 2 : node.depth === 3 ? 3 : 4;
    return [{kind: 'heading', depth, id: headingId(node, ctx), title: plainText(node.children, ctx), spans: inline(node.children)}];
  }

  function list(node: List): Block {
    const start = node.start ?? 1;
    return {kind: 'list', items: node.children.map((item, i) => listItem(item, node.ordered ? `${start + i}.` : '•'))};
  }

  function listItem(item: MdListItem, marker: string): ListItem {
    return {marker, step: marker !== '•', blocks: blocks(item.children, !item.spread)};
  }

  function table(node: Table): Block {
    return {kind: 'table', rows: node.children.map((row) => row.children.map((cell) => inline(cell.children)))};
  }

  function admonition(node: ContainerDirective): Block {
    const kind = node.name as AdmonitionKind;
    if (!(kind in TONES)) {
      return fail(node, `unknown admonition :::${node.name}; use one of ${Object.keys(TONES).join(', ')}`);
    }
    const [first, ...rest] = node.children;
    const custom = first?.type === 'paragraph' && first.data?.directiveLabel ? first : undefined;
    return {
      kind: 'admonition',
      tone: TONES[kind],
      label: custom ? inline(custom.children) : [{text: ctx.messages.admonition[kind]}],
      blocks: blocks(custom ? rest : node.children, true),
    };
  }

  function flowElement(node: MdxJsxFlowElement): Block[] {
    switch (node.name) {
      case 'ManualHeader':
        return [{kind: 'facts', lead: manualLead(ctx.product), facts: headerFacts(ctx.product, ctx.fact)}];
      case 'Illustration': {
        const {name, alt} = attributesOf(node);
        if (typeof alt !== 'string' || alt.trim() === '') fail(node, `<Illustration name="${String(name)}"> needs an alt text`);
        return [{kind: 'figure', drawing: drawing(ctx.drawing(String(name)), `static/img/illustrations/${String(name)}.svg`), caption: String(alt)}];
      }
      case 'SpecTable':
        return [{kind: 'specs', caption: specCaption(ctx.product), rows: specRows(ctx.product, ctx.fact)}];
      case 'ProductFact':
        return [{kind: 'paragraph', strong: true, spans: [{text: factValue(node, ctx)}]}];
      default:
        if (node.name && ['strong', 'b', 'em', 'i', 'span', 'code', 'sup', 'sub'].includes(node.name)) {
          return blocks(node.children);
        }
        return fail(node, `<${String(node.name)}> cannot be printed in PDF manuals`);
    }
  }

  return blocks(tree.children);
}
