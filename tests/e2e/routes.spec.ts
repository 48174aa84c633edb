import fs from 'node:fs';
import path from 'node:path';
import {expect, gotoHydrated, LOCALES, localePath, test} from './fixtures';

interface Route {
  readonly kind: 'page' | 'category' | 'manual';
  readonly path: string;
}

/** The contract's canonical routes (copy of shared/spec/routes.txt). */
const routes: Route[] = fs
  .readFileSync(path.join(__dirname, '..', 'routes.txt'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '' && !line.startsWith('#'))
  .map((line) => {
    const [kind, p] = line.split('\t');
    return {kind: kind as Route['kind'], path: p!};
  });

function h1Of(html: string): string {
  const match = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  return (match?.[1] ?? '')
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}

test('the contract lists 94 manuals and 22 series', () => {
  expect(routes.filter((r) => r.kind === 'manual')).toHaveLength(94);
  expect(routes.filter((r) => r.kind === 'category')).toHaveLength(22);
});

for (const locale of LOCALES) {
  test(`every route answers in ${locale} with an h1 in ${locale}`, async ({request}) => {
    const problems: string[] = [];
    for (const route of routes) {
      const url = localePath(locale, route.path);
      const response = await request.get(url);
      if (response.status() !== 200) {
        problems.push(`${url}: HTTP ${response.status()}`);
        continue;
      }
      const html = await response.text();
      const lang = /<html[^>]*\blang="?([^"\s>]+)/.exec(html)?.[1];
      if (lang !== locale) problems.push(`${url}: html lang="${lang}"`);
      const h1 = h1Of(html);
      if (h1 === '') problems.push(`${url}: no h1`);
      // Manual h1s are product names, the same in every language.
      // "Blog" is the word in several of our languages too.
      if (locale !== 'en' && route.kind !== 'manual' && h1 !== 'Blog') {
        const english = h1Of(await (await request.get(route.path)).text());
        if (h1 === english) problems.push(`${url}: h1 "${h1}" is the English one`);
      }
    }
    expect(problems).toEqual([]);
  });
}

test('a series reached as {series}-series lands on the series page', async ({page}) => {
  await gotoHydrated(page, '/it/docs/category/primo-series');
  await expect(page).toHaveURL(/\/it\/docs\/category\/primo$/);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
});

test('an unknown route shows the not-found page', async ({page}) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
});

test("an unknown route of a locale shows that locale's not-found page", async ({page}) => {
  for (const [url, heading] of [
    ['/it/no-such-page', 'Pagina non trovata'],
    ['/zh-Hant/docs/flow/999', '找不到頁面'],
    ['/de/docs/category/no-such-series', 'Seite nicht gefunden'],
  ] as const) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(404);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(heading);
  }
});

test('the not-found page offers the search and the manual finder, given the words of the missing address, in its language', async ({page}) => {
  for (const [url, search, finder, words] of [
    ['/docs/flow/1255-lights', 'Search all manuals for “flow 1255 lights”', 'Find the manual for “flow 1255 lights”', 'flow 1255 lights'],
    ['/it/docs/primo/pieghevole', 'Cerca «primo pieghevole» in tutti i manuali', 'Trova il manuale di «primo pieghevole»', 'primo pieghevole'],
    ['/zh-Hant/docs/安全帽', '在所有說明書中搜尋「安全帽」', '尋找「安全帽」的說明書', '安全帽'],
  ] as const) {
    await page.goto(url);
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    const base = url.startsWith('/it/') ? '/it' : url.startsWith('/zh-Hant/') ? '/zh-Hant' : '';
    const q = encodeURIComponent(words);
    await expect(page.getByRole('link', {name: search})).toHaveAttribute('href', `${base}/search?q=${q}`);
    await expect(page.getByRole('link', {name: finder})).toHaveAttribute('href', `${base}/docs/?q=${q}`);
  }
  await page.getByRole('link', {name: '尋找「安全帽」的說明書'}).click();
  await expect(page).toHaveURL(/\/zh-Hant\/docs\/\?q=/);
});

test('npm run serve compresses pages and scripts and lets browsers keep hashed assets', async ({request, page}) => {
  const scripts: string[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/it/docs/flow/125-770');
  expect(scripts.length).toBeGreaterThan(0);
  const html = await request.get('/it/docs/flow/125-770', {headers: {'Accept-Encoding': 'gzip'}});
  expect(html.headers()['content-encoding']).toBe('gzip');
  expect(html.headers()['cache-control']).toBe('no-cache');
  const script = await request.get(scripts[0]!, {headers: {'Accept-Encoding': 'gzip'}});
  expect(script.headers()['content-encoding']).toBe('gzip');
  expect(script.headers()['cache-control']).toContain('immutable');
});

test('a manual page shows its sections, table of contents and specifications', async ({page}) => {
  await gotoHydrated(page, '/docs/flow/125-770');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Flow 125 (770)');
  for (const id of ['intended-use', 'safety', 'assembly', 'maintenance', 'troubleshooting', 'specifications', 'warranty']) {
    await expect(page.locator(`h2#${id}`)).toBeVisible();
  }
  const toc = page.locator('.table-of-contents');
  await expect(toc.getByRole('link', {name: 'Specifications'})).toBeVisible();
  const specs = page.locator('table', {has: page.locator('caption')});
  // No source gives this scooter's limits: the row sends the parent to its label; the family's wheel size is a typical value.
  await expect(specs.getByRole('row', {name: /Maximum user weight/})).toContainText('See the label on the product or its packaging');
  await expect(specs.getByRole('row', {name: /Wheels/})).toContainText('125 mm (typical value)');
  await expect(specs.getByRole('row', {name: /Reference number/})).toContainText('770');
  await expect(page.locator('nav[aria-label="Breadcrumbs"]')).toBeVisible();
  await expect(page.locator('.pagination-nav')).toBeVisible();
});
