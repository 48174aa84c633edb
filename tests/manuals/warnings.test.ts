/**
 * Warning boxes keep their level in every language: on every manual page of
 * every locale, and in a sample of PDFs, each box is titled with the signal
 * word of its level (src/domain/signalWords.ts: DANGER / WARNING / CAUTION by
 * ISO 3864-2 and ANSI Z535 usage), and a PDF has the same boxes as its page.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {getProduct, products} from '@site/src/domain/catalog';
import {locales} from '@site/src/domain/locales';
import {SIGNAL_LEVELS, SIGNAL_WORDS, type SignalLevel} from '@site/src/domain/signalWords';
import {pdfFileName} from '@site/plugins/pdf/types';
import {elements, readTagged} from '@site/plugins/pdf/__tests__/structure';
import {localeDir, readPage} from './built';

const SAMPLE = [
  'flow/foldable-125',
  'go-up/deluxe-lights-360',
  'explorer-trike/4-in-1-foldable',
  'e-motion/e-motion-27',
  'helmets/kid',
  'stroller/stroll-lite',
];

describe('signal words', () => {
  for (const locale of locales) {
    const words = SIGNAL_WORDS[locale];
    const levelOf = (title: string): SignalLevel | undefined =>
      SIGNAL_LEVELS.find((l) => words[l].toLocaleLowerCase(locale) === title.toLocaleLowerCase(locale));

    it(`title every warning box of every manual page in ${locale} by its level`, () => {
      const wrong: string[] = [];
      let boxes = 0;
      for (const product of products) {
        for (const box of readPage(locale, product).boxes) {
          if (!(SIGNAL_LEVELS as readonly string[]).includes(box.level)) continue;
          boxes += 1;
          if (levelOf(box.title) !== box.level) wrong.push(`${product.id}: a ${box.level} box titled "${box.title}"`);
        }
      }
      expect(boxes).toBeGreaterThan(150);
      expect(wrong).toEqual([]);
    });

    it(`title the boxes of the PDFs in ${locale} as their pages do`, async () => {
      for (const id of SAMPLE) {
        const product = getProduct(id)!;
        const page = readPage(locale, product)
          .boxes.filter((b) => (SIGNAL_LEVELS as readonly string[]).includes(b.level))
          .map((b) => b.level);
        const pdf = await readTagged(new Uint8Array(fs.readFileSync(path.join(localeDir(locale), 'pdf', pdfFileName(id)))));
        const labels = pdf.pages.flatMap((p) =>
          elements(p.tree)
            .filter((e) => e.role === 'Div')
            .map((div) => div.children[0]?.text ?? ''),
        );
        // A box split over two pages is two Divs: the second continues without a title.
        const titled = labels.map(levelOf).filter((l): l is SignalLevel => l !== undefined);
        expect(titled, `${locale} ${id}`).toEqual(page);
      }
    });
  }
});
