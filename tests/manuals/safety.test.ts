/**
 * The safety content every manual of its kind needs, in every language:
 * a Disposal and recycling section in every manual (electrical waste for
 * electric products), a Batteries section with the swallowing DANGER for
 * every product that has or may have battery lights, and a trike's first
 * stage only for a child who sits steadily unaided.
 */
import {describe, expect, it} from 'vitest';
import {products} from '@site/src/domain/catalog';
import {locales} from '@site/src/domain/locales';
import {readPage} from './built';

const batteryLit = products.filter((p) => p.features.includes('battery-lights') || p.maybe.includes('battery-lights'));

describe('safety content', () => {
  for (const locale of locales) {
    it(`in ${locale}: every manual says how to dispose of it; battery-lit ones warn of swallowed batteries`, () => {
      const missing: string[] = [];
      for (const product of products) {
        const page = readPage(locale, product);
        if (!page.sections.some((s) => s.id === 'disposal')) missing.push(`${product.id}: no disposal section`);
        const batteries = page.sections.findIndex((s) => s.id === 'batteries');
        if (batteryLit.includes(product) && batteries < 0) missing.push(`${product.id}: no batteries section`);
      }
      expect(missing).toEqual([]);
      expect(batteryLit.length).toBeGreaterThan(10);
    });
  }

  it('in English: the batteries section has the swallowing DANGER, and electric products go to electrical waste', () => {
    const wrong: string[] = [];
    for (const product of products) {
      const page = readPage('en', product);
      if (batteryLit.includes(product) && !page.boxes.some((b) => b.level === 'danger' && /swallow/i.test(b.text) && /medical help at once/i.test(b.text))) {
        wrong.push(`${product.id}: no DANGER about swallowed batteries`);
      }
      const disposal = page.sections.find((s) => s.id === 'disposal')?.text ?? '';
      if ((product.type === 'e-scooter' || batteryLit.includes(product)) && !/electrical and electronic equipment/i.test(disposal)) {
        wrong.push(`${product.id}: disposal says nothing of electrical waste`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('in English: a trike’s first stage is only for a child who can sit up steadily without help', () => {
    const trikes = products.filter((p) => p.type === 'trike' && p.sections.includes('stage-youngest'));
    expect(trikes.length).toBeGreaterThan(0);
    const wrong = trikes.filter(
      (p) => !/sit up steadily without help/i.test(readPage('en', p).sections.find((s) => s.id === 'stage-push-youngest')?.text ?? ''),
    );
    expect(wrong.map((p) => p.id)).toEqual([]);
  });
});
