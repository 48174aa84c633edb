/**
 * A page blocks on the site's stylesheet and its route's own, not on every
 * stylesheet of the site (plugins/page-bundles/routeStyles.ts). So the route's
 * CSS must be linked in the server HTML (the page shows styled before its
 * JavaScript runs, and without it), and a page reached by client-side
 * navigation must have its route's CSS before it shows, or it would flash
 * unstyled.
 */
import type {Page} from '@playwright/test';
import {expect, gotoHydrated, test} from './fixtures';

/** An element of a route, and a style it gets from the route's own CSS (its component's CSS module) and would lack without it. */
interface RouteStyle {
  readonly name: string;
  readonly path: RegExp;
  /** Matches on that route only, never on the home page. */
  readonly selector: string;
  readonly property: string;
  readonly value: string;
  /** From the hydrated home page to the route, as a visitor gets there, without a page load. */
  readonly go: (page: Page) => Promise<void>;
}

const ROUTES: readonly RouteStyle[] = [
  {
    name: 'a manual (from the home lookup)',
    path: /\/it\/docs\/flow\/125-770$/,
    // ManualHeader: the product's facts side by side.
    selector: 'article dl',
    property: 'display',
    value: 'flex',
    go: async (page) => {
      const box = page.getByRole('searchbox', {name: 'Numero di modello o nome del prodotto'});
      await box.fill('770');
      await box.press('Enter');
    },
  },
  {
    name: 'a series page (from the home page’s series)',
    path: /\/it\/docs\/category\/flow$/,
    // The DocCard wrapper (src/theme/DocCard): card and PDF link in one column.
    selector: 'main article > div:has(> a.card)',
    property: 'display',
    value: 'flex',
    go: (page) => page.locator('main a[href="/it/docs/category/flow"]').click(),
  },
  {
    name: 'the contact page (from the navbar)',
    path: /\/it\/contact$/,
    // ContactForm: fields are 44 px touch targets.
    selector: 'main form input[type="email"]',
    property: 'min-height',
    value: '44px',
    go: (page) => page.locator('nav a[href="/it/contact"]').first().click(),
  },
  {
    name: 'the search page (from the search modal’s "see all results")',
    path: /\/it\/search\?q=garanzia$/,
    // SearchResults: the page's field is as wide as the finder's.
    selector: 'main form[role="search"]',
    property: 'max-width',
    value: '640px',
    go: async (page) => {
      await page.getByRole('button', {name: 'Cerca'}).click();
      await page.locator('input.DocSearch-Input').pressSequentially('garanzia', {delay: 30});
      await page.locator('.DocSearch-HitsFooter a').click();
    },
  },
];

/** Stylesheets a page's server HTML links, and their text. */
async function linkedCss(page: Page, path: string): Promise<{hrefs: string[]; css: string}> {
  const html = await (await page.request.get(path)).text();
  const hrefs = [...html.matchAll(/<link rel="?stylesheet"? href="?([^"\s>]+)/g)].map((m) => m[1]!);
  const texts = await Promise.all(hrefs.map(async (href) => (await page.request.get(href)).text()));
  return {hrefs, css: texts.join('\n')};
}

test('the server HTML of a manual links its route’s stylesheets; the home page does not link the contact form’s', async ({page}) => {
  const manual = await linkedCss(page, '/it/docs/flow/125-770');
  // The site's stylesheet first, then the docs layout's, the manual page's and the manual components'.
  expect(manual.hrefs[0]).toMatch(/\/styles\.[0-9a-f]+\.css$/);
  expect(manual.hrefs.length).toBeGreaterThan(1);
  // The contact form's custom property marks its CSS module: on the contact page, nowhere else.
  expect((await linkedCss(page, '/it/contact')).css).toContain('--contact-error-color');
  for (const path of ['/it/', '/it/docs/flow/125-770', '/it/docs/category/flow']) {
    expect((await linkedCss(page, path)).css, path).not.toContain('--contact-error-color');
  }
});

test('without JavaScript, a manual, a series page, the contact page and the search page show their route’s styles', async ({browser, baseURL}) => {
  const context = await browser.newContext({javaScriptEnabled: false, baseURL});
  const page = await context.newPage();
  const pages = [
    ['/it/docs/flow/125-770', ROUTES[0]!],
    ['/it/docs/category/flow', ROUTES[1]!],
    ['/it/contact', ROUTES[2]!],
    ['/it/search?q=garanzia', ROUTES[3]!],
  ] as const;
  for (const [path, route] of pages) {
    await page.goto(path);
    await expect(page.locator(route.selector).first(), path).toHaveCSS(route.property, route.value);
  }
  // The docs layout's own CSS (a route's too): the sidebar's column is 300 px wide on a desktop screen.
  await page.goto('/it/docs/flow/125-770');
  await expect(page.locator('aside.theme-doc-sidebar-container')).toHaveCSS('width', '300px');
  await context.close();
});

for (const route of ROUTES) {
  test(`client-side navigation from the home page to ${route.name} shows it styled from its first frame`, async ({page}) => {
    await gotoHydrated(page, '/it/');
    const stylesheets = () => page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    const before = await stylesheets();
    // The style of the route's element as it enters the page: a MutationObserver runs before the browser paints.
    await page.evaluate(
      ({selector, property}) => {
        const w = window as unknown as {firstStyle?: string; samePage?: boolean};
        w.samePage = true;
        const observer = new MutationObserver(() => {
          const element = document.querySelector(selector);
          if (!element) return;
          w.firstStyle = getComputedStyle(element).getPropertyValue(property);
          observer.disconnect();
        });
        observer.observe(document.body, {childList: true, subtree: true});
      },
      {selector: route.selector, property: route.property},
    );
    await route.go(page);
    await expect(page).toHaveURL(route.path);
    await expect(page.locator(route.selector).first()).toBeVisible();
    // Client-side: no page load, the route's stylesheets were added to the head.
    expect(await page.evaluate(() => (window as unknown as {samePage?: boolean}).samePage)).toBe(true);
    expect((await stylesheets()).length).toBeGreaterThan(before.length);
    expect(await page.evaluate(() => (window as unknown as {firstStyle?: string}).firstStyle)).toBe(route.value);
  });
}
