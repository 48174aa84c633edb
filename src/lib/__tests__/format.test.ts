import {describe, expect, it} from 'vitest';
import {getProduct} from '@site/src/data/catalog';
import {formatAge, formatFact} from '../format';

const t = {
  ageFrom: '{age} and up',
  ageRange: '{min} to {max}',
  ageFromBirth: 'from birth to {max}',
  years: '{count} years',
  yearRange: '{min}–{max} years',
};
const zh = {ageFrom: '{age}以上', ageRange: '{min}至{max}', ageFromBirth: '出生至{max}', years: '{count} 歲', yearRange: '{min}至{max} 歲'};

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
  const flow = getProduct('flow/125')!;
  it('formats numbers with the locale decimal separator', () => {
    const goBike = getProduct('go-bike/index')!;
    expect(formatFact('de', goBike, 'saddle', t)).toMatch(/^34.41,5 cm$/);
    expect(formatFact('en', goBike, 'saddle', t)).toMatch(/^34.41\.5 cm$/);
  });
  it('gives the handlebar heights and max weight of a product', () => {
    expect(formatFact('en', flow, 'maxRiderKg', t)).toBe('100 kg');
    expect(formatFact('en', flow, 'handlebar', t)).toBe('77 cm / 83 cm / 89 cm / 95 cm');
    expect(formatFact('en', flow, 'topSpeed', t)).toBeUndefined();
  });
});

describe('lists of standards', () => {
  it('join with the words and punctuation of each language', () => {
    const trike = getProduct('explorer-trike/4-in-1-634')!;
    expect(trike.standards.length).toBeGreaterThan(1);
    expect(formatFact('it', trike, 'standards', t)).toMatch(/^EN 71-1, .* e EN 71-3$/);
    expect(formatFact('zh-Hant', trike, 'standards', t)).toMatch(/^EN 71-1、.*和EN 71-3$/);
  });
});
