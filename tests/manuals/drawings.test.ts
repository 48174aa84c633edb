/**
 * Drawings that match: on every English manual page, each step drawing shows
 * a part of that product's kind that its step names (the part it declares on
 * its <svg>, scripts/checks/drawings.ts), and the product drawing of the
 * header and the PDF cover shows only the optional parts the product has.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {FEATURES, products} from '@site/src/domain/catalog';
import {featureGroups} from '@site/src/domain/drawings';
import {drawingProblems} from '@site/scripts/checks/drawings';
import {localeDir, readPage, root} from './built';

const svgOf = (name: string) => fs.readFileSync(path.join(root, 'static/img/illustrations', `${name}.svg`), 'utf8');

describe('drawings on the built manual pages', () => {
  it('show the part their step is about, of the product the manual is for', () => {
    const problems = products.flatMap((product) =>
      readPage('en', product).drawings.flatMap((d) => drawingProblems(product, {...d, svg: svgOf(d.name)}).map((p) => `${product.id}: ${p}`)),
    );
    expect(problems).toEqual([]);
  });

  it('show in the header only the optional parts the product has', () => {
    const problems = products.flatMap((product) => {
      const name = readPage('en', product).productDrawing;
      if (!name) return [`${product.id}: no product drawing in the header`];
      if (!fs.existsSync(path.join(localeDir('en'), 'img/illustrations', `${name}.svg`))) return [`${product.id}: ${name}.svg is not in the build`];
      // A type's drawing served as it is shows all its optional parts; a composed one (`trike--push-bar`) the parts it names.
      const [source, ...kept] = name.split('--');
      const shown = kept.length > 0 ? kept.filter((f) => f !== 'plain') : featureGroups(svgOf(source!));
      const lacking = shown.filter((f) => !(FEATURES as readonly string[]).includes(f) || !(product.features as readonly string[]).includes(f));
      return lacking.length > 0 ? [`${product.id}: ${name} shows ${lacking.join(', ')}, which it does not have`] : [];
    });
    expect(problems).toEqual([]);
  });
});
