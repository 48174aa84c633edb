import {describe, expect, it} from 'vitest';
import {getProduct} from '@site/src/domain/catalog';
import {formatAge, formatFact} from '../formatFacts';

const t = {
  ageFrom: '{age} and up',
  ageRange: '{min} to {max}',
  ageFromBirth: 'from birth to {max}',
  years: '{count} years',
  yearRange: '{min}–{max} years',
  typical: '{value} (typical value)',
  frontWheelOnly: '{size} (front)',
};
const zh = {...t, ageFrom: '{age}以上', ageRange: '{min}至{max}', ageFromBirth: '出生至{max}', years: '{count} 歲', yearRange: '{min}至{max} 歲'};

describe('formatAge', () => {
  it('writes whole years as a range in the locale', () => {
    expect(formatAge('en', {minMonths: 36, maxMonths: 84}, t)).toBe('3–7 years');
  });
  it("writes a child's age in years with the locale's template, not as a duration", () => {
    expect(formatAge('zh-Hant', {minMonths: 36, maxMonths: 84}, zh)).toBe('3至7 歲');
    expect(formatAge('zh-Hant', {minMonths: 36}, zh)).toBe('3 歲以上');
    expect(formatAge('zh-Hant', {minMonths: 10, maxMonths: 36}, zh)).toBe('10 個月至3 歲');
  });
  it('uses months below two years and the template for mixed units', () => {
    expect(formatAge('en', {minMonths: 15}, t)).toBe('15 months and up');
    expect(formatAge('en', {minMonths: 10, maxMonths: 36}, t)).toBe('10 months to 3 years');
    expect(formatAge('en', {minMonths: 0, maxMonths: 48}, t)).toBe('from birth to 4 years');
  });
});

describe('formatFact', () => {
  it('formats numbers with the locale decimal separator', () => {
    const goBike = getProduct('go-bike/index')!;
    expect(formatFact('de', goBike, 'saddle', t)).toMatch(/^34.41,5 cm$/);
    expect(formatFact('en', goBike, 'saddle', t)).toMatch(/^34.41\.5 cm$/);
  });

  it('gives the sourced figures of a product, in prose and in the table alike', () => {
    const master = getProduct('master/lights')!;
    expect(formatFact('en', master, 'maxRiderKg', t)).toBe('50 kg');
    expect(formatFact('en', master, 'age', t, 'table')).toBe('4–14 years');
    expect(formatFact('en', master, 'handlebar', t)).toBe('74 cm / 79 cm / 84 cm / 89 cm / 94 cm');
    expect(formatFact('en', master, 'topSpeed', t)).toBeUndefined();
  });

  it('never gives a safety figure that no source gives for the product, not even the family’s', () => {
    const flow = getProduct('flow/125')!;
    expect(flow.onLabel).toEqual(['age', 'maxRiderKg']);
    for (const use of ['prose', 'table'] as const) {
      expect(formatFact('en', flow, 'age', t, use)).toBeUndefined();
      expect(formatFact('en', flow, 'maxRiderKg', t, use)).toBeUndefined();
    }
  });

  it('marks a family figure as typical in the table and leaves it out of prose', () => {
    const flow = getProduct('flow/125')!;
    expect(formatFact('en', flow, 'wheels', t)).toBeUndefined();
    expect(formatFact('en', flow, 'wheels', t, 'table')).toBe('125 mm (typical value)');
    expect(formatFact('en', getProduct('one-k/125')!, 'wheels', t, 'table')).toBe('125 mm (front) (typical value)');
  });

  it('gives a figure the name states as a fact', () => {
    expect(formatFact('en', getProduct('explorer-trike/3-in-1')!, 'stages', t)).toBe('3');
  });
});

describe('standards of a product type', () => {
  it('join the standards that apply together, and give the alternatives in the words of each language', () => {
    const trike = getProduct('explorer-trike/4-in-1-634')!;
    expect(formatFact('it', trike, 'standards', t)).toBe('EN 71-1 + EN 71-2 + EN 71-3');
    const scooter = getProduct('flow/125')!;
    expect(formatFact('en', scooter, 'standards', t)).toBe('EN 14619 or EN 71-1');
    expect(formatFact('it', scooter, 'standards', t)).toBe('EN 14619 o EN 71-1');
    expect(formatFact('zh-Hant', scooter, 'standards', t)).toBe('EN 14619或EN 71-1');
  });
});
