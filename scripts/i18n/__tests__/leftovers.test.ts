import {describe, expect, it} from 'vitest';
import {englishTexts, findLeftovers, keepPattern, textBlocks, translatableRest} from '../leftovers';

const page = (lang: string, body: string): string =>
  `<html lang="${lang}"><head><title>T</title></head><body>${body}</body></html>`;
const keep = keepPattern(['Flow 125', 'Globber', 'English']);

describe('textBlocks', () => {
  it('reads headings, paragraphs and image alt text, not code or other-language links', () => {
    const blocks = textBlocks(
      page('it', '<h2>Montaggio</h2><p>Apri la leva. <code>npm run</code></p><img alt="Il manubrio"><a lang="en" href="/">English</a>'),
    );
    expect(blocks.map((b) => b.text)).toEqual(['T', 'Montaggio', 'Apri la leva.', 'Il manubrio']);
  });
});

describe('translatableRest', () => {
  it('drops product names, model numbers, codes and measurements', () => {
    expect(translatableRest('Flow 125 (770) · EN 71 · 41,5 cm · LED', keep)).toBe('');
    expect(translatableRest('Il Flow 125 ha ruote da 125 mm', keep)).toBe('Il ha ruote da');
  });
});

describe('findLeftovers', () => {
  const english = englishTexts(page('en', '<h2>Assembly</h2><p>Open the lever fully before you start.</p><p>Flow 125</p>'));

  it('flags a sentence identical to the English page', () => {
    const found = findLeftovers(page('it', '<h2>Montaggio</h2><p>Open the lever fully before you start.</p>'), english, keep);
    expect(found).toEqual([{where: 'p', text: 'Open the lever fully before you start.', reason: 'same as English'}]);
  });

  it('flags English that differs from the English page', () => {
    const found = findLeftovers(page('de', '<p>Check the brake and the wheels before each ride.</p>'), english, keep);
    expect(found.map((f) => f.reason)).toEqual(['reads as English']);
  });

  it('accepts product names and translated text', () => {
    expect(findLeftovers(page('it', '<h2>Montaggio</h2><p>Flow 125</p><p>Apri la leva prima di iniziare.</p>'), english, keep)).toEqual([]);
    expect(findLeftovers(page('zh-Hant', '<h2>組裝</h2><p>Flow 125</p>'), english, keep)).toEqual([]);
  });
});
