import {describe, expect, it} from 'vitest';
import {bitCount, compounds, editDistance, fold, letterMask, tokenize} from '../index';

describe('fold', () => {
  it('folds case and diacritics the way visitors type', () => {
    expect(fold('Éclair')).toBe('eclair');
    expect(fold('Straße')).toBe('strasse');
    expect(fold('Überrollbügel')).toBe('uberrollbugel');
    expect(fold('Ñandú')).toBe('nandu');
  });
});

describe('tokenize', () => {
  it('cuts words at spaces, hyphens and apostrophes, with their offsets', () => {
    const text = "Explorer 4-in-1: l'acqua";
    expect(tokenize(text).map((t) => [t.term, text.slice(t.start, t.end)])).toEqual([
      ['explorer', 'Explorer'],
      ['4', '4'],
      ['in', 'in'],
      ['1', '1'],
      ['l', 'l'],
      ['acqua', 'acqua'],
    ]);
  });

  it('reads a Chinese word written in a variant character as the pages write it, keeping its place in the text', () => {
    const [token] = tokenize('坐墊', 'zh-Hant');
    expect(token).toMatchObject({term: '座墊', start: 0, end: 2});
    // Other languages are read as written.
    expect(tokenize('坐墊', 'en')[0]?.term).toBe('坐墊');
  });

  it('reads German umlauts typed as ae, oe, ue as the umlauts, but not a vowel pair of a word', () => {
    const term = (text: string) => tokenize(text, 'de')[0]?.term;
    expect(term('Haendler')).toBe(term('Händler'));
    expect(term('groesse')).toBe(term('Größe'));
    expect(term('bauen')).toBe('bauen');
    expect(tokenize('Haendler', 'en')[0]?.term).toBe('haendler');
  });

  it('segments Chinese into words with Intl.Segmenter', () => {
    const terms = tokenize('請將鋰電池充滿電', 'zh-Hant').map((t) => t.term);
    expect(terms.length).toBeGreaterThan(2);
    expect(terms.join('')).toBe('請將鋰電池充滿電');
    expect(terms.some((t) => t.includes('電池'))).toBe(true);
  });
});

describe('compounds', () => {
  it('joins hyphenated words and words around a number', () => {
    expect(compounds(tokenize('Explorer Trike 4-in-1'))).toEqual(expect.arrayContaining(['4in1', 'trike4']));
    expect(compounds(tokenize('Flow 125 Lights'))).toEqual(expect.arrayContaining(['flow125', '125lights', 'flow125lights']));
    expect(compounds(tokenize('kick scooter'))).toEqual([]);
    expect(compounds(tokenize('GO UP'), true)).toEqual(['goup']);
  });
});

describe('editDistance', () => {
  it('counts a swap of two letters as one typo', () => {
    expect(editDistance('prmio', 'primo', 1)).toBe(1);
    expect(editDistance('foldabel', 'foldable', 1)).toBe(1);
    expect(editDistance('scooter', 'shooter', 1)).toBe(1);
    expect(editDistance('scooter', 'helmet', 2)).toBe(3);
  });
});

describe('letterMask', () => {
  it('never tells apart words within the allowed edits (the typo search skips on it)', () => {
    const pairs: [string, string, number][] = [
      ['prmio', 'primo', 1],
      ['foldabel', 'foldable', 1],
      ['scooter', 'shooter', 1],
      ['warrenty', 'warranty', 1],
      ['helmut', 'helmet', 1],
      ['batery', 'battery', 1],
      ['uberollbugel', 'uberrollbugel', 1],
      ['explrer', 'explorer', 1],
      ['garantie', 'garanzia', 2],
      ['kickboard', 'kickbaord', 2],
    ];
    for (const [a, b, max] of pairs) {
      expect(editDistance(a, b, max), `${a}/${b}`).toBeLessThanOrEqual(max);
      expect(bitCount(letterMask(a) ^ letterMask(b)), `${a}/${b}`).toBeLessThanOrEqual(2 * max);
    }
  });

  it('rules out unrelated words', () => {
    expect(bitCount(letterMask('warranty') ^ letterMask('scooter'))).toBeGreaterThan(4);
    expect(bitCount(0)).toBe(0);
    expect(bitCount(-1)).toBe(32);
    expect(bitCount(0b1011)).toBe(3);
  });
});
