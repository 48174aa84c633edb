/**
 * Finds English left in a translated page: text blocks identical to the
 * English build of the same page, and blocks that read as English (several
 * English function words), once product names, model numbers, units and
 * other tokens that stay the same in every language are taken out.
 */
import {parse} from 'parse5';
import {attr, elements, isElement, text, type Element} from '../../plugins/shared/html.ts';

const BLOCKS = new Set('title h1 h2 h3 h4 h5 h6 p li td th dt dd figcaption summary caption label button option legend blockquote a'.split(' '));
const ATTRIBUTES = ['alt', 'aria-label', 'title', 'placeholder'] as const;
const UNREAD = new Set(['script', 'style', 'noscript', 'pre', 'code', 'svg']);

/** Function words that no other site language uses. */
const ENGLISH_WORDS = new Set(
  'the and your you with this that from when should must into before after while which there their these those about'.split(' '),
);

export interface Block {
  /** Where the text was found, e.g. "h2" or "img[alt]". */
  readonly where: string;
  readonly text: string;
}

const squash = (text: string): string => text.replace(/\s+/g, ' ').trim();

export function textBlocks(html: string): Block[] {
  const doc = parse(html);
  const root = doc.childNodes.find(isElement);
  const pageLang = (root && attr(root, 'lang')) ?? '';
  // The language menu names each language in itself; code is code.
  const unread = (el: Element): boolean => {
    const lang = attr(el, 'lang');
    return UNREAD.has(el.tagName) || (lang !== undefined && lang !== pageLang && el.tagName !== 'html');
  };
  const read = [...elements(doc, unread)];
  const blocks: Block[] = [];
  const meta = read.find((el) => el.tagName === 'meta' && attr(el, 'name') === 'description');
  const description = meta && attr(meta, 'content');
  if (description) blocks.push({where: 'meta[description]', text: squash(description)});
  for (const el of read) {
    if (!BLOCKS.has(el.tagName)) continue;
    // Own text: nested blocks are read on their own.
    const own = squash(text(el, (child) => BLOCKS.has(child.tagName) || unread(child)));
    if (own) blocks.push({where: el.tagName, text: own});
  }
  for (const name of ATTRIBUTES) {
    for (const el of read) {
      const value = squash(attr(el, name) ?? '');
      if (value && el.tagName !== 'html') blocks.push({where: `${el.tagName}[${name}]`, text: value});
    }
  }
  return blocks;
}

/** One pattern for the names and words that stay the same in every language. */
export function keepPattern(tokens: readonly string[]): RegExp {
  const alternatives = [...new Set(tokens)]
    .filter(Boolean)
    .sort((a, b) => b.length - a.length)
    .map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`(?<![\\p{L}\\d])(?:${alternatives.join('|') || '(?!)'})(?![\\p{L}\\d])`, 'gu');
}

/** Removes what is the same in every language; what remains must be translated. */
export function translatableRest(text: string, keep: RegExp): string {
  const rest = text.replace(/https?:\/\/\S+|\S+@\S+/g, ' ').replace(keep, ' ');
  return squash(
    rest
      .replace(/\d+([.,]\d+)?\s*(cm|mm|km\/h|kg|kB|MB|Ah|Wh|V|W|h|min)(?![\p{L}])/gu, ' ')
      // Codes and abbreviations: EN 71, LED, USB-C, 634, 4-in-1
      .replace(/(?<![\p{L}\d])[\p{Lu}\d][\p{Lu}\d-]*(?![\p{L}\d])/gu, ' ')
      .replace(/[^\p{L}]+/gu, ' '),
  );
}

export interface Leftover {
  readonly where: string;
  readonly text: string;
  readonly reason: 'same as English' | 'reads as English';
}

/** Blocks of a translated page that are still English. */
/** The texts of the English page, read once and compared with every locale. */
export function englishTexts(englishHtml: string | undefined): ReadonlySet<string> {
  return new Set(englishHtml === undefined ? [] : textBlocks(englishHtml).map((b) => b.text));
}

export function findLeftovers(localeHtml: string, english: ReadonlySet<string>, keep: RegExp): Leftover[] {
  const found: Leftover[] = [];
  const seen = new Set<string>();
  for (const block of textBlocks(localeHtml)) {
    const key = `${block.where}\u0000${block.text}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const rest = translatableRest(block.text, keep);
    const words = rest.toLowerCase().split(' ').filter(Boolean);
    if (english.has(block.text) && rest.replace(/\s/g, '').length >= 4) {
      found.push({...block, reason: 'same as English'});
    } else if (new Set(words.filter((w) => ENGLISH_WORDS.has(w))).size >= 2) {
      found.push({...block, reason: 'reads as English'});
    }
  }
  return found;
}
