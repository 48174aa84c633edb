import {describe, expect, it} from 'vitest';
import {catalog} from '../../../src/domain/catalog/data';
import {family, secondary} from '../../../src/domain/catalog/figures';
import type {SeriesInput} from '../../../src/domain/catalog/types';
import {formatTemplates} from '../../../src/domain/labels';
import {printedIn, unsourcedFigures} from '../facts';

/** The English templates, as pages print them when no translation is set. */
const t = formatTemplates();

/** A fixture series: one product with only the family's safety figures, one with its own source. */
const fixture: SeriesInput[] = [
  {
    id: 'demo',
    folder: 'demo',
    name: 'Demo',
    description: 'A demo series of scooters.',
    defaults: {type: 'scooter-3w', audience: 'any', age: family({minMonths: 36}), maxRiderKg: family(50), features: {}},
    products: [
      {slug: 'plain', name: 'Demo Plain'},
      {slug: 'sourced', name: 'Demo Sourced', age: secondary({minMonths: 36, maxMonths: 84}, 'C1'), maxRiderKg: secondary(50, 'C1')},
    ],
  },
];

describe('unsourced safety figures', () => {
  const figures = unsourcedFigures(fixture, 'en', t);

  it('are listed as the site would print them, for products without a source only', () => {
    expect(figures.get('demo/plain')).toEqual([
      {figure: 'age', text: '3 years and up'},
      {figure: 'maxRiderKg', text: '50 kg'},
    ]);
    expect(figures.has('demo/sourced')).toBe(false);
  });

  it('fail a page that prints one, however it is spaced', () => {
    expect(printedIn('Maximum user weight</dt><dd>50\u00a0kg', figures.get('demo/plain')!)).toEqual([{figure: 'maxRiderKg', text: '50 kg'}]);
    expect(printedIn('For children from 3 years and\nup.', figures.get('demo/plain')!)).toEqual([{figure: 'age', text: '3 years and up'}]);
  });

  it('pass a page that sends the parent to the label', () => {
    expect(printedIn('Maximum user weight: See the label on the product or its packaging. 2 years warranty.', figures.get('demo/plain')!)).toEqual([]);
  });

  it('are found in the real catalog in every family that has working figures', () => {
    const real = unsourcedFigures(catalog, 'de', t);
    expect(real.get('flow/125')).toEqual([
      {figure: 'age', text: '6 years and up'},
      {figure: 'maxRiderKg', text: '100 kg'},
    ]);
    expect(real.has('master/lights')).toBe(false);
  });
});
