import type {Page} from '@playwright/test';
import {expect, localePath, test, type Locale, HIT} from './fixtures';

/** One page of every kind, as privacy.spec visits them, plus the blog list. */
const PAGES = [
  '/',
  '/docs/',
  '/docs/category/go-bike',
  '/docs/go-bike/elite-duo',
  '/faq',
  '/contact',
  '/search?q=flow',
  '/blog',
  '/blog/five-minute-safety-check',
  '/offline',
  '/no-such-page',
];
const LOCALES: readonly Locale[] = ['en', 'zh-Hant'];

/** Records every Content-Security-Policy violation the page reports, from its first script on. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const found: string[] = [];
    (window as {__cspViolations?: string[]}).__cspViolations = found;
    document.addEventListener('securitypolicyviolation', (e) => found.push(`${e.effectiveDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
  });
  return () => page.evaluate(() => (window as {__cspViolations?: string[]}).__cspViolations ?? []);
}

for (const locale of LOCALES) {
  test(`every page kind in ${locale} works under the production security headers, with no CSP violation`, async ({page}) => {
    const violations = await recordViolations(page);
    const seen: string[] = [];
    for (const path of PAGES) {
      const url = localePath(locale, path);
      const response = await page.goto(url);
      const headers = response!.headers();
      expect(headers['content-security-policy'], url).toMatch(/script-src 'self' 'sha256-/);
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      // Hydration is React's scripts running: a blocked script would stop it.
      await page.locator('html[data-has-hydrated="true"]').waitFor();
      await page.mouse.wheel(0, 20_000);
      seen.push(...(await violations()).map((v) => `${url}: ${v}`));
    }
    // The search modal loads its code, styles and index on demand.
    await page.goto(localePath(locale, '/docs/flow/125'));
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await page.locator('.DocSearch-Button').click();
    await page.locator('input.DocSearch-Input').fill('flow');
    await expect(page.locator(HIT).first()).toBeVisible();
    // Ask AI's screen too (DocSearch's bundled Zod once probed eval here).
    await page.locator('input.DocSearch-Input').fill('how do I fold the flow 125');
    await page.keyboard.press('Enter');
    await expect(page.locator('.DocSearch-AskAiScreen-Message--assistant').first()).toBeVisible();
    seen.push(...(await violations()));
    // The colour mode is set by the inline script allowed by its hash: a reload in dark mode stays dark.
    await page.keyboard.press('Escape');
    await page
      .locator('.navbar button[title]')
      .filter({has: page.locator('svg')})
      .last()
      .click();
    const mode = await page.locator('html').getAttribute('data-theme');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode!);
    seen.push(...(await violations()));
    expect(seen).toEqual([]);
  });
}

test('a PDF and the search index are served under the same headers', async ({request}) => {
  for (const url of ['/pdf/flow/125.pdf', '/zh-Hant/pdf/go-bike.pdf']) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-type'], url).toBe('application/pdf');
    expect(response.headers()['x-content-type-options'], url).toBe('nosniff');
  }
});
