import {describe, expect, it} from 'vitest';
import {printable} from '../render/printable';
import {typesetter, type Line, type TextStyle} from '../render/typeset';

const style: TextStyle = {size: 10, color: '#000'};
const text = (line: Line) => line.runs.map((r) => r.text).join('');

describe('typesetter', () => {
  it('lets Chinese break between any two characters', () => {
    const ts = typesetter('zh-Hant');
    const one = ts.measure('折', style);
    expect(ts.lines([{text: '折疊把手'}], style, one * 1.5).map(text)).toEqual(['折', '疊', '把', '手']);
  });

  it('never starts a line with closing punctuation nor ends one with opening punctuation', () => {
    const ts = typesetter('zh-Hant');
    for (const sentence of ['按下按鈕，再放開。', '請參閱「折疊」說明']) {
      for (let chars = 2; chars <= 6; chars += 1) {
        const lines = ts.lines([{text: sentence}], style, ts.measure('折'.repeat(chars), style));
        expect(lines.map(text).join('')).toBe(sentence);
        for (const line of lines) {
          expect(text(line)).not.toMatch(/^[，。」]/);
          expect(text(line)).not.toMatch(/「$/);
        }
      }
    }
  });

  it('keeps Latin words and numbers inside Chinese text whole', () => {
    const ts = typesetter('zh-Hant');
    const lines = ts.lines([{text: '最高100kg的騎士'}], style, ts.measure('最高100kg', style) + 1);
    expect(lines.map(text)).toEqual(['最高100kg', '的騎士']);
  });

  it('breaks at spaces, hyphenates long words with the page language, never names or addresses', () => {
    const de = typesetter('de');
    const narrow = de.measure('Mindestein-', style) + 1;
    const lines = de.lines([{text: 'Die Mindesteinstecktiefe'}], style, narrow).map(text);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.slice(0, -1).every((l) => l.endsWith('-'))).toBe(true);
    expect(lines.map((l) => l.replace(/-$/, '')).join('')).toBe('Die Mindesteinstecktiefe');
    expect(de.lines([{text: 'Griff Lenker'}], style, de.measure('Lenker', style) + 1).map(text)).toEqual(['Griff', 'Lenker']);

    const en = typesetter('en');
    const url = 'https://manuals.example.com/docs';
    const cut = en.lines([{text: url}], style, en.measure('https://manuals', style)).map(text);
    // An address longer than the line is cut, never given a hyphen.
    expect(cut.join('')).toBe(url);
    expect(cut.length).toBeGreaterThan(1);
  });

  it('keeps styles and links in runs, and ends a line at a line break', () => {
    const ts = typesetter('en');
    const [first, second] = ts.lines(
      [{text: 'Turn the '}, {text: 'lever', bold: true}, {text: ' then\n'}, {text: 'see', link: {kind: 'anchor', id: 'folding'}}],
      {...style, linkColor: '#0b6e4f'},
      500,
    );
    expect(first!.runs.map((r) => [r.text, r.face.name])).toEqual([
      ['Turn the ', 'NotoSans-400-normal'],
      ['lever', 'NotoSans-700-normal'],
      [' then', 'NotoSans-400-normal'],
    ]);
    expect(second!.runs[0]).toMatchObject({text: 'see', color: '#0b6e4f', underline: true, link: {kind: 'anchor', id: 'folding'}});
  });

  it('takes a character the Latin fonts lack from the next font', () => {
    const ts = typesetter('fr');
    const [line] = ts.lines([{text: 'Serrez → 5 N·m'}], style, 500);
    expect(line!.runs.map((r) => r.face.name.split('-')[0])).toContain('NotoSansHant');
    expect(text(line!)).toBe('Serrez → 5 N·m');
  });
});

describe('printable', () => {
  it('gives French units a no-break space the fonts have, keeping number and unit together', () => {
    expect(printable('Poids : 100\u202fkg')).toBe('Poids : 100\u00a0kg');
  });
});
