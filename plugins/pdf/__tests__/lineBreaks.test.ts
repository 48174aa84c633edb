import {describe, expect, it} from 'vitest';
import {lineBreaker} from '../render/lineBreaks';

/** Where a line may end: '|' a break without hyphen, '-' a hyphenation point. */
function breaks(locale: string, word: string): string {
  return lineBreaker(locale)(word).reduce((out, part, i, parts) => {
    if (part === '') return `${out}|`;
    const next = parts[i + 1];
    return out + part + (next !== undefined && next !== '' ? '-' : '');
  }, '');
}

describe('lineBreaker', () => {
  it('lets Chinese break between any two characters', () => {
    expect(breaks('zh-Hant', '折疊把手')).toBe('折|疊|把|手');
  });

  it('never starts a line with closing punctuation nor ends one with opening punctuation', () => {
    expect(breaks('zh-Hant', '按下按鈕，再放開。')).toBe('按|下|按|鈕，|再|放|開。');
    expect(breaks('zh-Hant', '請參閱「折疊」')).toBe('請|參|閱|「折|疊」');
  });

  it('keeps Latin words and numbers inside Chinese text whole', () => {
    expect(breaks('zh-Hant', '最高100kg的騎士')).toBe('最|高|100kg|的|騎|士');
  });

  it('hyphenates long words with the page language, never names or addresses', () => {
    expect(breaks('de', 'Mindesteinstecktiefe')).toBe('Min-destein-steck-tie-fe');
    expect(breaks('en', 'https://manuals.example.com/docs')).toBe('https://manuals.example.com/docs');
    expect(breaks('de', 'Lenker')).toBe('Len-ker');
    expect(breaks('de', 'Griff')).toBe('Griff');
  });
});
