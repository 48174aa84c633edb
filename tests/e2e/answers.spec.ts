/**
 * Search that answers a parent's question in the parent's own words: the
 * first hit of the modal, the manual finder and the hits' markup, each in at
 * least three locales including zh-Hant.
 */
import type {Page} from '@playwright/test';
import {expect, gotoHydrated, test} from './fixtures';

const home = (locale: string): string => (locale === 'en' ? '/' : `/${locale}/`);
/** The hits of the modal, as the links that are the listbox's options. */
const options = (page: Page) => page.locator('.DocSearch-Hit [role="option"]');

/** Types a query in the modal of `locale`'s home page and gives the first hit's address. */
async function firstHit(page: Page, locale: string, query: string): Promise<string> {
  if (page.url() === 'about:blank' || new URL(page.url()).pathname !== home(locale)) await gotoHydrated(page, home(locale));
  await page.locator('.DocSearch-Button').click();
  const input = page.locator('input.DocSearch-Input');
  await input.fill(query);
  await expect(options(page).first()).toBeVisible();
  const href = (await options(page).first().getAttribute('href')) ?? '';
  await page.keyboard.press('Escape');
  return href;
}

test('a question on an FAQ topic opens the FAQ answer first', async ({page}) => {
  for (const [locale, query, anchor] of [
    ['en', 'how long is the warranty', 'warranty'],
    ['it', 'quanto dura la garanzia', 'warranty'],
    ['zh-Hant', '保固多久', 'warranty'],
    ['en', 'where can I buy globber near me', 'store-locator'],
    ['it', 'dove trovo un negozio vicino a me', 'store-locator'],
    ['zh-Hant', '附近哪裡買得到 Globber', 'store-locator'],
    ['de', 'wie bekomme ich Ersatzteile', 'spare-parts'],
  ] as const) {
    expect(await firstHit(page, locale, query), `${locale}: ${query}`).toBe(`${home(locale)}faq#${anchor}`);
  }
});

test('a how-to question opens the section of the manual that answers it', async ({page}) => {
  for (const [locale, query, expected] of [
    ['en', 'how do I fold the stroller', /^\/docs\/stroller\/stroll-lite#(folding|fold)$/],
    ['it', 'come si chiude il passeggino', /^\/it\/docs\/stroller\/stroll-lite#(folding|fold)$/],
    ['zh-Hant', '嬰兒推車怎麼收合', /^\/zh-Hant\/docs\/stroller\/stroll-lite#(folding|fold)$/],
    ['es', 'altura del sillín de la bicicleta sin pedales', /^\/es\/docs\/(go-bike|learning)\/[^#]*#(saddle-height|inseam|adjustments)$/],
  ] as const) {
    expect(await firstHit(page, locale, query), `${locale}: ${query}`).toMatch(expected);
  }
});

test('the words parents use for a kind of product find it, in the search and in the manual finder', async ({page}) => {
  // The search opens the series page of that kind, or its manual where the series is that one product.
  for (const [locale, query, expected] of [
    ['en', 'pushchair', /^\/docs\/(stroller\/stroll-lite|category\/stroller)$/],
    ['de', 'Kinderwagen', /^\/de\/docs\/(stroller\/stroll-lite|category\/stroller)$/],
    ['zh-Hant', '平衡車', /^\/zh-Hant\/docs\/(go-bike\/|learning\/|category\/(go-bike|learning)$)/],
  ] as const) {
    expect(await firstHit(page, locale, query), `${locale}: ${query}`).toMatch(expected);
  }
  for (const [locale, query, expected] of [
    ['it', 'caschi', /\/it\/docs\/helmets\//],
    ['de', 'Kinderwagen', /\/de\/docs\/stroller\/stroll-lite$/],
    ['zh-Hant', '平衡車', /\/zh-Hant\/docs\/(go-bike|learning)\//],
  ] as const) {
    await gotoHydrated(page, `/${locale}/docs/?q=${encodeURIComponent(query)}`);
    const found = page.locator('main ul[aria-label] a[href*="/docs/"]:not([href$=".pdf"])');
    await expect(found.first(), `${locale}: ${query}`).toBeVisible();
    for (const href of await found.evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname))) {
      expect(href, `${locale}: ${query}`).toMatch(expected);
    }
  }
});

test('a name as typed comes before longer names and names one typo away', async ({page}) => {
  for (const locale of ['en', 'de', 'zh-Hant']) {
    expect(await firstHit(page, locale, 'flow'), locale).toBe(`${home(locale)}docs/category/flow`);
  }
  expect(await firstHit(page, 'it', 'primo')).toBe('/it/docs/category/primo');
  // The finder: "primo" lists the Primo scooters, not the walker called "primi passi".
  await gotoHydrated(page, '/it/docs/?q=primo');
  const found = page.locator('main ul[aria-label] a[href*="/docs/"]:not([href$=".pdf"])');
  await expect(found.first()).toBeVisible();
  for (const href of await found.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))) expect(href).toMatch(/\/it\/docs\/primo\//);
});

test('hits are real links: each option is the link to its page', async ({page}) => {
  for (const [locale, query] of [
    ['en', 'flow 125'],
    ['de', 'Bremse'],
    ['zh-Hant', '煞車'],
  ] as const) {
    await gotoHydrated(page, home(locale));
    await page.locator('.DocSearch-Button').click();
    await page.locator('input.DocSearch-Input').fill(query);
    await expect(options(page).first()).toBeVisible();
    const items = page.locator('.DocSearch-Hits li.DocSearch-Hit:not(:has(.DocSearch-Hit--AskAI))');
    await expect(options(page)).toHaveCount(await items.count());
    const first = options(page).first();
    // A link a phone can long-press, copy and preview: an <a> with the page's address.
    expect(await first.evaluate((a) => a.tagName)).toBe('A');
    await expect(first).toHaveAttribute('href', new RegExp(`^${home(locale)}`));
    await expect(items.first()).toHaveAttribute('role', 'none');
    // Below DocSearch's "Ask AI" entry: the input points at the active option, which is the link.
    await page.keyboard.press('ArrowDown');
    const active = await page.locator('input.DocSearch-Input').getAttribute('aria-activedescendant');
    await expect(first).toHaveAttribute('id', active!);
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(first).toHaveAttribute('aria-selected', 'false');
    await page.keyboard.press('Escape');
  }
});

test('an invisible character inside a word changes nothing', async ({page}) => {
  for (const [locale, word] of [
    ['en', 'flow'],
    ['it', 'garanzia'],
    ['zh-Hant', '安全帽'],
  ] as const) {
    const plain = await firstHit(page, locale, word);
    const hidden = `${word.slice(0, 2)}\u200b${word.slice(2)}`;
    expect(await firstHit(page, locale, hidden), `${locale}: ${JSON.stringify(hidden)}`).toBe(plain);
  }
});

test('the {series}-series forwarding pages are never hits', async ({page}) => {
  for (const [locale, query] of [
    ['it', 'protezioni'],
    ['en', 'protectives'],
    ['zh-Hant', '護具'],
  ] as const) {
    await gotoHydrated(page, home(locale));
    await page.locator('.DocSearch-Button').click();
    await page.locator('input.DocSearch-Input').fill(query);
    await expect(options(page).first()).toBeVisible();
    const hrefs = await options(page).evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(
      hrefs.filter((h) => h.includes('-series')),
      `${locale}: ${query}`,
    ).toEqual([]);
    expect(hrefs.filter((h) => h.includes('/docs/category/protectives')).length, `${locale}: ${query}`).toBeLessThanOrEqual(1);
    await page.keyboard.press('Escape');
  }
});

test('the search page answers a question above the results, quoting the manual and citing it', async ({page}) => {
  for (const [locale, query, source, title] of [
    ['en', 'how do I fold the stroller', /^\/docs\/stroller\/stroll-lite#(folding|fold)$/, 'Answer from the manuals'],
    ['it', 'come si chiude il passeggino', /^\/it\/docs\/stroller\/stroll-lite#(folding|fold)$/, 'Risposta dai manuali'],
    ['zh-Hant', '保固多久', /^\/zh-Hant\/faq#warranty$/, '說明書中的解答'],
  ] as const) {
    await gotoHydrated(page, `${home(locale)}search?q=${encodeURIComponent(query)}`);
    const card = page.getByRole('region', {name: title});
    await expect(card, `${locale}: ${query}`).toBeVisible();
    const first = card.locator('li[id^="search-answer-source-"] a').first();
    const href = (await first.getAttribute('href')) ?? '';
    expect(href, `${locale}: ${query}`).toMatch(source);
    // Every quoted line is on the cited page, word for word.
    const lines = await card.locator('li:not([id])').evaluateAll((items) => items.map((li) => li.firstChild?.textContent?.trim() ?? ''));
    expect(lines.length).toBeGreaterThan(0);
    await first.click();
    await expect(page).toHaveURL((u) => source.test(`${u.pathname}${u.hash}`));
    // The old page stays until the new one is loaded: wait for each line.
    for (const line of lines) await expect(page.locator('main'), `${locale}: "${line}"`).toContainText(line);
  }
  // Words to find, not a question: results only.
  await gotoHydrated(page, '/search?q=flow%20125');
  await expect(page.getByRole('list', {name: 'Search results'})).toBeVisible();
  await expect(page.getByRole('region', {name: 'Answer from the manuals'})).toHaveCount(0);
});
