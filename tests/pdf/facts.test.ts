/**
 * No safety figure without a product source is printed anywhere: on any
 * manual page (text and JSON-LD), in any of the 658 PDFs, or in any search
 * record, in any locale. The catalog keeps the family's working figures for
 * the editors' report; this reads what the build actually shows.
 */
import fs from 'node:fs';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';
import {openPdf} from '../pdfDocument';
import {describe, expect, it} from 'vitest';
import {catalog} from '@site/src/domain/catalog/data';
import {products} from '@site/src/domain/catalog';
import {defaultLocale, localeConfigs, locales} from '@site/src/domain/locales';
import {formatTemplates} from '@site/src/domain/labels';
import {readMessages} from '@site/plugins/shared/codeTranslations';
import {pdfFileName} from '@site/plugins/pdf/types';
import {setMessages} from '@site/plugins/shared/translate';
import {decodeRecords, type CompactIndex} from '@site/plugins/search/shared/indexFormat';
import {printedIn, unsourcedFigures} from '@site/scripts/checks/facts';

const root = path.resolve(__dirname, '../..');
const build = path.join(root, 'build');

async function pdfText(file: string): Promise<string> {
  const doc = await openPdf(file);
  let text = '';
  for (let n = 1; n <= doc.numPages; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    text += `${content.items.map((item) => ('str' in item ? item.str : '')).join(' ')}\n`;
  }
  await doc.destroy();
  return text;
}

/** A page's text and its JSON-LD, as crawlers and readers get them. */
function pageText(html: string): string {
  return html
    .replace(/<script(?![^>]*ld\+json)[^>]*>[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ');
}

function readIndex(dir: string): CompactIndex {
  const name = fs.readdirSync(dir).find((f) => /^search-index\.[0-9a-f]+\.json$/.test(f));
  if (!name) throw new Error(`no search index in ${dir} (run npm run build first)`);
  const raw = fs.readFileSync(path.join(dir, name));
  return JSON.parse((raw[0] === 0x1f ? gunzipSync(raw) : raw).toString('utf8')) as CompactIndex;
}

for (const locale of locales) {
  describe(`unsourced safety figures in ${locale}`, () => {
    it('appear on no manual page, in no PDF and in no search record', async () => {
      setMessages(readMessages(root, locale));
      const unsourced = unsourcedFigures(catalog, localeConfigs[locale].htmlLang, formatTemplates());
      expect(unsourced.size, 'the catalog still has family figures to look for').toBeGreaterThan(50);
      const dir = path.join(build, locale === defaultLocale ? '' : locale);
      const records = decodeRecords(readIndex(dir));
      const found: string[] = [];
      for (const product of products) {
        const figures = unsourced.get(product.id);
        if (!figures) continue;
        const url = `${locale === defaultLocale ? '/' : `/${locale}/`}docs${product.path}`;
        const page = [path.join(dir, 'docs', product.path, 'index.html'), path.join(dir, 'docs', `${product.path}.html`)].find((f) => fs.existsSync(f))!;
        const sources: [string, string][] = [
          ['page', pageText(fs.readFileSync(page, 'utf8'))],
          ['PDF', await pdfText(path.join(dir, 'pdf', pdfFileName(product.id)))],
          [
            'search records',
            records
              .filter((r) => r.url_without_anchor === url)
              .map((r) => [r.lvl1, r.lvl2, r.lvl3, r.text].join(' '))
              .join('\n'),
          ],
        ];
        for (const [where, text] of sources) {
          for (const f of printedIn(text, figures)) found.push(`${url} (${where}): ${f.figure} "${f.text}"`);
        }
      }
      expect(found).toEqual([]);
    });
  });
}
