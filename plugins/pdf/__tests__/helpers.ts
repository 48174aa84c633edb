/** Turns MDX text into the tree the renderer gets, and reads the blocks it makes. */
import type {Root} from 'mdast';
import {getProduct, type Product} from '../../../src/domain/catalog';
import {formatFact} from '../../../src/domain/formatFacts';
import {formatTemplates} from '../../../src/domain/labels';
import type {FactFormatter} from '../../../src/domain/manualFacts';
import type {Block, ConvertContext} from '../render/mdast';
import type {Span, Target} from '../render/typeset';
import {pdfMessages} from '../render/pdfTexts';
import {setMessages} from '../../shared/translate';
import {selectForProduct} from '../select';
import {loadManual} from '../manualSource';
import {fixtureSite} from './fixtures';

const IMPORTS = ['ProductFact', 'IfProduct', 'Illustration', 'SpecTable', 'ManualHeader']
  .map((name) => `import ${name} from '@site/src/components/${name}';`)
  .join('\n');

const SVG = '<svg viewBox="0 0 10 10"><path d="M0 0 L10 10"/></svg>';

/** The manual body of `docId` made of `mdx`, after <IfProduct>, and a context to render it. */
export function manual(mdx: string, docId = 'flow/125', messages: Record<string, string> = {}): {tree: Root; ctx: ConvertContext; product: Product} {
  const {dir} = fixtureSite({[`docs/${docId}.mdx`]: `${IMPORTS}\n\n${mdx}`});
  const product = getProduct(docId)!;
  setMessages(messages);
  const t = formatTemplates();
  const fact: FactFormatter = (p, name, use) => formatFact('en', p, name, t, use);
  const tree = selectForProduct(loadManual(dir, 'en', 'en', docId).tree, product, (n) => fact(product, n) !== undefined);
  const ctx: ConvertContext = {
    product,
    fact,
    messages: pdfMessages('en'),
    drawing: () => SVG,
    resolveLink: (url) => (url.startsWith('#') ? {kind: 'anchor', id: url.slice(1)} : url.startsWith('http') ? {kind: 'url', href: url} : {kind: 'text'}),
  };
  return {tree, ctx, product};
}

/** All text of blocks, in order, as a reader of the PDF sees it. */
export function textOf(node: Block | readonly Block[] | undefined): string {
  if (node === undefined) return '';
  if (Array.isArray(node)) return node.map((b: Block) => textOf(b)).join('');
  const block = node as Block;
  const spans = (list: readonly Span[]) => list.map((s) => s.text).join('');
  switch (block.kind) {
    case 'heading':
    case 'paragraph':
      return spans(block.spans);
    case 'list':
      return block.items.map((item) => item.marker + textOf(item.blocks)).join('');
    case 'table':
      return block.rows.map((row) => row.map(spans).join('')).join('');
    case 'specs':
      return block.caption + block.rows.map((r) => r.label + r.value).join('');
    case 'facts':
      return block.lead + block.facts.map((f) => f.label + f.value).join('');
    case 'admonition':
      return spans(block.label) + textOf(block.blocks);
    case 'figure':
      return block.caption;
    case 'signs':
      return block.signs.map((s) => (s.value ?? '') + s.caption).join('');
    case 'quote':
      return textOf(block.blocks);
    case 'code':
      return block.text;
    case 'rule':
      return '';
  }
}

/** Every linked stretch of text in blocks: where it goes and its words. */
export function linksOf(blocks: readonly Block[]): [Target, string][] {
  const found: [Target, string][] = [];
  const visit = (block: Block): void => {
    if (block.kind === 'paragraph' || block.kind === 'heading') {
      for (const span of block.spans) if (span.link) found.push([span.link, span.text]);
    }
    if (block.kind === 'list') block.items.forEach((item) => item.blocks.forEach(visit));
    if (block.kind === 'admonition' || block.kind === 'quote') block.blocks.forEach(visit);
  };
  blocks.forEach(visit);
  return found;
}
