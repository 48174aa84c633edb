import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {questionsOf} from '@site/plugins/search';
import {isStopWord, tokenize} from '../../text';
import {MISSING_TASK_ANCHORS} from '../../manualTasks';
import {INTENT_IDS, INTENTS, type IntentDefinition} from '../../intents';
import {locales} from '../../locales';
import {LANGUAGES, questionData} from '..';

const root = path.resolve(__dirname, '../../../..');

/** Every `{/* #anchor *\/}` heading id of the English manuals and their shared parts. */
function manualAnchors(): Set<string> {
  const out = new Set<string>();
  const docs = path.join(root, 'docs');
  for (const file of fs.readdirSync(docs, {recursive: true}) as string[]) {
    if (/\.mdx?$/.test(file)) for (const m of fs.readFileSync(path.join(docs, file), 'utf8').matchAll(/\{\/\* #([a-z0-9-]+) \*\/\}/g)) out.add(m[1]!);
  }
  return out;
}

/** Whether a site path of an intent is a page, or a section of the FAQ, of the English site. */
function sitePathExists(sitePath: string): boolean {
  const [page, anchor] = sitePath.split('#');
  if (page === '/faq') return fs.readFileSync(path.join(root, 'src/pages/faq.mdx'), 'utf8').includes(`{/* #${anchor} */}`);
  if (page === '/contact') return fs.existsSync(path.join(root, 'src/pages/contact.tsx'));
  const post = /^\/blog\/(.+)$/.exec(page!);
  return post !== null && fs.readdirSync(path.join(root, 'blog')).some((f) => f.endsWith(`-${post[1]}.md`));
}

describe('intents', () => {
  it('point at sections that exist: manual headings, the notes on tasks a manual lacks, and site pages', () => {
    const anchors = new Set([...manualAnchors(), ...Object.values(MISSING_TASK_ANCHORS)]);
    for (const id of INTENT_IDS) {
      for (const section of INTENTS[id].sections) {
        if (section.startsWith('/')) expect(sitePathExists(section), `${id}: ${section}`).toBe(true);
        else expect(anchors.has(section), `${id}: #${section}`).toBe(true);
      }
    }
  });

  it('narrow, yield to and act on intents that exist', () => {
    const ids: readonly string[] = INTENT_IDS;
    for (const id of INTENT_IDS) {
      const intent: IntentDefinition = INTENTS[id];
      for (const other of [...(intent.narrows ? [intent.narrows] : []), ...(intent.on ? [intent.on] : []), ...(intent.yieldsTo ?? [])])
        expect(ids, `${id} → ${other}`).toContain(other);
    }
  });

  it('let every task outrank a place described at length, so a new intent is not left out of the list', () => {
    // Places, riding and safety are what a place may well be asked with; every other intent is a task.
    const notTasks = new Set(['where-to-ride', 'rain', 'riding', 'safety']);
    const yieldsTo: readonly string[] = INTENTS['where-to-ride'].yieldsTo;
    for (const id of INTENT_IDS) if (!notTasks.has(id)) expect(yieldsTo, id).toContain(id);
  });
});

describe.each(locales)('question words, %s', (locale) => {
  const words = LANGUAGES[locale].questionWords;

  it('pass the search plugin’s check, as the build runs it', () => {
    expect(() => questionsOf({questions: questionData}, locale)).not.toThrow();
  });

  it('give every intent several ways to ask, none made of question words only', () => {
    for (const id of INTENT_IDS) {
      expect(words.intents[id].length, id).toBeGreaterThanOrEqual(3);
      for (const pattern of words.intents[id]) {
        const terms = tokenize(pattern.replace(/\*/g, ''), locale).map((t) => t.term);
        expect(terms.length, `${id}: "${pattern}"`).toBeGreaterThan(0);
        // The matcher drops such a pattern: it would match any question.
        expect(terms.every((t) => isStopWord(t, locale)) && !pattern.includes('*'), `${id}: "${pattern}"`).toBe(false);
      }
    }
  });

  it('never list a way to ask for something as out of scope too', () => {
    const asking = new Set(Object.values(words.intents).flat());
    for (const pattern of words.outOfScope) expect(asking.has(pattern), `"${pattern}"`).toBe(false);
  });
});
