import {describe, expect, it} from 'vitest';
import {createElement, type ReactElement} from 'react';
import {Text} from '@react-pdf/renderer';
import {lineBreaker} from '../render/lineBreaks';
import {printableTree} from '../render/printable';

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

describe('printableTree', () => {
  it('gives French units a no-break space the fonts have, keeping number and unit together', () => {
    const tree = printableTree(createElement(Text, null, 'Poids : ', '100\u202fkg')) as ReactElement<{children: unknown}>;
    expect(tree.props.children).toEqual(['Poids : ', '100\u00a0kg']);
  });
});
