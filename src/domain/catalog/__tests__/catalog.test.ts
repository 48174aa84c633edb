import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {catalog} from '../data';
import {SAFETY_FIGURES, figureApplies, getProduct, products, series, shortId} from '../index';
import {family, fromName, maybe, secondary} from '../figures';
import {CatalogError, validateCatalog} from '../validate';
import type {SeriesInput} from '../types';

const routesFile = path.resolve(__dirname, '../../../../tests/routes.txt');

function withProduct(change: Record<string, unknown>): SeriesInput[] {
  return catalog.map<SeriesInput>((s) => (s.id === 'flow' ? {...s, products: s.products.map((p, i) => (i === 0 ? {...p, ...change} : p))} : s));
}

function problemsOf(input: readonly SeriesInput[]): string[] {
  try {
    validateCatalog(input);
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(CatalogError);
    return [...(error as CatalogError).problems];
  }
}

describe('the catalog', () => {
  it('is valid', () => {
    expect(problemsOf(catalog)).toEqual([]);
  });

  // A product added after the spec needs no change here: the spec's are all present, at their routes.
  it('has every product and series of the spec, at the spec routes', () => {
    const lines = fs
      .readFileSync(routesFile, 'utf8')
      .split('\n')
      .filter((l) => !l.startsWith('#') && l.trim() !== '');
    const manuals = lines.filter((l) => l.startsWith('manual\t')).map((l) => l.split('\t')[1]);
    const categories = lines.filter((l) => l.startsWith('category\t')).map((l) => l.split('\t')[1]);
    expect(manuals).toHaveLength(94);
    expect(products.map((p) => `/docs${p.path}`)).toEqual(expect.arrayContaining(manuals));
    expect(series.map((s) => `/docs/category/${s.id}`)).toEqual(expect.arrayContaining(categories));
  });

  it('keeps the reference numbers of the spec on their products', () => {
    const refs = Object.fromEntries(products.filter((p) => p.references.length).map((p) => [p.id, p.references]));
    expect(refs).toEqual({
      'explorer-trike/4-in-1-634': ['634'],
      'explorer-trike/4-in-1-deluxe-play-636': ['636'],
      'flow/125-770': ['770'],
      'flow/125-lights-772': ['772'],
    });
  });
});

describe('validateCatalog', () => {
  it('names the file, the product and the field of a wrong value', () => {
    const problems = problemsOf(withProduct({maxRiderKg: secondary('heavy', 'C1')}));
    expect(problems).toEqual([expect.stringMatching(/^product "flow\/125" field "maxRiderKg.value": Expected number/)]);
    expect(() => validateCatalog(withProduct({maxRiderKg: secondary('heavy', 'C1')}))).toThrow(/src\/domain\/catalog\/data\.ts/);
  });

  it('refuses a figure without its basis, and a product source without its id', () => {
    expect(problemsOf(withProduct({maxRiderKg: 50}))).toEqual([
      'product "flow/125" field "maxRiderKg": a figure says where it comes from: confirmed(value, source), secondary(value, source), family(value) or fromName(value)',
    ]);
    expect(problemsOf(withProduct({maxRiderKg: {basis: 'secondary', value: 50}}))[0]).toContain('field "maxRiderKg.source"');
    expect(problemsOf(withProduct({maxRiderKg: {basis: 'secondary', value: 50, source: 'somewhere'}}))[0]).toContain('field "maxRiderKg.source"');
    expect(problemsOf(withProduct({maxRiderKg: {basis: 'guess', value: 50}}))[0]).toContain('field "maxRiderKg.basis"');
  });

  it('refuses a manual section the product type has not', () => {
    expect(problemsOf(withProduct({sections: ['stage-pedal']}))).toEqual([
      'product "flow/125" field "sections": a scooter-2w manual has no "stage-pedal" section (it can have none)',
    ]);
    expect(problemsOf(withProduct({sections: ['lights']}))[0]).toContain('field "sections.0"');
  });

  it('rejects nested mistakes and unknown features', () => {
    expect(problemsOf(withProduct({wheels: family({frontMm: -1, rearMm: 125})}))).toEqual([expect.stringContaining('field "wheels.value.frontMm"')]);
    expect(problemsOf(withProduct({features: {rocket: fromName(true)}}))[0]).toContain('field "features.rocket"');
    expect(problemsOf(withProduct({handlebar: family({positions: 2, heightsCm: [90, 80]})}))[0]).toContain('heights must rise');
    expect(problemsOf(withProduct({illustration: 'scooter-2w'}))[0]).toContain("Unrecognized key(s) in object: 'illustration'");
    expect(problemsOf(withProduct({standards: [['EN 9999']]}))[0]).toContain('field "standards.0.0"');
  });

  it('refuses what a product type cannot have', () => {
    expect(problemsOf(withProduct({battery: family({voltage: 24, capacityAh: 2, chargeHours: 3, rangeKm: 6, topSpeedKmh: 8, motorW: 100})}))).toEqual([
      'product "flow/125" field "battery": only e-scooters have a battery',
    ]);
  });

  it('rejects duplicate slugs, duplicate and bad reference numbers', () => {
    const dup = catalog.map((s) => (s.id === 'gs' ? {...s, products: [...s.products, s.products[0]!]} : s));
    expect(problemsOf(dup)).toEqual(['product "gs/360" field "slug": used twice in series "gs"']);
    expect(problemsOf(withProduct({references: ['77O']}))[0]).toContain('field "references.0"');
    expect(problemsOf(withProduct({references: ['772']}))).toEqual([
      'product "flow/125-lights-772" field "references": 772 is also the reference of product "flow/125"',
    ]);
  });

  it('rejects two products whose ids make one short id (short link and PDF name)', () => {
    // "one-k/e-motion-10" and "one-k-e-motion/10" would both be /m/one-k-e-motion-10.
    const twin = catalog.map((s) => (s.id === 'one-k' ? {...s, products: [...s.products, {...s.products[0]!, slug: 'e-motion-10', references: []}]} : s));
    expect(problemsOf(twin)).toEqual([
      'product "one-k/e-motion-10" field "slug": its short id "one-k-e-motion-10" (short link, PDF download name) is also that of product "one-k-e-motion/10"',
    ]);
  });
});

describe('shortId', () => {
  it('puts a product id in one URL segment, an index page under its folder’s name', () => {
    expect(shortId('flow/125-770')).toBe('flow-125-770');
    expect(shortId('go-up/deluxe-lights')).toBe('go-up-deluxe-lights');
    expect(shortId('go-bike/index')).toBe('go-bike');
  });

  it('is unique and a plain URL segment for every product', () => {
    const ids = products.map((p) => shortId(p.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });
});

describe('the merged products', () => {
  it('hold a safety figure only when a source gives it for that very product; the others point to the label', () => {
    for (const product of products) {
      for (const name of SAFETY_FIGURES) {
        const figure = product.figures[name];
        if (figure) expect(['confirmed', 'secondary', 'name'], `${product.id} ${name}`).toContain(figure.basis);
        else if (figureApplies(name, product.type)) expect(product.onLabel, `${product.id} ${name}`).toContain(name);
      }
    }
    expect(getProduct('master/lights')!.figures.age).toEqual({basis: 'secondary', value: {minMonths: 48, maxMonths: 168}, source: 'C1'});
    expect(getProduct('master/prime')!.onLabel).toEqual(['age', 'maxRiderKg']);
  });

  it('lets a product drop a family figure that does not apply to it', () => {
    expect(getProduct('go-up/baby-lights')!.figures.stages).toBeUndefined();
    expect(getProduct('go-up/deluxe')!.figures.stages).toEqual({basis: 'family', value: 3});
  });
});

describe('features', () => {
  it('need a basis, like figures', () => {
    expect(problemsOf(withProduct({features: {foldable: true}}))[0]).toContain('field "features.foldable"');
    expect(problemsOf(withProduct({features: {foldable: {basis: 'secondary', value: true}}}))[0]).toContain('field "features.foldable');
    expect(problemsOf(withProduct({features: {foldable: maybe(), kickstand: null}}))).toEqual([]);
  });

  it('merge the type’s own, the series’ and the product’s, which can drop one', () => {
    // A kick scooter's foot brake is its type's; the Flow family leaves folding to the Foldable models.
    const flow = getProduct('flow/125')!;
    expect(flow.featureFacts['rear-brake']).toEqual({has: true, basis: 'type'});
    expect(flow.features).toEqual(['rear-brake']);
    expect(flow.maybe).toEqual(['kickstand']);
    expect(getProduct('flow/foldable-125')!.featureFacts.foldable).toEqual({has: true, basis: 'name'});
    // The GO UP family turns into a scooter; whether the Baby Lights does, no source says.
    expect(getProduct('go-up/deluxe')!.features).toContain('converts-to-scooter');
    expect(getProduct('go-up/baby-lights')!.features).not.toContain('converts-to-scooter');
    expect(getProduct('go-up/baby-lights')!.maybe).not.toContain('converts-to-scooter');
    // A source about the product names itself.
    expect(getProduct('elite/elite-deluxe-lights')!.featureFacts['deck-lights']).toEqual({has: true, basis: 'secondary', source: 'C2'});
    // The GS family's bar does not fold.
    expect(getProduct('gs/360')!.lacks).toEqual(['foldable']);
  });

  it('assert nothing that no source, family fact or name gives', () => {
    for (const product of products) {
      for (const [feature, fact] of Object.entries(product.featureFacts)) {
        if (fact.basis === 'confirmed' || fact.basis === 'secondary') expect(fact.source, `${product.id} ${feature}`).toBeDefined();
      }
    }
    // The ones the facts give no basis for: hand brakes, most suspensions and folding of whole families.
    const asserted = (feature: string) => products.filter((p) => (p.features as readonly string[]).includes(feature)).map((p) => p.id);
    expect(asserted('hand-brake')).toEqual([]);
    expect(asserted('suspension')).toEqual(['one-k/180-piston-deluxe', 'one-k/200-piston-deluxe']);
    expect(asserted('kickstand')).toEqual([]);
    for (const id of ['e-motion/e-motion-6', 'nl/205', 'one-nl/205', 'one-k/125', 'flow-element/index', 'ultimum/index', 'go-up/deluxe']) {
      expect(getProduct(id)!.features, id).not.toContain('foldable');
    }
  });
});

describe('who a product is for, and the standards that cover it', () => {
  it('follow the facts: adults’ products are not toys, toddler skates may be', () => {
    expect(getProduct('helmets/adult')!.audience).toBe('adults');
    expect(getProduct('helmets/adult')!.standards).toEqual([['EN 1078']]);
    expect(getProduct('helmets/kid')!.standards).toEqual([['EN 1078'], ['EN 1080']]);
    for (const id of ['one-k/125', 'one-k/200-piston-deluxe']) expect(getProduct(id)!.standards, id).toEqual([['EN 14619']]);
    expect(getProduct('one-k-e-motion/10')!.standards).toEqual([['EN 17128']]);
    expect(getProduct('learning/skates-2-in-1-kids-and-toddlers')!.standards).toEqual([['EN 13899'], ['EN 71-1']]);
    expect(getProduct('stroller/stroll-lite')!.standards).toEqual([['EN 1888-1']]);
  });
});
