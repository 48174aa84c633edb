/**
 * Rehype plugin for the docs: every cell of a table with column headings
 * carries its heading's text (`data-label`), and the table the class
 * `table-stacked`, so that on a phone each row shows as one block, each cell
 * under its heading's name (src/theme/DocItem/Content/tables.css), instead
 * of a table that scrolls sideways with "what to do" off-screen.
 */
import type {Element, ElementContent, Root, RootContent} from 'hast';

/** A node that holds others: the root, an element, or one of MDX's JSX elements (<IfProduct>). */
type Parent = {children: (RootContent | ElementContent)[]};

const isElement = (node: RootContent | ElementContent, tag?: string): node is Element => node.type === 'element' && (tag === undefined || node.tagName === tag);

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  return node.type === 'element' ? node.children.map(textOf).join('') : '';
}

const rows = (section: Element | undefined): Element[] => (section?.children ?? []).filter((n): n is Element => isElement(n, 'tr'));

function label(table: Element): void {
  const head = table.children.find((n): n is Element => isElement(n, 'thead'));
  const headings =
    rows(head)[0]
      ?.children.filter((n): n is Element => isElement(n, 'th'))
      .map((th) => textOf(th).trim()) ?? [];
  if (headings.length === 0 || headings.some((h) => h === '')) return;
  table.properties = {...table.properties, className: [...(table.properties?.className ?? []), 'table-stacked']};
  for (const body of table.children.filter((n): n is Element => isElement(n, 'tbody'))) {
    for (const row of rows(body)) {
      row.children
        .filter((n): n is Element => isElement(n, 'td'))
        .forEach((cell, i) => {
          if (headings[i] !== undefined) cell.properties = {...cell.properties, dataLabel: headings[i]};
        });
    }
  }
}

/** Every table, also those inside a component such as <IfProduct> (MDX's JSX elements hold children too). */
function walk(node: Parent): void {
  for (const child of node.children) {
    if (child.type === 'element' && child.tagName === 'table') label(child);
    else if ('children' in child) walk(child);
  }
}

export default function rehypeTableLabels() {
  return (tree: Root): void => walk(tree);
}
