/**
 * Finds English left in a translated page: text blocks identical to the
 * English build of the same page, and blocks that read as English (several
 * English function words), once product names, model numbers, units and
 * other tokens that stay the same in every language are taken out.
 */
import {load, type CheerioAPI} from 'cheerio';

const BLOCKS = 'title, h1, h2, h3, h4, h5, h6, p, li, td, th, dt, dd, figcaption, summary, caption, label, button, option, legend, blockquote, a';
const ATTRIBUTES = ['alt', 'aria-label', 'title', 'placeholder'] as const;

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

/** Own text of a block: text of its children minus nested blocks, which are read on their own. */
function ownText($: CheerioAPI, el: Parameters<CheerioAPI>[0]): string {
  const clone = $(el).clone();
  clone.find(BLOCKS).remove();
  clone.find('script, style, code, pre, svg').remove();
  return squash(clone.text());
}

export function textBlocks(html: string): Block[] {
  const $ = load(html);
  const pageLang = $('html').attr('lang') ?? '';
  // The language menu names each language in itself; code is code.
  $('[lang]').not('html').filter((_, el) => $(el).attr('lang') !== pageLang).remove();
  $('script, style, noscript, pre, code, svg').remove();
  const blocks: Block[] = [];
  const description = $('meta[name="description"]').attr('content');
  if (description) blocks.push({where: 'meta[description]', text: squash(description)});
  $(BLOCKS).each((_, el) => {
    const text = ownText($, el);
    if (text) blocks.push({where: el.tagName, text});
  });
  for (const name of ATTRIBUTES) {
    $(`[${name}]`).each((_, el) => {
      const text = squash($(el).attr(name) ?? '');
      if (text && el.tagName !== 'html') blocks.push({where: `${el.tagName}[${name}]`, text});
    });
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
