/**
 * PDF pages balanced, read from the built PDFs of every locale: no manual
 * ends with a last content page (the one before the back page) that carries
 * less than a quarter of a full page, as a print shop would reject. The
 * layout audit of every build checks the other page rules (a drawing on the
 * page of its step, no heading stranded at a page foot).
 */
import path from 'node:path';
import {openPdf} from '../pdfDocument';
import {describe, expect, it} from 'vitest';
import {products} from '@site/src/domain/catalog';
import {locales} from '@site/src/domain/locales';
import {pdfFileName} from '@site/plugins/pdf/types';
import {LAST_PAGE_MIN_FILL} from '@site/plugins/pdf/render/layout';
import {localeDir} from './built';

/** Height of a page's text between its running header and footer (its first and last lines). */
async function textHeight(doc: Awaited<ReturnType<typeof openPdf>>, page: number): Promise<number> {
  const items = (await (await doc.getPage(page)).getTextContent()).items.filter((i) => 'str' in i && i.str.trim() !== '');
  const ys = [...new Set(items.map((i) => Math.round(('transform' in i ? i.transform[5] : 0) as number)))].sort((a, b) => b - a).slice(1, -1);
  return ys.length > 0 ? ys[0]! - ys.at(-1)! : 0;
}

describe('the last page of every PDF', () => {
  for (const locale of locales) {
    it(`carries at least a quarter of a page in ${locale}`, async () => {
      const thin: string[] = [];
      for (const product of products) {
        const file = path.join(localeDir(locale), 'pdf', pdfFileName(product.id));
        const doc = await openPdf(file);
        // Cover, contents, content pages, back page: the second content page is a full one when there are two.
        const last = doc.numPages - 1;
        if (last > 3) {
          const full = Math.max(await textHeight(doc, 3), await textHeight(doc, 4));
          const height = await textHeight(doc, last);
          // Baseline to baseline, the text is one line shorter than the page the layout fills: allow a line's 3 %.
          if (height < (LAST_PAGE_MIN_FILL - 0.03) * full) thin.push(`${product.id}: page ${last} carries ${Math.round((100 * height) / full)} %`);
        }
        await doc.destroy();
      }
      expect(thin).toEqual([]);
    });
  }
});
