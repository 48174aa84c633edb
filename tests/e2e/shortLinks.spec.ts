/**
 * A manual's short link, /m/<product>, as a phone that scanned the QR code
 * opens it: the manual in the browser's language (one of the seven, else
 * English); with scripts off, the seven manuals as plain links. And the PDF
 * of a manual downloads under its product and language; a printed manual
 * page carries the short link's QR code.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {violations} from './axe';
import {expect, LOCALES, localePath, message, test, type Locale} from './fixtures';

const PHONE = {width: 390, height: 844};
const SITE = 'https://manuals.globber.com';
const MANUAL = '/docs/flow/125-770';
const SHORT = '/m/flow-125-770';
/** Each locale's name in its own language (src/domain/locales.ts). */
const LABELS: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  it: 'Italiano',
  fr: 'Français',
  nl: 'Nederlands',
  'zh-Hant': '繁體中文',
};

/** The browser's language (Playwright's `locale`: Accept-Language and navigator.languages) → the manual it lands on. */
const LANDINGS: readonly {readonly browser: string; readonly locale: Locale}[] = [
  {browser: 'it-IT', locale: 'it'},
  {browser: 'de', locale: 'de'},
  {browser: 'de-AT', locale: 'de'},
  {browser: 'zh-Hant', locale: 'zh-Hant'},
  {browser: 'zh-TW', locale: 'zh-Hant'},
  {browser: 'en-GB', locale: 'en'},
  // Not one of the seven: English.
  {browser: 'pt-BR', locale: 'en'},
  {browser: 'ja-JP', locale: 'en'},
];

/** A message with a file size in it, as a pattern: `Download PDF ({size})` matches `Download PDF (245 kB)`. */
const sized = (template: string): RegExp => new RegExp(`^${template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\\{size\\}', '.+')}$`);

test.use({viewport: PHONE});

for (const {browser, locale} of LANDINGS) {
  test.describe(`a browser in ${browser}`, () => {
    test.use({locale: browser});

    test(`opens the short link on the ${locale} manual`, async ({page}) => {
      await page.goto(SHORT);
      await expect(page).toHaveURL(localePath(locale, MANUAL));
      expect(await page.evaluate(() => navigator.languages[0])).toBe(browser);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', {level: 1, name: 'Flow 125 (770)'})).toBeVisible();
      // The manual keeps what the short link's page leaves out: its canonical URL and its seven languages (and x-default).
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}${localePath(locale, MANUAL)}`);
      await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(LOCALES.length + 1);
    });
  });
}

test('the first of several preferred languages that the site has wins, and the query and fragment stay', async ({page}) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'languages', {get: () => ['pt-BR', 'nl-BE', 'de']}));
  await page.goto(`${SHORT}?from=box#assembly`);
  await expect(page).toHaveURL(`${localePath('nl', MANUAL)}?from=box#assembly`);
});

test.describe('with scripts off', () => {
  test.use({javaScriptEnabled: false, locale: 'de-DE'});

  test('the short link lists the manual in all seven languages, each link in its own language', async ({page}) => {
    const response = await page.goto(SHORT);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(SHORT);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Flow 125 (770) – Instruction manual');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Flow 125 (770)');
    const links = page.getByRole('main').getByRole('link');
    await expect(links).toHaveCount(LOCALES.length);
    for (const [i, locale] of LOCALES.entries()) {
      const link = links.nth(i);
      await expect(link).toHaveText(`${LABELS[locale]} – ${message(locale, 'pdf.cover.manual', 'Instruction manual')}`);
      await expect(link).toHaveAttribute('lang', locale);
      await expect(link).toHaveAttribute('hreflang', locale);
      await expect(link).toHaveAttribute('href', localePath(locale, MANUAL));
      expect((await page.request.get(localePath(locale, MANUAL))).status()).toBe(200);
    }
    // Not for search engines: the manual is the page to index, and no other language has a copy of this one.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}${MANUAL}`);
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
  });

  test('a link opens that manual', async ({page}) => {
    await page.goto(SHORT);
    await page.getByRole('link', {name: /^Italiano/}).click();
    await expect(page).toHaveURL(localePath('it', MANUAL));
  });
});

for (const mode of ['light', 'dark'] as const) {
  test(`the page as a visitor without scripts sees it has no axe violations (${mode} mode)`, async ({page}) => {
    // axe needs scripts of its own: the page's are left out instead (its forwarding script and its bundles), as a browser with scripts off does.
    await page.route(SHORT, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/<script\b[^>]*\bdata-manuals\b[^>]*>[\s\S]*?<\/script>/, '');
      expect(html).not.toContain('data-manuals');
      await route.fulfill({response, body: html});
    });
    await page.route('**/assets/js/**', (route) => route.fulfill({status: 200, contentType: 'text/javascript', body: ''}));
    // The colour mode a visitor chose on the site (its inline script reads it).
    await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
    await page.goto(SHORT);
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    await expect(page.getByRole('main').getByRole('link')).toHaveCount(LOCALES.length);
    expect(await violations(page), 'axe violations (WCAG 2.2 A/AA)').toEqual([]);
  });
}

test('an unknown product, or a short link under another language, is the site’s 404', async ({page}) => {
  for (const url of ['/m/no-such-product', '/de/m/flow-125-770', '/m/flow/125-770']) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(404);
  }
});

for (const locale of ['en', 'it', 'de', 'zh-Hant'] as const) {
  test(`the PDF downloads as <product>-<language>.pdf (${locale})`, async ({page}) => {
    await page.goto(localePath(locale, '/docs/go-up/deluxe-lights'));
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    const button = page.getByRole('link', {name: sized(message(locale, 'pdf.download', 'Download PDF ({size})'))});
    await expect(button).toHaveAttribute('download', `go-up-deluxe-lights-${locale}.pdf`);
    // Its address stays the PDF's own.
    await expect(button).toHaveAttribute('href', localePath(locale, '/pdf/go-up/deluxe-lights.pdf'));
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe(`go-up-deluxe-lights-${locale}.pdf`);
  });
}

test('the PDF links of a series page download under product and language too', async ({page}) => {
  await page.goto('/it/docs/category/goup');
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  const link = page.locator('a[href="/it/pdf/go-up/deluxe-lights.pdf"]');
  await expect(link).toHaveAttribute('download', 'go-up-deluxe-lights-it.pdf');
});

test.describe('a printed manual page', () => {
  test('carries the short link’s QR code with its address and label, only on paper', async ({page}) => {
    await page.goto(localePath('de', MANUAL));
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    const label = message('de', 'shortLink.scan', 'Scan to open this manual online');
    const block = page.getByText(label).locator('..');
    await expect(block).toBeHidden();
    await page.emulateMedia({media: 'print'});
    await expect(block).toBeVisible();
    await expect(block).toContainText(`${SITE}${SHORT}`);
    // The download and offline buttons do nothing on paper.
    await expect(page.getByRole('link', {name: /^PDF herunterladen/})).toBeHidden();

    // Printed to PDF as the browser prints, then read by a QR decoder as a phone reads the paper.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'print-qr-'));
    try {
      const pdf = path.join(dir, 'page.pdf');
      fs.writeFileSync(pdf, await page.pdf({format: 'A4'}));
      execFileSync('pdftoppm', ['-r', '100', '-gray', '-png', '-singlefile', '-f', '1', '-l', '1', pdf, path.join(dir, 'page')]);
      const codes = execFileSync('zbarimg', ['--raw', '-q', path.join(dir, 'page.png')], {encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']});
      expect(codes.trim()).toBe(`${SITE}${SHORT}`);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});
