/**
 * Offline reading (plugins/offline): a manual opened and saved is read, with
 * its PDF, when the network is gone; the search modal opens, says it is
 * offline and finds what is stored; a page not stored leads to the locale's
 * offline page listing the saved manuals; a new deploy replaces the stored
 * copy. Each test serves its own copy of the build (hard links, instant) on
 * its own port and really stops that server to go offline.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type http from 'node:http';
import type {Page} from '@playwright/test';
import {createSiteServer} from '../../scripts/hosting/server';
import {expect, gotoHydrated, localePath, message, test, type Locale} from './fixtures';

const BUILD = path.resolve('build');
const PORTS = {en: 4191, it: 4192, 'zh-Hant': 4193, deploy: 4194, phone: 4195} as const;
const origin = (port: number): string => `http://127.0.0.1:${port}`;

test.use({
  serviceWorkers: 'allow',
  configuredOrigins: Object.values(PORTS).map(origin),
  // Offline, the browser reports each request it could not send.
  expectedErrors: [/net::ERR_(INTERNET_DISCONNECTED|CONNECTION_REFUSED|FAILED)/],
});

/** A build copy served on `port`, as a host would; `stop` is the network going away. */
class Site {
  readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), 'offline-site-'));
  private server: http.Server | undefined;

  constructor(readonly port: number) {
    fs.rmSync(this.dir, {recursive: true});
    fs.cpSync(BUILD, this.dir, {recursive: true, force: true, preserveTimestamps: true, dereference: false});
  }

  get url(): string {
    return origin(this.port);
  }

  async start(): Promise<void> {
    const server = createSiteServer({root: this.dir, localeFolders: ['de', 'es', 'it', 'fr', 'nl', 'zh-Hant']});
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }

  /** A deploy that changes one file (written anew, so the copied build is untouched). */
  rewrite(file: string, change: (text: string) => string): void {
    const full = path.join(this.dir, file);
    const text = fs.readFileSync(full, 'utf8');
    fs.rmSync(full);
    fs.writeFileSync(full, change(text));
  }

  async remove(): Promise<void> {
    await this.stop();
    fs.rmSync(this.dir, {recursive: true, force: true});
  }
}

async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {timeout: 20_000});
}

/** Opens a manual, waits for the worker, saves it, and waits until the search is kept too. */
async function openAndSave(page: Page, url: string, locale: Locale): Promise<void> {
  await gotoHydrated(page, url);
  await controlled(page);
  await page.getByRole('button', {name: message(locale, 'offline.save', 'Save for offline')}).click();
  await expect(page.getByText(message(locale, 'offline.saved', 'Saved on this device for offline reading'))).toBeVisible({timeout: 20_000});
  // The search (modal and index) is kept once per deploy, at idle, from the first page the worker controls as it loads.
  await page.reload();
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await page.waitForFunction(() => window.localStorage.getItem('search-offline-ready') !== null, null, {timeout: 20_000});
  // Marked kept only once the worker holds the index: a visitor may go offline right then.
  expect(await page.evaluate(async () => (await caches.match(window.localStorage.getItem('search-offline-ready')!)) !== undefined)).toBe(true);
}

const cases = [
  {locale: 'en', manual: '/docs/flow/125', pdf: '/pdf/flow/125.pdf', other: '/docs/go-up/deluxe', query: 'brake', title: 'Flow 125'},
  {locale: 'it', manual: '/docs/flow/125', pdf: '/pdf/flow/125.pdf', other: '/docs/go-up/deluxe', query: 'freno', title: 'Flow 125'},
  {locale: 'zh-Hant', manual: '/docs/flow/125', pdf: '/pdf/flow/125.pdf', other: '/docs/go-up/deluxe', query: '煞車', title: 'Flow 125'},
] as const;

for (const c of cases) {
  test(`${c.locale}: a saved manual, its PDF and the search work offline; a page not stored leads to the offline page`, async ({page, context}) => {
    test.setTimeout(120_000);
    const site = new Site(PORTS[c.locale]);
    await site.start();
    try {
      const manual = site.url + localePath(c.locale, c.manual);
      await openAndSave(page, manual, c.locale);

      await site.stop();
      await context.setOffline(true);

      // The manual, from this device.
      await page.reload();
      await expect(page.locator('h1').first()).toContainText(c.title);
      await expect(page.locator('article ol li').first()).toBeVisible();

      // Its PDF.
      const pdf = await page.evaluate(
        async (url) => {
          const response = await fetch(url);
          return {status: response.status, start: (await response.text()).slice(0, 5)};
        },
        localePath(c.locale, c.pdf),
      );
      expect(pdf).toEqual({status: 200, start: '%PDF-'});

      // The search opens, says it is offline and finds the stored manual only.
      await page.locator('html[data-has-hydrated="true"]').waitFor();
      await page.keyboard.press('Control+k');
      const modal = page.getByRole('dialog');
      await expect(
        modal.getByText(message(c.locale, 'search.offline.note', 'You are offline: results come only from the manuals kept on this device.')),
      ).toBeVisible();
      await modal.locator('input.DocSearch-Input').fill(c.query);
      const hits = modal.locator('.DocSearch-Hit a[href*="/docs/"]');
      await expect(hits.first()).toBeVisible();
      const hrefs = await hits.evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
      expect(
        hrefs.every((href) => href === localePath(c.locale, c.manual)),
        hrefs.join(', '),
      ).toBe(true);
      await page.keyboard.press('Escape');

      // A page not stored: the locale's offline page, listing the saved manual.
      await page.goto(site.url + localePath(c.locale, c.other));
      await expect(page).toHaveURL(new RegExp(`${localePath(c.locale, '/offline').replace('/', '\\/')}\\?from=`));
      await expect(page.locator('h1')).toHaveText(message(c.locale, 'offline.page.notStoredTitle', 'This page is not on this device'));
      await expect(page.locator('main li a')).toContainText([c.title]);
      expect(await page.locator('html').getAttribute('lang')).toBe(c.locale);
    } finally {
      await context.setOffline(false);
      await site.remove();
    }
  });
}

test('a new deploy replaces the stored copy of a saved manual', async ({page, context}) => {
  test.setTimeout(120_000);
  const site = new Site(PORTS.deploy);
  await site.start();
  try {
    await openAndSave(page, `${site.url}/docs/flow/125`, 'en');

    // Deploy: the saved manual's page and the worker change. (A mark React does not render: a changed text
    // would also need the deploy's scripts, and this copy keeps the old ones.)
    site.rewrite('docs/flow/125/index.html', (html) => html.replace('</head>', '<meta name="deploy" content="2027"></head>'));
    site.rewrite('sw.js', (js) => `${js}\n// deploy 2`);

    // The next visit, of another page, picks the deploy up: the new worker fetches the stored pages again.
    await gotoHydrated(page, `${site.url}/faq`);
    await expect
      .poll(() => page.evaluate(async () => (await (await caches.match('/docs/flow/125'))?.text())?.includes('name="deploy"') ?? false), {timeout: 30_000})
      .toBe(true);

    await site.stop();
    await context.setOffline(true);
    await page.goto(`${site.url}/docs/flow/125`);
    await expect(page.locator('h1').first()).toContainText('Flow 125');
    await expect(page.locator('meta[name="deploy"]')).toHaveAttribute('content', '2027');
  } finally {
    await context.setOffline(false);
    await site.remove();
  }
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});

  test('a first visit loads no search with the page, although the worker takes the page over; the next visit keeps it for offline', async ({page}) => {
    test.setTimeout(60_000);
    const site = new Site(PORTS.phone);
    await site.start();
    try {
      const indexRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/search-index.')) indexRequests.push(request.url());
      });
      await gotoHydrated(page, site.url + localePath('it', '/docs/flow/125'));
      await controlled(page);
      // The idle time in which a controlled page keeps the search, and some more.
      await page.evaluate(() => new Promise((resolve) => window.requestIdleCallback(() => window.setTimeout(resolve, 1500))));
      expect(indexRequests).toEqual([]);
      await page.reload();
      await page.locator('html[data-has-hydrated="true"]').waitFor();
      await page.waitForFunction(() => window.localStorage.getItem('search-offline-ready') !== null, null, {timeout: 20_000});
      expect(indexRequests.length).toBeGreaterThan(0);
    } finally {
      await site.remove();
    }
  });
});
