import {describe, expect, it} from 'vitest';
import {getProduct, productsOfKind, productsOfSeries, type Product} from '../../domain/catalog';
import {formatFact} from '../../domain/formatFacts';
import {formatTemplates} from '../../domain/labels';
import type {FactFormatter} from '../../domain/manualFacts';
import {variantTraits} from '../variantTraits';

const fact: FactFormatter = (product, name, use) => formatFact('en', product, name, formatTemplates(), use);
const column = (products: readonly Product[], trait: string) => variantTraits(products, fact, ['age']).find((c) => c.trait === trait);

describe('what tells look-alike models apart', () => {
  it('the Flow series: the reference numbers and which models fold; no guess for the others', () => {
    const flow = productsOfSeries('flow');
    const refs = column(flow, 'references')!;
    expect(refs.values[flow.findIndex((p) => p.id === 'flow/125-770')]).toBe('770');
    expect(refs.values[flow.findIndex((p) => p.id === 'flow/125')]).toBeUndefined();
    const folds = column(flow, 'folds')!;
    expect(folds.values[flow.findIndex((p) => p.id === 'flow/foldable-125')]).toBe('Yes');
    expect(folds.values[flow.findIndex((p) => p.id === 'flow/125')]).toBeUndefined();
    expect(folds.unknown).toBe('Not known');
  });

  it('a trait all models share is left out; one model alone has nothing to tell apart', () => {
    const flow = productsOfSeries('flow');
    expect(variantTraits(flow, fact).map((c) => c.trait)).not.toContain('seat');
    expect(variantTraits([getProduct('stroller/stroll-lite')!], fact)).toEqual([]);
  });

  it('an age only from a source for that very product; otherwise the label', () => {
    const bikes = productsOfKind('balance-bikes');
    const age = column(bikes, 'age')!;
    expect(age.values[bikes.findIndex((p) => p.id === 'go-bike/index')]).toMatch(/2.*5/);
    expect(age.values[bikes.findIndex((p) => p.id === 'learning/bike')]).toBeUndefined();
    expect(age.unknown).toBe('See the label');
  });
});
