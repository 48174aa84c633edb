import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {catalog} from '../data';
import {products, series} from '../index';
import {CatalogError, validateCatalog} from '../validate';
import type {SeriesInput} from '../types';

const routesFile = path.resolve(__dirname, '../../../../tests/routes.txt');

function withProduct(change: Record<string, unknown>): SeriesInput[] {
  return catalog.map((s) =>
    s.id === 'flow' ? {...s, products: s.products.map((p, i) => (i === 0 ? {...p, ...change} : p))} : s,
  ) as SeriesInput[];
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

  it('has the 94 products and 22 series of the spec, at the spec routes', () => {
    expect(products).toHaveLength(94);
    expect(series).toHaveLength(22);
    const lines = fs
      .readFileSync(routesFile, 'utf8')
      .split('\n')
      .filter((l) => !l.startsWith('#') && l.trim() !== '');
    const manuals = lines.filter((l) => l.startsWith('manual\t')).map((l) => l.split('\t')[1]);
    const categories = lines.filter((l) => l.startsWith('category\t')).map((l) => l.split('\t')[1]);
    expect(products.map((p) => `/docs${p.path}`).sort()).toEqual([...manuals].sort());
    expect(series.map((s) => `/docs/category/${s.id}`).sort()).toEqual([...categories].sort());
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
    const problems = problemsOf(withProduct({maxRiderKg: 'heavy'}));
    expect(problems).toEqual([expect.stringMatching(/^product "flow\/125" field "maxRiderKg": Expected number/)]);
    expect(() => validateCatalog(withProduct({maxRiderKg: 'heavy'}))).toThrow(/src\/data\/catalog\/data\.ts/);
  });

  it('rejects nested mistakes, unknown standards and features', () => {
    expect(problemsOf(withProduct({wheels: {count: 2, frontMm: -1, rearMm: 125, material: 'PU'}}))).toEqual([
      expect.stringContaining('field "wheels.frontMm"'),
    ]);
    expect(problemsOf(withProduct({standards: ['ISO 9999']}))[0]).toContain('field "standards.0"');
    expect(problemsOf(withProduct({features: ['rocket']}))[0]).toContain('field "features.0"');
    expect(problemsOf(withProduct({handlebarCm: [90, 80]}))[0]).toContain('heights must rise');
  });

  it('requires what a product type needs', () => {
    const eMotion = catalog.map((s) =>
      s.id === 'e-motion' ? {...s, products: [{slug: 'x', name: 'E-Motion X'}]} : s,
    ) as SeriesInput[];
    expect(problemsOf(eMotion)).toEqual(['product "e-motion/x" field "battery": required for an e-scooter']);
  });

  it('rejects duplicate slugs and bad reference numbers', () => {
    const dup = catalog.map((s) => (s.id === 'gs' ? {...s, products: [...s.products, s.products[0]!]} : s));
    expect(problemsOf(dup)).toEqual(['product "gs/360" field "slug": used twice in series "gs"']);
    expect(problemsOf(withProduct({references: ['77O']}))[0]).toContain('field "references.0"');
  });
});
