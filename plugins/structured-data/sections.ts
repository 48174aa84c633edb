/**
 * Reads the h2 sections of a built page's `<article>`: heading, plain text,
 * and the numbered steps (ordered-list items), grouped by h3 sub-heading.
 */
import {Parser} from 'htmlparser2';
import type {StepGroup} from '../../src/lib/structuredData';

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
  let inArticle = 0;
  let heading: {level: 'h2' | 'h3'; id: string | undefined; text: string} | undefined;
  let skip = 0; // depth inside the heading's "#" permalink
  let olDepth = 0;
  let step: string | undefined;

  const current = () => sections[sections.length - 1];
  /** Block boundaries separate words: `<li>a</li><li>b</li>` reads "a b". */
  const separate = (): void => {
    if (current()) current()!.text += ' ';
    if (step !== undefined) step += ' ';
  };
  const parser = new Parser(
    {
      onopentag(tag, attrs) {
        if (tag === 'article') inArticle++;
        if (inArticle === 0) return;
        if (skip > 0 || (tag === 'a' && /\bhash-link\b/.test(attrs.class ?? ''))) {
          skip++;
          return;
        }
        if (tag === 'h2' || tag === 'h3') heading = {level: tag, id: attrs.id, text: ''};
        if (BLOCKS.has(tag)) separate();
        if (tag === 'ol') olDepth++;
        if (tag === 'li' && olDepth === 1 && step === undefined) step = '';
      },
      ontext(text) {
        if (inArticle === 0 || skip > 0) return;
        if (heading) heading.text += text;
        else if (current()) current()!.text += text;
        if (step !== undefined) step += text;
      },
      onclosetag(tag) {
        if (inArticle === 0) return;
        if (skip > 0) {
          skip--;
          return;
        }
        if (tag === 'article') inArticle--;
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
      },
    },
    {decodeEntities: true},
  );
  parser.write(html);
  parser.end();
  return sections.map((s) => ({
    id: s.id,
    heading: s.heading,
    text: clean(s.text),
    groups: s.groups.filter((g) => g.steps.length > 0),
  }));
}
