/**
 * No sentence contradicts another, on the built site: what a product is
 * (its type and its conversion to a scooter), the names of the GO UP stages
 * on the series page and in the manuals, where the manual says a figure is,
 * what a reader is told to do with batteries, and the age for two wheels in
 * the FAQ and the blog.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {getProduct, products} from '@site/src/domain/catalog';
import {productTypeLabel} from '@site/src/domain/labels';
import {localeDir, readPage, readPdfPages, recordsText, squash} from './built';

/** The text of a built page's main content, as a reader sees it. */
const htmlText = (file: string) => {
  const html = fs.readFileSync(path.join(localeDir('en'), file), 'utf8');
  const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? html;
  return squash(
    main
      .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>|<time[\s\S]*?<\/time>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&nbsp;/g, ' '),
  );
};
const FAQ = 'faq/index.html';
const CONVERTS = /converts? to a scooter|becomes a (three-wheel )?(kick )?scooter/i;
const NEVER_CONVERTS = /does not become a (standing )?scooter|always keeps its seat/i;

describe('what a product is', () => {
  it('has one type everywhere, and converts to a scooter only where the catalog says so, on page, PDF and search records', async () => {
    const wrong: string[] = [];
    for (const product of products) {
      const page = readPage('en', product);
      if (page.specs.get('Type') !== productTypeLabel(product.type)) wrong.push(`${product.id}: type "${page.specs.get('Type')}"`);
      const texts = {page: page.text, PDF: (await readPdfPages('en', product)).join(' '), records: recordsText('en', product)};
      for (const [where, text] of Object.entries(texts)) {
        const converts = product.features.includes('converts-to-scooter');
        if (!converts && CONVERTS.test(text) && !/if your (model|ride-on)/i.test(text)) wrong.push(`${product.id} (${where}) says it converts to a scooter`);
        if (NEVER_CONVERTS.test(text)) wrong.push(`${product.id} (${where}) says it never becomes a scooter`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('names the GO UP stages on the series page as its manuals do', () => {
    const stages = readPage('en', getProduct('go-up/deluxe')!).sections.filter((s) => /^stage-/.test(s.id));
    expect(stages.map((s) => s.id)).toEqual(['stage-ride-on', 'stage-glide', 'stage-scooter']);
    const series = htmlText('docs/category/goup/index.html');
    // The manuals have no walker stage, and call the first stage the ride-on with seat.
    expect(series).not.toMatch(/walker/i);
    const baby = readPage('en', getProduct('go-up/baby-lights')!);
    expect(baby.sections.find((s) => s.id === 'stage-glide')?.text ?? '').not.toMatch(/scooter/i);
  });
});

describe('where the manual sends the reader', () => {
  it('says a figure is at the top of the manual only when the header shows it', () => {
    const wrong = products.flatMap((product) =>
      readPage('en', product)
        .sections.flatMap((s) => s.sentences)
        .filter((s) => /top of this manual/i.test(s) && /size/i.test(s))
        .map((s) => `${product.id}: "${s}"`),
    );
    expect(wrong).toEqual([]);
  });

  it('never tells to take batteries out while sending the reader to support to learn how', () => {
    const wrong = products.filter((product) => /how to reach them|contact support for the battery type/i.test(readPage('en', product).text)).map((p) => p.id);
    expect(wrong).toEqual([]);
  });
});

describe('the age for two wheels', () => {
  it('is the same in the FAQ and in the blog', () => {
    /** The ages in each paragraph or list item about two-wheel scooters, read with its section's heading. */
    const ages = (file: string) => {
      const html = /<main[\s\S]*<\/main>/.exec(fs.readFileSync(path.join(localeDir('en'), file), 'utf8'))![0];
      const plain = (h: string) => squash(h.replace(/<[^>]+>/g, ' '));
      return html.split(/(?=<h2)/).flatMap((section) => {
        const heading = plain(/<h2[\s\S]*?<\/h2>/.exec(section)?.[0] ?? '');
        return [...section.matchAll(/<(p|li)\b[\s\S]*?<\/\1>/g)]
          .map((m) => `${heading} ${plain(m[0])}`)
          .filter((unit) => /two[- ]wheel|two wheels/i.test(unit))
          .flatMap((unit) => unit.match(/\b\d+\b|\b(four|five|six|seven)\b/gi) ?? []);
      });
    };
    const faq = ages(FAQ);
    expect(faq.length).toBeGreaterThan(0);
    expect(ages('blog/choosing-a-first-scooter/index.html')).toEqual(faq);
  });
});
