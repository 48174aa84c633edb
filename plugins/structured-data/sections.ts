/**
 * Reads the h2 sections of a built page's `<article>`: heading, plain text,
 * and the numbered steps (ordered-list items), grouped by h3 sub-heading.
 */
import {parse} from 'parse5';
import {attr, children, isElement, isText, type Node} from '../shared/html';
import type {StepGroup} from '../../src/domain/structuredData';

export interface Section {
  readonly id: string | undefined;
  readonly heading: string;
  /** All text below the heading, up to the next h2. */
  readonly text: string;
  /** Groups in page order; the first is unnamed when steps come before any h3. */
  readonly groups: readonly StepGroup[];
}

const clean = (s: string): string => s.replace(/[\u200b\s]+/g, ' ').trim();

/** Elements whose start and end separate words. */
const BLOCKS = new Set(['p', 'li', 'ul', 'ol', 'div', 'table', 'tr', 'td', 'th', 'figure', 'figcaption', 'dd', 'dt']);

export function readSections(html: string): Section[] {
  const sections: {id: string | undefined; heading: string; text: string; groups: {name?: string; steps: string[]}[]}[] = [];
  let heading: {level: 'h2' | 'h3'; id: string | undefined; text: string} | undefined;
  let olDepth = 0;
  let step: string | undefined;

  const current = () => sections[sections.length - 1];
  /** Block boundaries separate words: `<li>a</li><li>b</li>` reads "a b". */
  const separate = (): void => {
    if (current()) current()!.text += ' ';
    if (step !== undefined) step += ' ';
  };
  const visit = (node: Node): void => {
    if (isText(node)) {
      const text = node.value;
      if (heading) heading.text += text;
      else if (current()) current()!.text += text;
      if (step !== undefined) step += text;
      return;
    }
    // The heading's "#" permalink is no text of the page.
    if (!isElement(node) || (node.tagName === 'a' && /\bhash-link\b/.test(attr(node, 'class') ?? ''))) return;
    const tag = node.tagName;
    if (tag === 'h2' || tag === 'h3') heading = {level: tag, id: attr(node, 'id'), text: ''};
    if (BLOCKS.has(tag)) separate();
    if (tag === 'ol') olDepth++;
    if (tag === 'li' && olDepth === 1 && step === undefined) step = '';
    for (const child of children(node)) visit(child);
    if ((tag === 'h2' || tag === 'h3') && heading) {
      const text = clean(heading.text);
      if (heading.level === 'h2') sections.push({id: heading.id, heading: text, text: '', groups: []});
      else current()?.groups.push({name: text, steps: []});
      heading = undefined;
      return;
    }
    if (BLOCKS.has(tag)) separate();
    if (tag === 'li' && olDepth === 1 && step !== undefined) {
      const section = current();
      if (section) {
        if (section.groups.length === 0) section.groups.push({steps: []});
        section.groups[section.groups.length - 1]!.steps.push(clean(step));
      }
      step = undefined;
    }
    if (tag === 'ol') olDepth--;
  };
  /** Each outermost article, so that one inside another is read once. */
  const visitArticles = (node: Node): void => {
    if (isElement(node) && node.tagName === 'article') visit(node);
    else for (const child of children(node)) visitArticles(child);
  };
  // Without scripting, a <noscript>'s markup is parsed, not read as one raw string.
  visitArticles(parse(html, {scriptingEnabled: false}));
  return sections.map((s) => ({
    id: s.id,
    heading: s.heading,
    text: clean(s.text),
    groups: s.groups.filter((g) => g.steps.length > 0),
  }));
}
