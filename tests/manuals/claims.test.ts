/**
 * No sentence claims what the facts do not give: a store locator, videos,
 * support sending parts, shops ordering them, tested pads, the Master
 * Prime's extra light, products "created" in Montluel. And no figure of a
 * source that speaks of another product (research notes: S3 is the ONE NL
 * 205's, C5 the NL 205 Deluxe's, C3 no source at all).
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {getProduct, products, type Product} from '@site/src/domain/catalog';
import {localeDir, readPage, readPdfPages, recordsText, squash} from './built';

const CLAIMS: readonly RegExp[] = [
  /store locator/i,
  /video channel|videos (are|that show)|part-change videos|assembly videos are/i,
  /support can send|so support can send/i,
  /shops? (that sell \w+ )?can (also )?order/i,
  /tested for riders|are tested|designed and tested/i,
  /same scooter with an extra LED/i,
  /created in Montluel/i,
];

/** Figures of sources about another product, as the English site would print them. */
const MISAPPLIED: readonly {id: string; text: RegExp; why: string}[] = [
  {id: 'nl/205', text: /5\.76\s?kg/, why: "S3's weight of the ONE NL 205"},
  {id: 'one-nl/205-deluxe', text: /8 years and up/, why: "C5's age of the NL 205 Deluxe"},
  {id: 'one-nl/205-deluxe', text: /\b100\s?kg/, why: "C5's maximum weight of the NL 205 Deluxe"},
  {id: 'elite/elite-deluxe-lights', text: /3–10 years/, why: 'C3 is not a source'},
];

const textsOf = async (product: Product) => ({
  page: readPage('en', product).text,
  PDF: (await readPdfPages('en', product)).join(' '),
  records: recordsText('en', product),
});

describe('claims', () => {
  it('no manual, PDF, search record, FAQ or blog post makes a claim the facts do not give', async () => {
    const found: string[] = [];
    for (const product of products) {
      for (const [where, text] of Object.entries(await textsOf(product))) {
        for (const claim of CLAIMS) if (claim.test(text)) found.push(`${product.id} (${where}): ${claim}`);
      }
    }
    for (const page of ['faq/index.html', 'blog/choosing-a-first-scooter/index.html', 'blog/five-minute-safety-check/index.html']) {
      const text = squash(fs.readFileSync(path.join(localeDir('en'), page), 'utf8').replace(/<[^>]+>/g, ' '));
      for (const claim of CLAIMS) if (claim.test(text)) found.push(`${page}: ${claim}`);
    }
    expect(found).toEqual([]);
  });

  it('no figure of a source about another product is printed: on the page, in the PDF (its cover signs included) or in search records', async () => {
    const found: string[] = [];
    for (const {id, text, why} of MISAPPLIED) {
      const product = getProduct(id)!;
      for (const [where, value] of Object.entries(await textsOf(product))) if (text.test(value)) found.push(`${id} (${where}): ${why}`);
    }
    expect(found).toEqual([]);
  });
});
