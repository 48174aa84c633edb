/**
 * The short link on paper: the cover and the back page of built PDFs, in
 * every locale, rendered to an image (pdftoppm) as a printer would and read
 * by a QR decoder (zbarimg) as a phone would, give exactly the manual's short
 * link; beside the code, its address and the label in the PDF's language.
 * Needs poppler-utils and zbar-tools (`npm run test:pdf` installs them).
 */
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {afterAll, describe, expect, it} from 'vitest';
import {getProduct} from '@site/src/domain/catalog';
import {locales} from '@site/src/domain/locales';
import {readMessages} from '@site/plugins/shared/codeTranslations';
import {readSiteSettings} from '@site/src/domain/site';
import {pdfFileName} from '@site/plugins/pdf/types';
import {shortLinkUrl} from '@site/plugins/short-links/links';
import {localeDir} from '../manuals/built';

/** Short and long ids, an index page, every kind of cover (with and without signs). */
const SAMPLE = ['flow/125-770', 'go-bike/index', 'explorer-trike/4-in-1-deluxe-play-636', 'helmets/kid', 'e-motion/e-motion-27'];
const root = {url: readSiteSettings().siteUrl, baseUrl: '/'};
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-qr-'));
afterAll(() => fs.rmSync(scratch, {recursive: true, force: true}));

/** A tool's output; asynchronous, so the test runner stays responsive while poppler and zbar work. */
async function run(command: string, args: readonly string[]): Promise<string> {
  try {
    return (await promisify(execFile)(command, args, {encoding: 'utf8'})).stdout;
  } catch (error) {
    const {code, stdout} = error as {code?: string | number; stdout?: string};
    if (code === 'ENOENT') throw new Error(`${command} is missing: run bash scripts/ensure-pdf-tools.sh (npm run test:pdf does)`);
    // zbarimg exits with 4 when it finds no code: the page has none.
    if (command === 'zbarimg' && code === 4) return stdout ?? '';
    throw error;
  }
}

/** The codes a phone reads on one page of a PDF printed at 100 dpi. */
async function codesOn(file: string, page: number): Promise<string[]> {
  const image = path.join(scratch, `${path.basename(file, '.pdf')}-${page}-${process.hrtime.bigint()}`);
  await run('pdftoppm', ['-r', '100', '-gray', '-png', '-singlefile', '-f', String(page), '-l', String(page), file, image]);
  const codes = (await run('zbarimg', ['--raw', '-q', `${image}.png`])).split('\n').filter((line) => line !== '');
  fs.rmSync(`${image}.png`);
  return codes;
}

/**
 * A page's text as a viewer copies it, without spaces (a long address is set on two lines).
 * pdftotext, like viewers, drops a hyphen that ends a line: an address broken at one of its hyphens reads wrong.
 */
const textOn = async (file: string, page: number): Promise<string> =>
  (await run('pdftotext', ['-f', String(page), '-l', String(page), file, '-'])).replace(/\s+/g, '');

const pagesOf = async (file: string): Promise<number> => Number(/Pages:\s+(\d+)/.exec(await run('pdfinfo', [file]))?.[1]);

for (const locale of locales) {
  const label = readMessages(path.resolve(__dirname, '../..'), locale)['shortLink.scan'] ?? 'Scan to open this manual online';

  describe(`the short link on the PDFs in ${locale}`, () => {
    for (const docId of SAMPLE) {
      it(`${docId}: its QR code on the cover and the back page reads as the short link, printed beside it`, async () => {
        const link = shortLinkUrl(getProduct(docId)!.id, root);
        const file = path.join(localeDir(locale), 'pdf', pdfFileName(docId));
        expect(fs.existsSync(file), `${file} exists (run npm run build first)`).toBe(true);
        const last = await pagesOf(file);
        for (const page of [1, last]) {
          expect(await codesOn(file, page), `page ${page}`).toEqual([link]);
          const text = await textOn(file, page);
          expect(text, `page ${page}`).toContain(link);
          expect(text, `page ${page}`).toContain(label.replace(/\s+/g, ''));
        }
        // The pages between carry no code.
        expect(await codesOn(file, 2)).toEqual([]);
      });
    }
  });
}

it('gives one short link in every language: the site opens the reader’s', async () => {
  const links = await Promise.all(locales.map((l) => codesOn(path.join(localeDir(l), 'pdf', pdfFileName('flow/125-770')), 1)));
  expect(links).toEqual(locales.map(() => [shortLinkUrl('flow/125-770', root)]));
});
