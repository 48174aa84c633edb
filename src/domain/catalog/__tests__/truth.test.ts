/**
 * The contradictions found between the manuals and ../shared/facts, each
 * pinned so it cannot come back: the family's working figures as the facts
 * file gives them, brakes as the manuals describe them, and sentences that
 * claimed what no source gives.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {getProduct, products} from '../index';
import {featureLabel} from '../../labels';
import {formatTemplates} from '../../labels';
import {formatFact} from '../../formatFacts';
import {loadManual} from '../../../../plugins/pdf/manualSource';
import {selectForProduct} from '../../../../plugins/pdf/select';

const root = path.resolve(__dirname, '../../../..');
const ageOf = (id: string) => getProduct(id)!.figures.age ?? {onLabel: getProduct(id)!.onLabel.includes('age')};

function mdxFiles(dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir), {withFileTypes: true, recursive: true})
    .flatMap((e) => (e.isFile() && e.name.endsWith('.mdx') ? [path.relative(root, path.join(e.parentPath, e.name))] : []));
}
const english = [...mdxFiles('docs'), 'src/pages/faq.mdx'];
const everyLocale = [...english, ...mdxFiles('i18n')];

/** A manual's text for a product, after its <IfProduct> passages, as the page and PDF show it. */
function manualText(docId: string): string {
  const t = formatTemplates();
  const product = getProduct(docId)!;
  const tree = selectForProduct(loadManual(root, 'en', 'en', docId).tree, product, (n) => formatFact('en', product, n, t) !== undefined);
  const text: string[] = [];
  const walk = (node: {value?: unknown; children?: unknown[]}) => {
    if (typeof node.value === 'string') text.push(node.value);
    for (const child of node.children ?? []) walk(child as typeof node);
  };
  walk(tree);
  return text.join(' ');
}

describe('family figures as the facts file gives them', () => {
  it('never print an age the family does not give, and keep the family’s own', () => {
    // GO UP from 15 months (Baby Lights included), Flow juniors 6+, learning trikes and walker 18 months: all unsourced, so on the label.
    for (const id of [
      'go-up/baby-lights',
      'go-up/deluxe',
      'flow-element/junior-lights',
      'flow/foldable-junior',
      'learning/trike-2-in-1-v2',
      'learning/walk-n-roll-2-in-1-ecologic',
    ]) {
      expect(ageOf(id), id).toEqual({onLabel: true});
    }
  });

  it('give Flow Foldable the family’s 125 mm wheels, as a typical value', () => {
    expect(getProduct('flow/foldable')!.figures.wheels).toEqual({basis: 'family', value: {frontMm: 125, rearMm: 125}});
  });
});

describe('brakes', () => {
  it('of balance bikes: a hand lever if the model has one (no source says which do), never a rear foot brake', () => {
    const bikes = products.filter((p) => p.type === 'balance-bike');
    expect(bikes.filter((p) => p.features.includes('rear-brake') || p.features.includes('hand-brake')).map((p) => p.id)).toEqual([]);
    for (const id of ['go-bike/elite', 'go-bike/elite-air', 'go-bike/elite-duo', 'learning/bike-3-in-1-deluxe']) {
      expect(getProduct(id)!.maybe, id).toContain('hand-brake');
      expect(manualText(id), id).toMatch(/If your (bike|model) has a brake lever on the handlebar/);
    }
    expect(featureLabel('hand-brake')).toBe('Hand brake');
  });
});

describe('spare parts', () => {
  it('list only parts the product has', () => {
    const bike = manualText('go-bike/index');
    for (const part of ['Harness', 'Push bar', 'Canopy', 'footrests']) expect(bike).not.toContain(part);
    const trike = manualText('explorer-trike/4-in-1');
    for (const part of ['Harness and its buckle', 'Push bar and its clips', 'Canopy and its clips']) expect(trike).toContain(part);
  });
});

describe('sentences no source backs', () => {
  const CLAIMS = [
    /designed and tested/i,
    /measured on production samples/i,
    /EN 1888-2/,
    /lying flat/i,
    /lists the tools you need/i,
    /drawing at the top of this page/i,
    /label[^.]*under the (deck|seat)/i,
    /later (production )?version/i,
  ];
  it('are gone from every English source', () => {
    const found = english.flatMap((file) => {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      return CLAIMS.filter((claim) => claim.test(text)).map((claim) => `${file}: ${claim}`);
    });
    expect(found).toEqual([]);
  });

  it('include no numbered parts list, in any language: no drawing carries the numbers', () => {
    const numbered = everyLocale.filter((f) => f.endsWith('/_parts.mdx') && /^\d+\. /m.test(fs.readFileSync(path.join(root, f), 'utf8')));
    expect(numbered).toEqual([]);
  });
});
