/**
 * Walks the tree parse5 (the one HTML parser of the project) builds from a
 * page with its default tree adapter: for the search records, the
 * structured data and the checks of the built site.
 */
import type {DefaultTreeAdapterMap} from 'parse5';

export type Node = DefaultTreeAdapterMap['node'];
export type Element = DefaultTreeAdapterMap['element'];
export type TextNode = DefaultTreeAdapterMap['textNode'];

export function isText(node: Node): node is TextNode {
  return node.nodeName === '#text';
}

export function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

export function attr(el: Element, name: string): string | undefined {
  return el.attrs.find((a) => a.name === name)?.value;
}

/** Child nodes; parse5 keeps a template's children apart, in its content. */
export function children(node: Node): Node[] {
  if ('content' in node) return node.content.childNodes;
  return 'childNodes' in node ? node.childNodes : [];
}

/** Elements below a node, in document order, leaving out those `skip` accepts and all they hold. */
export function* elements(node: Node, skip: (el: Element) => boolean = () => false): Generator<Element> {
  for (const child of children(node)) {
    if (!isElement(child) || skip(child)) continue;
    yield child;
    yield* elements(child, skip);
  }
}

/** Text of a node, as the DOM's textContent, leaving out the elements `skip` accepts. */
export function text(node: Node, skip: (el: Element) => boolean = () => false): string {
  if (isText(node)) return node.value;
  return children(node)
    .map((child) => (isElement(child) && skip(child) ? '' : text(child, skip)))
    .join('');
}
