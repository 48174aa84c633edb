/** Turns MDX text into the tree the renderer gets, and walks react-pdf elements. */
import type {ReactElement, ReactNode} from 'react';
import {isValidElement} from 'react';
import type {Root} from 'mdast';
import {getProduct, type Product} from '../../../src/data/catalog';
import {formatFact, type FactName} from '../../../src/lib/format';
import {formatTemplates} from '../../../src/lib/labels';
import type {ConvertContext} from '../render/mdast';
import {pdfMessages} from '../render/messages';
import {setMessages} from '../render/translate';
import {selectForProduct} from '../select';
import {loadManual} from '../sources';
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
  const fact = (p: Product, name: FactName) => formatFact('en', p, name, t);
  const tree = selectForProduct(loadManual(dir, 'en', 'en', docId).tree, product, (n) => fact(product, n) !== undefined);
  const ctx: ConvertContext = {
    product,
    fact,
    messages: pdfMessages(),
    drawing: () => SVG,
    resolveLink: (url) => (url.startsWith('#') ? {kind: 'anchor', id: url.slice(1)} : url.startsWith('http') ? {kind: 'url', href: url} : {kind: 'text'}),
  };
  return {tree, ctx, product};
}

type Props = {children?: ReactNode; [key: string]: unknown};

/** All text in an element tree, in order, as a reader of the PDF sees it. */
export function textOf(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement(node)) return textOf((node.props as Props).children);
  return '';
}

/** Elements of a react-pdf type (e.g. 'LINK', 'SVG') anywhere in the tree. */
export function findAll(node: ReactNode, type: string): ReactElement<Props>[] {
  if (Array.isArray(node)) return node.flatMap((n) => findAll(n, type));
  if (!isValidElement(node)) return [];
  const element = node as ReactElement<Props>;
  const self = element.type === type ? [element] : [];
  return [...self, ...findAll(element.props.children, type)];
}
