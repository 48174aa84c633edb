/**
 * Reads built PDFs as a reader's PDF viewer would (pdfjs-dist, in Node): a
 * sample of manuals in every locale must carry their title, language and
 * brand, the sections of their manual and a spec value in that language,
 * embed every font, and have a sane number of pages; read as a screen reader
 * would, they are tagged PDF/UA with every word in the structure, their
 * safety signs follow the sources, and the back page says what it must.
 */
import fs from 'node:fs';
import path from 'node:path';
import {openPdf} from '../pdfDocument';
import {describe, expect, it} from 'vitest';
import {getProduct, type Product} from '@site/src/domain/catalog';
import {defaultLocale, localeConfigs, locales} from '@site/src/domain/locales';
import {readSiteSettings} from '@site/src/domain/site';
import {formatFact} from '@site/src/domain/formatFacts';
import type {FactFormatter} from '@site/src/domain/manualFacts';
import {formatTemplates} from '@site/src/domain/labels';
import {readMessages} from '@site/plugins/shared/codeTranslations';
import {pdfFileName} from '@site/plugins/pdf/types';
import {headingsOf, type ConvertContext} from '@site/plugins/pdf/render/mdast';
import {pdfMessages} from '@site/plugins/pdf/render/pdfTexts';
import {setMessages} from '@site/plugins/shared/translate';
import {selectForProduct} from '@site/plugins/pdf/select';
import {loadManual} from '@site/plugins/pdf/manualSource';
import {elements, readTagged} from '@site/plugins/pdf/__tests__/structure';

const root = path.resolve(__dirname, '../..');
const build = path.join(root, 'build');
const SAMPLE = ['flow/125', 'go-bike/index', 'e-motion/e-motion-27', 'helmets/kid'];
const brand = readSiteSettings().brandName;

/** Spaces as a PDF viewer copies them: Intl's no-break spaces become plain spaces. */
const squash = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();

async function readPdf(file: string) {
  const doc = await openPdf(file);
  const {info} = (await doc.getMetadata()) as unknown as {info: Record<string, string>};
  let text = '';
  const fonts: {name: string; embedded: boolean}[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    text += `${content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('')}\n`;
    const ops = await page.getOperatorList();
    for (const [i, fn] of ops.fnArray.entries()) {
      if (fn !== 37 /* OPS.setFont */) continue;
      const font = page.commonObjs.get(ops.argsArray[i][0]) as {name: string; missingFile: boolean};
      fonts.push({name: font.name, embedded: !font.missingFile});
    }
  }
  // pdfjs does not expose the catalog's /Lang; PDFKit writes it as a plain string.
  const language = /\/Lang \(([^)]*)\)/.exec(fs.readFileSync(file, 'latin1'))?.[1];
  const outline = ((await doc.getOutline()) ?? []).map((item) => squash(item.title));
  /** The page a link of the contents (`#id`) opens, 1-based. */
  const destination = async (id: string): Promise<number | undefined> => {
    const dest = await doc.getDestination(id);
    return dest ? (await doc.getPageIndex(dest[0] as {num: number; gen: number})) + 1 : undefined;
  };
  return {pages: doc.numPages, info, language, text: squash(text), fonts, outline, destination};
}

for (const locale of locales) {
  const base = locale === defaultLocale ? '' : `${locale}/`;
  const intl = localeConfigs[locale].htmlLang;
  const messages = readMessages(root, locale);

  /** The manual as the renderer read it: its messages, fact formatter, selected tree and conversion context. */
  const manualOf = (product: Product) => {
    setMessages(messages);
    const words = pdfMessages(locale);
    const t = formatTemplates();
    const fact: FactFormatter = (p, name, use) => formatFact(intl, p, name, t, use);
    const source = selectForProduct(loadManual(root, locale, defaultLocale, product.id).tree, product, (n) => fact(product, n) !== undefined);
    const ctx = {product, fact, messages: words, drawing: () => '', resolveLink: () => ({kind: 'text'})} as ConvertContext;
    return {words, fact, source, ctx};
  };

  describe(`PDF manuals in ${locale}`, () => {
    for (const docId of SAMPLE) {
      it(`${docId}: title, language, sections, specs and fonts`, async () => {
        const product = getProduct(docId) as Product;
        const file = path.join(build, base, 'pdf', pdfFileName(docId));
        expect(fs.existsSync(file), `${path.relative(root, file)} exists (run npm run build first)`).toBe(true);
        const pdf = await readPdf(file);

        const {words, fact, source, ctx} = manualOf(product);

        expect(pdf.info.Title).toBe(`${product.references.length ? `${product.name} (${product.references.join(', ')})` : product.name} – ${words.manual}`);
        expect(pdf.info.Author).toBe(brand);
        expect(pdf.language).toBe(intl);
        expect(pdf.pages).toBeGreaterThanOrEqual(4);
        expect(pdf.pages).toBeLessThanOrEqual(40);

        expect(pdf.text).toContain(squash(words.contents));
        const headings = headingsOf(source, ctx);
        for (const heading of headings) expect(pdf.text).toContain(squash(heading.title));
        // The viewer's bookmarks list the sections, and each contents entry opens a page after the contents.
        expect(pdf.outline).toEqual(headings.filter((h) => h.depth === 2).map((h) => squash(h.title)));
        for (const heading of headings) expect(await pdf.destination(heading.id), heading.id).toBeGreaterThan(2);
        // A row of the specifications table: its label and value, both in the locale; an age no source gives sends the parent to the label.
        const age = product.onLabel.includes('age')
          ? (messages['spec.onLabel'] ?? 'See the label on the product or its packaging')
          : fact(product, 'age', 'table');
        expect(pdf.text).toContain(squash(`${messages['spec.age'] ?? 'Recommended age'} ${age}`));

        expect(pdf.fonts.length).toBeGreaterThan(0);
        expect(pdf.fonts.filter((f) => !f.embedded)).toEqual([]);
        if (locale === 'zh-Hant') expect(pdf.fonts.some((f) => /Hant/.test(f.name))).toBe(true);
      });

      it(`${docId}: tagged for screen readers, signs from the sources, back page`, async () => {
        const product = getProduct(docId) as Product;
        const file = path.join(build, base, 'pdf', pdfFileName(docId));
        const tagged = await readTagged(new Uint8Array(fs.readFileSync(file)));
        const {words, fact, source, ctx} = manualOf(product);

        expect(tagged.language).toBe(intl);
        expect(tagged.marked).toBe(true);
        expect(tagged.pdfua).toBe('1');
        expect(tagged.pages.flatMap((p) => p.untagged)).toEqual([]);
        for (const page of tagged.pages) expect(page.linksInTree).toBe(page.links);
        // The sections' headings, in reading order, after the contents.
        const tree = tagged.pages.flatMap((p) => elements(p.tree));
        const h2 = tree.filter((e) => e.role === 'H2').map((e) => squash(e.text));
        expect(h2).toEqual([
          squash(words.contents),
          ...headingsOf(source, ctx)
            .filter((h) => h.depth === 2)
            .map((h) => squash(h.title)),
        ]);
        expect(tree.filter((e) => e.role === 'H1').map((e) => e.text)).toEqual([squash(product.name)]);

        // Signs: age and weight only where a source gives them for this product; each read by its meaning.
        const cover = elements(tagged.pages[0]!.tree).flatMap((e) => (e.role === 'Figure' && e.alt ? [squash(e.alt)] : []));
        const age = fact(product, 'age');
        if (product.figures.age && age) expect(cover).toContain(squash(`${words.sign.age}: ${age}`));
        else expect(cover.some((alt) => alt.startsWith(squash(words.sign.age)))).toBe(false);
        if (!product.figures.maxRiderKg) expect(cover.some((alt) => alt.startsWith(squash(words.sign['max-weight'])))).toBe(false);

        const back = squash(tagged.pages.at(-1)!.tree.text);
        expect(back).toContain(squash(words.back.keep));
        expect(back).toContain(squash(words.back.designedIn(brand, 'Montluel')));
      });
    }
  });
}
