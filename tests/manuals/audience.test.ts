/**
 * Adults' products speak to adults: their built English page, PDF and search
 * records never address "the child", and the standards they name are the
 * ones the facts give for that very product (EN 1078 for the adult helmet,
 * EN 14619 for adults' kick scooters, EN 13899 or EN 71-1 for toddler skates).
 */
import {describe, expect, it} from 'vitest';
import {products} from '@site/src/domain/catalog';
import {formatStandards} from '@site/src/domain/formatFacts';
import {readPage, readPdfPages, recordsText} from './built';

/** Words that speak to a parent about their child, as opposed to a warning about children nearby. */
const TO_A_PARENT = /\b(ask|tell|teach|let|help|put|fasten) (the|your) child\b|\b(the|your) child('s)? (head|rides?|wears?|stands?|sits?|pushes)\b/i;

describe('products for adults', () => {
  it('speak to the rider, not about a child, on page, PDF and search records', async () => {
    const wrong: string[] = [];
    for (const product of products.filter((p) => p.audience === 'adults')) {
      const texts = {page: readPage('en', product).text, PDF: (await readPdfPages('en', product)).join(' '), records: recordsText('en', product)};
      for (const [where, text] of Object.entries(texts)) {
        const hit = TO_A_PARENT.exec(text);
        if (hit) wrong.push(`${product.id} (${where}): "…${text.slice(Math.max(0, hit.index - 60), hit.index + 60)}…"`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('standards', () => {
  it('in every manual are the ones that cover that very product', () => {
    const wrong = products.flatMap((product) => {
      const shown = readPage('en', product).specs.get('European standard for this type of product');
      const expected = formatStandards('en', product.standards);
      return shown === expected ? [] : [`${product.id}: "${shown}" instead of "${expected}"`];
    });
    expect(wrong).toEqual([]);
  });
});
