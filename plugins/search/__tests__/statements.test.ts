import {describe, expect, it} from 'vitest';
import {LocalSearchIndex} from '../shared/engine/query';
import {encodeIndex} from '../shared/indexFormat';
import {searchIndex} from '../shared/response';
import {sameStatement, statementOf, unitSet} from '../shared/statements';
import {tokenize} from '../../../src/domain/text';
import {page} from './records';

const statement = (text: string, locale = 'en', units: readonly string[] = []) => statementOf(text, tokenize(text, locale), unitSet(units));
const same = (a: string, b: string, locale = 'en') => sameStatement(statement(a, locale), statement(b, locale), locale);

describe('what a line states', () => {
  it('reads figures as number and unit, however they are written', () => {
    expect(statement('Maximum user weight: 50 kg').figures).toBe('50kg');
    expect(statement('Maximum user weight: 50kg').figures).toBe('50kg');
    expect(statement('Sattelhöhe: 34–41,5 cm', 'de').figures).toBe(statement('Saddle height: 34–41.5 cm').figures);
    expect(statement('年齡：3 歲以上', 'zh-Hant', ['歲']).figures).toBe('3歲');
    // A number without a unit is a word: "3 heights" is no figure.
    expect(statement('The handlebar has 3 heights: 54 cm / 61 cm').figures).toBe('54cm 61cm');
    expect(statement('The handlebar has 3 heights: 54 cm / 61 cm').words).toContain('3');
    expect(statement('See the label on the product').figures).toBe('');
  });

  it('the same figures worded otherwise are the same fact', () => {
    expect(same('Handlebar height: 54 cm / 61 cm / 68 cm', 'The handlebar has 3 heights, measured from the ground: 54 cm / 61 cm / 68 cm.')).toBe(true);
    expect(same('Maximum user weight: 50 kg', 'The maximum user weight is 50 kg.')).toBe(true);
    expect(same('Lenkerhöhe: 54 cm / 61 cm', 'Der Lenker hat 2 Höhen, vom Boden gemessen: 54 cm / 61 cm.', 'de')).toBe(true);
    // Articles and the like may be missing: "del", "du".
    expect(same('Altezza del manubrio: 54 cm / 61 cm', 'Il manubrio ha 2 altezze: 54 cm / 61 cm.', 'it')).toBe(true);
    expect(same('Hauteur du guidon : 54 cm / 61 cm', 'Le guidon a 2 hauteurs, mesurées depuis le sol : 54 cm / 61 cm.', 'fr')).toBe(true);
    expect(same('把手高度：54 cm / 61 cm', '把手有 2 段高度，從地面量起：54 cm / 61 cm', 'zh-Hant')).toBe(true);
  });

  it('other figures, or words the other line does not say, are another fact', () => {
    expect(same('Maximum user weight: 50 kg', 'Maximum user weight: 20 kg')).toBe(false);
    expect(same('Maximum seat weight: 50 kg', 'Maximum user weight: 50 kg')).toBe(false);
    expect(same('Hauteur de la selle : 34 cm', 'Hauteur du guidon : 34 cm', 'fr')).toBe(false);
    expect(same('Maximum basket load: 5 kg', 'Maximum user weight: 5 kg')).toBe(false);
    expect(same('Its handlebar goes down to 54 cm.', 'Handlebar height: 54 cm / 61 cm / 68 cm')).toBe(false);
    // Without figures only the same text is the same line (the engine compares those by string).
    expect(same('Fold the scooter.', 'Fold the scooter.')).toBe(false);
  });
});

describe('a fact a page states twice is one hit', () => {
  const records = [
    ...page('/docs/elite', 'Elite', 'Elite Deluxe Lights', [
      // The manual's header line, above every section, and the same row of its specifications table.
      {content: 'Maximum user weight: 50 kg'},
      {anchor: 'handlebar', lvl2: 'Adjustments', lvl3: 'Handlebar height', content: 'The handlebar has 3 heights: 54 cm / 61 cm / 68 cm.'},
      {anchor: 'safety', lvl2: 'Safety warnings', content: 'Check the brake before every ride.'},
      {anchor: 'riding', lvl2: 'Riding', content: 'Check the brake before every ride.'},
      {anchor: 'specifications', lvl2: 'Specifications', content: 'Maximum user weight: 50 kg'},
      {anchor: 'specifications', lvl2: 'Specifications', content: 'Handlebar height: 54 cm / 61 cm / 68 cm'},
      {anchor: 'specifications', lvl2: 'Specifications', content: 'Maximum seat weight: 50 kg'},
    ]),
    // Another product's page says the same: its own hit.
    ...page('/docs/junior', 'Junior', 'Junior Lights', [{anchor: 'specifications', lvl2: 'Specifications', content: 'Maximum seat load: 50 kg'}]),
  ];
  const index = new LocalSearchIndex(JSON.parse(JSON.stringify(encodeIndex('en', records))));
  const search = (query: string) => searchIndex(index, {indexName: 'i', query, attributesToSnippet: ['content:10']});

  it('shows it once, from the section that says where it is, and counts it once', () => {
    const result = search('50 kg');
    const lines = result.hits.map((h) => `${h.url} ${h.content}`);
    expect(lines.filter((l) => l.includes('Maximum user weight'))).toEqual(['/docs/elite#specifications Maximum user weight: 50 kg']);
    expect(result.nbHits).toBe(result.hits.length);
  });

  it('a sentence and a table row with the same figures: one hit', () => {
    const result = search('54 cm');
    expect(result.hits).toHaveLength(1);
    expect(result.nbHits).toBe(1);
  });

  it('the same sentence in two sections of a page: one hit', () => {
    expect(search('brake before every ride').hits).toHaveLength(1);
  });

  it('keeps different facts with the same figure, and the same fact on another page', () => {
    const urls = search('seat 50 kg').hits.map((h) => h.url);
    expect(urls).toEqual(expect.arrayContaining(['/docs/elite#specifications', '/docs/junior#specifications']));
  });
});
