import {expect, localePath, test, type Locale} from './fixtures';

/** One page of every kind; the manual loads drawings lazily, so the test scrolls. */
const PAGES = [
  '/',
  '/docs/',
  '/docs/category/go-bike',
  '/docs/go-bike/elite-duo',
  '/faq',
  '/contact',
  '/search?q=flow',
  '/blog/five-minute-safety-check',
  '/no-such-page',
];
const LOCALES: readonly Locale[] = ['it', 'zh-Hant'];

for (const locale of LOCALES) {
  test(`pages in ${locale} make no request outside 127.0.0.1`, async ({page}) => {
    const hosts = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol !== 'data:' && url.protocol !== 'blob:') hosts.add(url.hostname);
    });
    for (const path of PAGES) {
      await page.goto(localePath(locale, path));
      await page.locator('html[data-has-hydrated="true"]').waitFor();
      await page.mouse.wheel(0, 20_000);
      // Hovering links prefetches routes: they too must come from the site itself.
      const link = page.locator('main a[href^="/"]:visible').first();
      if ((await link.count()) > 0) await link.hover();
      await page.waitForLoadState('networkidle');
    }
    expect([...hosts]).toEqual(['127.0.0.1']);
  });
}
