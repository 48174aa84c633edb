/**
 * Renders a manual's syntax tree (partials inlined, `<IfProduct>` already
 * applied) as react-pdf elements. Our components are resolved with the same
 * functions the web components use (src/lib); anything this renderer does not
 * know fails the build with the file and line instead of vanishing from the PDF.
 */
import type {ReactElement, ReactNode} from 'react';
import {Link, Path, Svg, Text, View} from '@react-pdf/renderer';
import type {Heading as MdHeading, List, ListItem, Nodes, PhrasingContent, Root, RootContent, Table} from 'mdast';
import type {ContainerDirective} from 'mdast-util-directive';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx';
import type {Product} from '../../../src/data/catalog';
import {FACT_NAMES, type FactName} from '../../../src/lib/format';
import {headerFacts, manualLead, specCaption, specRows, type FactFormatter} from '../../../src/lib/manualFacts';
import {ManualSourceError, headingIdComment, isComment} from '../mdx';
import {attributesOf} from '../select';
import type {AdmonitionKind, PdfMessages} from './messages';
import {COLORS, DRAWING_WIDTH, styles} from './styles';
import {drawing} from './svg';

/** Where a link in the manual text goes in the PDF. */
export type LinkTarget = {readonly kind: 'anchor'; readonly id: string} | {readonly kind: 'url'; readonly href: string} | {readonly kind: 'text'};

export interface ConvertContext {
  readonly product: Product;
  readonly fact: FactFormatter;
  readonly messages: PdfMessages;
  /** SVG source of a drawing, e.g. `steps/fold`; throws when the file is missing. */
  readonly drawing: (name: string) => string;
  /** Maps a link of a source file; `#id` anchors are checked against the PDF's headings by the caller. */
  readonly resolveLink: (url: string, file: string) => LinkTarget;
  /** Marks the page a heading lands on, for the table of contents. */
  readonly pageMarker?: (id: string) => ReactNode;
}

export interface Heading {
  readonly id: string;
  readonly depth: number;
  readonly title: string;
}

type Jsx = MdxJsxFlowElement | MdxJsxTextElement;

const ADMONITIONS: readonly AdmonitionKind[] = ['danger', 'warning', 'caution', 'note', 'tip', 'info'];

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
      return 'children' in node ? plainText(node.children as PhrasingContent[], ctx) : '';
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
      } else if ('children' in node && node.type !== 'heading') walk(node.children as RootContent[]);
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

/** Converts one manual. Keys are positional: the tree never changes while rendering. */
export function convert(tree: Root, ctx: ConvertContext): ReactElement[] {
  const anchors = new Set(headingsOf(tree, ctx).map((h) => h.id));

  const inline = (nodes: readonly PhrasingContent[]): ReactNode[] => nodes.map((node, i) => phrasing(node, i));

  function phrasing(node: PhrasingContent, key: number): ReactNode {
    switch (node.type) {
      case 'text':
        return node.value;
      case 'strong':
        return <Text key={key} style={styles.strong}>{inline(node.children)}</Text>;
      case 'emphasis':
        return <Text key={key} style={styles.emphasis}>{inline(node.children)}</Text>;
      case 'delete':
        return <Text key={key} style={styles.strike}>{inline(node.children)}</Text>;
      case 'inlineCode':
        return <Text key={key} style={styles.code}>{node.value}</Text>;
      case 'break':
        return '\n';
      case 'link':
        return link(node.url, node.children, fileOf(node), key);
      case 'linkReference':
        return <Text key={key}>{inline(node.children)}</Text>;
      case 'mdxTextExpression':
        return isComment(node.value) ? null : fail(node, `expression {${node.value}} cannot be printed; write the text or use <ProductFact>`);
      case 'textDirective':
        // Like Docusaurus, a `:word` that is no directive we use stays text.
        return <Text key={key}>:{node.name}{inline(node.children)}</Text>;
      case 'mdxJsxTextElement':
        return inlineElement(node, key);
      default:
        return fail(node, `${node.type} cannot be printed in PDF manuals${node.type === 'image' ? '; use <Illustration>' : ''}`);
    }
  }

  function link(url: string, children: readonly PhrasingContent[], file: string, key: number): ReactNode {
    const target = ctx.resolveLink(url, file);
    const content = inline(children);
    if (target.kind === 'anchor' && anchors.has(target.id)) {
      return <Link key={key} src={`#${target.id}`} style={styles.link}>{content}</Link>;
    }
    if (target.kind === 'url') return <Link key={key} src={target.href} style={styles.link}>{content}</Link>;
    // A section this product's manual does not have: keep the words, drop the link.
    return <Text key={key}>{content}</Text>;
  }

  function inlineElement(node: MdxJsxTextElement, key: number): ReactNode {
    const children = node.children as PhrasingContent[];
    switch (node.name) {
      case 'ProductFact':
        return <Text key={key} style={styles.strong}>{factValue(node, ctx)}</Text>;
      case 'br':
        return '\n';
      case 'strong':
      case 'b':
        return <Text key={key} style={styles.strong}>{inline(children)}</Text>;
      case 'em':
      case 'i':
        return <Text key={key} style={styles.emphasis}>{inline(children)}</Text>;
      case 'code':
        return <Text key={key} style={styles.code}>{inline(children)}</Text>;
      case 'sup':
      case 'sub':
      case 'span':
        return <Text key={key}>{inline(children)}</Text>;
      default:
        return fail(node, `<${node.name}> cannot be used inside a sentence in PDF manuals`);
    }
  }

  const blocks = (nodes: readonly RootContent[], tight = false): ReactElement[] =>
    nodes.flatMap((node, i) => {
      const element = block(node, i, tight);
      return element ? [element] : [];
    });

  function block(node: RootContent, key: number, tight: boolean): ReactElement | null {
    switch (node.type) {
      case 'heading':
        return heading(node, key);
      case 'paragraph':
        return <Text key={key} style={tight ? undefined : styles.paragraph}>{inline(node.children)}</Text>;
      case 'list':
        return list(node, key);
      case 'table':
        return table(node, key);
      case 'containerDirective':
        return admonition(node, key);
      case 'blockquote':
        return <View key={key} style={styles.blockquote}>{blocks(node.children)}</View>;
      case 'code':
        return <Text key={key} style={styles.codeBlock}>{node.value}</Text>;
      case 'thematicBreak':
        return <View key={key} style={styles.rule} />;
      case 'definition':
        return null;
      case 'mdxFlowExpression':
        return isComment(node.value) ? null : fail(node, `expression {${node.value}} cannot be printed in PDF manuals`);
      case 'mdxJsxFlowElement':
        return flowElement(node, key);
      case 'leafDirective':
        return <Text key={key} style={styles.paragraph}>::{node.name}{inline(node.children)}</Text>;
      default:
        return fail(node, `${node.type} cannot be printed in PDF manuals`);
    }
  }

  function heading(node: MdHeading, key: number): ReactElement | null {
    // The cover carries the title; an h1 in a translated page is that title.
    if (node.depth === 1) return null;
    const id = headingId(node, ctx);
    const style = node.depth === 2 ? styles.h2 : node.depth === 3 ? styles.h3 : styles.h4;
    // Sections become the PDF's outline; react-pdf reads `bookmark` on any node, its types only list Page.
    const outline = node.depth === 2 ? {bookmark: {title: plainText(node.children, ctx), fit: true}} : {};
    return (
      <View key={key} id={id} wrap={false} minPresenceAhead={24} {...(outline as object)}>
        {node.depth <= 3 && ctx.pageMarker?.(id)}
        <Text style={style}>{inline(node.children)}</Text>
      </View>
    );
  }

  function list(node: List, key: number): ReactElement {
    const start = node.start ?? 1;
    return (
      <View key={key} style={styles.list}>
        {node.children.map((item, i) => listItem(item, i, node.ordered ? `${start + i}.` : '•'))}
      </View>
    );
  }

  function listItem(item: ListItem, key: number, marker: string): ReactElement {
    const step = marker !== '•';
    return (
      <View key={key} style={step ? styles.stepItem : styles.listItem} wrap={false}>
        <Text style={step ? styles.stepNumber : styles.bullet}>{marker}</Text>
        <View style={styles.itemBody}>{blocks(item.children, !item.spread)}</View>
      </View>
    );
  }

  function table(node: Table, key: number): ReactElement {
    return (
      <View key={key} style={styles.table}>
        {node.children.map((row, r) => (
          <View key={r} style={r === 0 ? [styles.tableRow, styles.tableHeadRow] : styles.tableRow} wrap={false} minPresenceAhead={r === 0 ? 40 : 0}>
            {row.children.map((cell, c) => (
              <Text key={c} style={r === 0 ? [styles.tableCell, styles.tableHeadCell] : styles.tableCell}>
                {inline(cell.children)}
              </Text>
            ))}
          </View>
        ))}
      </View>
    );
  }

  function admonition(node: ContainerDirective, key: number): ReactElement {
    const kind = node.name as AdmonitionKind;
    if (!ADMONITIONS.includes(kind)) {
      return fail(node, `unknown admonition :::${node.name}; use one of ${ADMONITIONS.join(', ')}`);
    }
    const [first, ...rest] = node.children;
    const custom = first?.type === 'paragraph' && first.data?.directiveLabel ? first : undefined;
    const body = custom ? rest : node.children;
    const tone =
      kind === 'danger'
        ? {color: COLORS.danger, background: COLORS.dangerBackground}
        : kind === 'warning' || kind === 'caution'
          ? {color: COLORS.warning, background: COLORS.warningBackground}
          : {color: COLORS.note, background: COLORS.noteBackground};
    return (
      <View key={key} style={[styles.admonition, {borderLeftColor: tone.color, backgroundColor: tone.background}]}>
        <View style={styles.admonitionTitle} minPresenceAhead={24}>
          <Svg viewBox="0 0 24 24" width={12} height={12}>
            {kind === 'danger' || kind === 'warning' || kind === 'caution' ? (
              <Path d="M12 2 L23 21 H1 Z M11 9 V15 H13 V9 Z M11 17 V19 H13 V17 Z" fill={tone.color} fillRule="evenodd" />
            ) : (
              <Path d="M12 1 A11 11 0 1 0 12 23 A11 11 0 1 0 12 1 Z M11 10 V18 H13 V10 Z M11 6 V8 H13 V6 Z" fill={tone.color} fillRule="evenodd" />
            )}
          </Svg>
          <Text style={[styles.admonitionLabel, {color: tone.color}]}>
            {custom ? inline(custom.children) : ctx.messages.admonition[kind]}
          </Text>
        </View>
        {blocks(body, true)}
      </View>
    );
  }

  function flowElement(node: MdxJsxFlowElement, key: number): ReactElement | null {
    switch (node.name) {
      case 'ManualHeader':
        return (
          <View key={key}>
            <Text style={styles.lead}>{manualLead(ctx.product)}</Text>
            <View style={styles.facts}>
              {headerFacts(ctx.product, ctx.fact).map((f) => (
                <View key={f.label}>
                  <Text style={styles.factLabel}>{f.label}</Text>
                  <Text style={styles.factValue}>{f.value}</Text>
                </View>
              ))}
            </View>
          </View>
        );
      case 'Illustration': {
        const {name, alt} = attributesOf(node);
        if (typeof alt !== 'string' || alt.trim() === '') fail(node, `<Illustration name="${String(name)}"> needs an alt text`);
        return (
          <View key={key} style={styles.figure} wrap={false}>
            {drawing(ctx.drawing(String(name)), `static/img/illustrations/${String(name)}.svg`, DRAWING_WIDTH)}
            <Text style={styles.caption}>{String(alt)}</Text>
          </View>
        );
      }
      case 'SpecTable':
        return (
          <View key={key} style={styles.list}>
            <Text style={styles.specCaption}>{specCaption(ctx.product)}</Text>
            <View style={styles.table}>
              {specRows(ctx.product, ctx.fact).map((row) => (
                <View key={row.label} style={styles.tableRow} wrap={false}>
                  <Text style={styles.specLabel}>{row.label}</Text>
                  <Text style={styles.specValue}>{row.value}</Text>
                </View>
              ))}
            </View>
          </View>
        );
      case 'ProductFact':
        return <Text key={key} style={[styles.paragraph, styles.strong]}>{factValue(node, ctx)}</Text>;
      default:
        if (node.name && ['strong', 'b', 'em', 'i', 'span', 'code', 'sup', 'sub'].includes(node.name)) {
          return <View key={key}>{blocks(node.children as RootContent[])}</View>;
        }
        return fail(node, `<${String(node.name)}> cannot be printed in PDF manuals`);
    }
  }

  return blocks(tree.children);
}
