import {describe, expect, it} from 'vitest';
import type {Element, Root} from 'hast';
import rehypeTableLabels from '../rehypeTableLabels';

const el = (tagName: string, children: Element['children'] = [], properties: Element['properties'] = {}): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const text = (value: string) => ({type: 'text' as const, value});

function table(headings: string[], cells: string[][]): Root {
  return {
    type: 'root',
    children: [
      el('div', [
        el('table', [
          el('thead', [
            el(
              'tr',
              headings.map((h) => el('th', [text(h)])),
            ),
          ]),
          el(
            'tbody',
            cells.map((row) =>
              el(
                'tr',
                row.map((c) => el('td', [el('strong', [text(c)])])),
              ),
            ),
          ),
        ]),
      ]),
    ],
  };
}

describe('rehypeTableLabels', () => {
  it('labels every cell with its column heading and marks the table, wherever it is', () => {
    const tree = table(['Problem', 'Likely cause', 'What to do'], [['Rattles', 'Loose headset', 'Stop riding']]);
    rehypeTableLabels()(tree);
    const t = (tree.children[0] as Element).children[0] as Element;
    expect(t.properties.className).toEqual(['table-stacked']);
    const cells = ((t.children[1] as Element).children[0] as Element).children as Element[];
    expect(cells.map((c) => c.properties.dataLabel)).toEqual(['Problem', 'Likely cause', 'What to do']);
  });

  it('labels a table inside a component such as <IfProduct> too', () => {
    const inner = table(['Problem', 'What to do'], [['Stem moves', 'Close the lever']]);
    const tree = {type: 'root', children: [{type: 'mdxJsxFlowElement', name: 'IfProduct', attributes: [], children: inner.children}]} as unknown as Root;
    rehypeTableLabels()(tree);
    expect(((inner.children[0] as Element).children[0] as Element).properties.className).toEqual(['table-stacked']);
  });

  it('leaves a table without column headings alone', () => {
    const tree = table([], [['a', 'b']]);
    rehypeTableLabels()(tree);
    expect(((tree.children[0] as Element).children[0] as Element).properties.className).toBeUndefined();
  });
});
