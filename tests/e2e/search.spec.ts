import fs from 'node:fs';
import path from 'node:path';
import {chromium, type Page} from '@playwright/test';
import {CHROMIUM, CHROMIUM_FLAGS} from '../chromium';
import {expect, gotoHydrated, test, HIT} from './fixtures';

/** The navbar's DocSearch button. */
const searchButton = (page: Page) => page.locator('.DocSearch-Button');
const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('input.DocSearch-Input');

async function openSearch(page: Page): Promise<void> {
  await searchButton(page).click();
  await expect(input(page)).toBeFocused();
}

async function search(page: Page, query: string): Promise<void> {
  await openSearch(page);
  await input(page).fill(query);
  await expect(page.locator(HIT).first()).toBeVisible();
}

/** A recent search or favourite as DocSearch stores it: a hit without highlight or snippet. */
function storedHit(n: number) {
  const url = `/docs/flow/125#stored-${n}`;
  return {
    objectID: url,
    url,
    url_without_anchor: '/docs/flow/125',
    anchor: `stored-${n}`,
    type: 'lvl2',
    content: null,
    hierarchy: {lvl0: 'Flow', lvl1: 'Flow 125', lvl2: `Stored ${n}`, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
  };
}
const RECENT = '__DOCSEARCH_RECENT_SEARCHES__local-en';
const FAVORITE = '__DOCSEARCH_FAVORITE_SEARCHES__local-en';

test.describe('loading', () => {
  test('the index loads on intent only, and only the current locale’s', async ({page}) => {
    const indexRequests: string[] = [];
    page.on('request', (r) => {
      if (/search-index\.[0-9a-f]+\.json$/.test(r.url())) indexRequests.push(new URL(r.url()).pathname);
    });
    await gotoHydrated(page, '/de/docs/flow/125');
    await page.mouse.wheel(0, 400);
    await expect(page.locator('h1')).toBeVisible();
    expect(indexRequests).toEqual([]);
    await searchButton(page).hover();
    await expect.poll(() => indexRequests).toHaveLength(1);
    expect(indexRequests[0]).toMatch(/^\/de\/search-index\.[0-9a-f]{10}\.json$/);
  });

  for (const locale of ['en', 'de', 'zh-Hant']) {
    test(`a slow index shows the stalled state after 300 ms, never "no results" (${locale})`, async ({page}) => {
      await gotoHydrated(page, locale === 'en' ? '/' : `/${locale}/`);
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(/search-index\.[0-9a-f]+\.json$/, async (route) => {
        await released;
        await route.continue();
      });
      await openSearch(page);
      // Time from the keystroke to the stalled state, measured in the page.
      const stalledAfter = page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const typed = {at: 0};
            document.querySelector('input.DocSearch-Input')!.addEventListener('input', () => (typed.at = performance.now()), {once: true});
            new MutationObserver((_, observer) => {
              if (typed.at > 0 && document.querySelector('.DocSearch-Container--Stalled')) {
                observer.disconnect();
                resolve(performance.now() - typed.at);
              }
            }).observe(document.body, {subtree: true, attributes: true, attributeFilter: ['class']});
          }),
      );
      await input(page).fill('flow');
      expect(await stalledAfter).toBeGreaterThanOrEqual(300);
      // Nothing was searched yet: no "No results" screen under the spinner, in any language.
      await expect(page.locator('.DocSearch-NoResults')).toBeHidden();
      release();
      await expect(page.locator(HIT).first()).toBeVisible();
      await expect(page.locator('.DocSearch-Container--Stalled')).toHaveCount(0);
    });
  }

  test.describe('when the index cannot be loaded', () => {
    // The browser reports the aborted request itself; nothing else may reach the console
    // (DocSearch rethrows the error after showing its screen: no unhandled rejection).
    test.use({expectedErrors: [/^Failed to load resource: net::ERR_FAILED$/]});
    test('the error screen says so', async ({page}) => {
      await page.route(/search-index\.[0-9a-f]+\.json$/, (route) => route.abort());
      await gotoHydrated(page, '/');
      await openSearch(page);
      await input(page).fill('flow');
      await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('Unable to fetch results');
      await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('You might want to check your network connection.');
    });
  });
});

test.describe('opening and closing', () => {
  test('Ctrl+K and / open the modal; / does not while typing in a field; Escape closes it', async ({page}) => {
    await gotoHydrated(page, '/docs/');
    await page.keyboard.press('Control+k');
    await expect(modal(page)).toBeVisible();
    await expect(input(page)).toHaveAttribute('placeholder', 'Search docs');
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
    await expect(searchButton(page)).toBeFocused();

    await page.locator('main').click({position: {x: 5, y: 5}});
    await page.keyboard.press('/');
    await expect(modal(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);

    const finder = page.getByRole('searchbox', {name: 'Model number or product name'});
    await finder.click();
    await page.keyboard.press('/');
    await expect(finder).toHaveValue('/');
    await expect(modal(page)).toHaveCount(0);
  });

  test('the placeholder and button are translated', async ({page}) => {
    await gotoHydrated(page, '/fr/');
    await openSearch(page);
    await expect(input(page)).not.toHaveAttribute('placeholder', 'Search docs');
    await expect(input(page)).toHaveAttribute('placeholder', /\S/);
  });

  test('the body does not scroll under the modal, and the scroll position comes back', async ({page}) => {
    await gotoHydrated(page, '/docs/flow/125');
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
    await openSearch(page);
    await expect(page.locator('body')).toHaveClass(/DocSearch--active/);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect(page.locator('body')).not.toHaveClass(/DocSearch--active/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
  });
});

test.describe('query', () => {
  test('the input takes at most 64 characters', async ({page}) => {
    await gotoHydrated(page, '/');
    await openSearch(page);
    await expect(input(page)).toHaveAttribute('maxlength', '64');
    await input(page).pressSequentially('flow '.repeat(16));
    await expect(input(page)).toHaveValue('flow '.repeat(16).slice(0, 64));
  });

  test('selected page text becomes the initial query, cut to 64 characters', async ({page}) => {
    await gotoHydrated(page, '/docs/flow/125');
    await page.evaluate(() => {
      const range = document.createRange();
      range.selectNodeContents(document.querySelector('h1')!);
      window.getSelection()!.removeAllRanges();
      window.getSelection()!.addRange(range);
    });
    await page.keyboard.press('Control+k');
    await expect(input(page)).toHaveValue('Flow 125');
    await expect(page.locator(HIT).first()).toContainText('Flow 125');
    await page.keyboard.press('Escape');

    await page.evaluate(() => {
      const p = [...document.querySelectorAll('article p')].find((e) => (e.textContent ?? '').length > 100)!;
      const range = document.createRange();
      range.selectNodeContents(p);
      window.getSelection()!.removeAllRanges();
      window.getSelection()!.addRange(range);
    });
    const selected = await page.evaluate(() => window.getSelection()!.toString().trim());
    await page.keyboard.press('Control+k');
    await expect(input(page)).toHaveValue(selected.slice(0, 64));
  });
});

test.describe('results', () => {
  test('a model number, a name, a typo and a joined model name find the manual first', async ({page}) => {
    await gotoHydrated(page, '/');
    for (const [query, title] of [
      ['634', 'Explorer Trike 4-in-1 (634)'],
      ['Stroll Lite', 'Stroll Lite'],
      ['prmio foldable', 'Primo Foldable'],
      ['4in1', 'Explorer Trike 4-in-1'],
    ] as const) {
      await search(page, query);
      await expect(page.locator(HIT).first()).toContainText(title);
      await page.keyboard.press('Escape');
    }
  });

  test('hits are grouped by series, at most 5 per group and 20 in all, with a link to all results', async ({page}) => {
    await gotoHydrated(page, '/');
    await search(page, 'brake');
    const groups = page.locator('.DocSearch-Hits');
    expect(await groups.count()).toBeGreaterThan(1);
    for (const group of await groups.all()) expect(await group.locator(HIT).count()).toBeLessThanOrEqual(5);
    expect(await page.locator(HIT).count()).toBeLessThanOrEqual(20);
    const seeAll = page.getByRole('link', {name: /^See all \d+ results$/});
    await expect(seeAll).toHaveAttribute('href', '/search?q=brake');
    await seeAll.click();
    await expect(page).toHaveURL(/\/search\?q=brake$/);
    await expect(modal(page)).toHaveCount(0);
    await expect(page.getByRole('heading', {level: 1})).toContainText('brake');
  });

  test('"See all N results" says what the results page finds, however the query was typed', async ({page}) => {
    for (const [locale, query] of [
      ['it', 'garanzia'],
      ['de', 'Lenker'],
      ['zh-Hant', '煞車'],
    ] as const) {
      await gotoHydrated(page, `/${locale}/`);
      await openSearch(page);
      // Key by key, as a visitor types: every keystroke is a search of its own.
      await input(page).pressSequentially(query, {delay: 60});
      await expect(page.locator(HIT).first()).toBeVisible();
      const seeAll = page.locator('.DocSearch-HitsFooter a');
      await expect(seeAll).toHaveAttribute('href', `/${locale}/search?q=${encodeURIComponent(query)}`);
      const shown = Number(/\d[\d.,\s]*/.exec((await seeAll.textContent()) ?? '')![0].replace(/\D/g, ''));
      await seeAll.click();
      await expect(page.getByRole('status')).toHaveText(/\d/);
      const counted = Number(/\d[\d.,\s]*/.exec((await page.getByRole('status').textContent()) ?? '')![0].replace(/\D/g, ''));
      expect(shown, `${locale}: ${query}`).toBe(counted);
    }
  });

  test('snippets are 10 words, 5 on screens up to 768 px', async ({page}) => {
    const contentTitles = async () => {
      await search(page, 'quick-release lever firmly');
      const texts = await page.locator('.DocSearch-Hit-content-wrapper .DocSearch-Hit-title').allInnerTexts();
      await page.keyboard.press('Escape');
      return texts.map((t) => t.replace(/…/g, ' ').trim().split(/\s+/).length);
    };
    await gotoHydrated(page, '/');
    const wide = await contentTitles();
    expect(Math.max(...wide)).toBe(10);
    await page.setViewportSize({width: 768, height: 900});
    await gotoHydrated(page, '/');
    const narrow = await contentTitles();
    expect(Math.max(...narrow)).toBe(5);
  });

  test('arrows move the active hit and Enter opens it; Ctrl opens a new tab, Shift a new window', async ({page, context}) => {
    await gotoHydrated(page, '/');
    await search(page, 'flow 125');
    // Each hit's option is its link (see answers.spec.ts); DocSearch's "Ask AI" entry comes first, active.
    const hits = page.locator('.DocSearch-Hit [role="option"]');
    await expect(page.locator('.DocSearch-Hit:has(.DocSearch-Hit--AskAI)')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(hits.nth(0)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(hits.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(hits.nth(0)).toHaveAttribute('aria-selected', 'true');
    await hits.nth(2).hover();
    await expect(hits.nth(2)).toHaveAttribute('aria-selected', 'true');
    await hits.nth(0).hover();

    const tab = context.waitForEvent('page');
    await page.keyboard.press('Control+Enter');
    expect(new URL((await tab).url()).pathname).toBe('/docs/flow/125');
    const win = context.waitForEvent('page');
    await page.keyboard.press('Shift+Enter');
    expect(new URL((await win).url()).pathname).toBe('/docs/flow/125');
    await expect(page).toHaveURL(/\/$/);

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/flow\/125$/);
    await expect(modal(page)).toHaveCount(0);
  });

  test('a click opens the hit; Ctrl-click and the middle button open a new tab, Shift-click a new window', async ({page, context}) => {
    await gotoHydrated(page, '/');
    await search(page, 'flow 125');
    const first = page.locator(HIT).first();
    for (const click of [{modifiers: ['Control' as const]}, {button: 'middle' as const}, {modifiers: ['Shift' as const]}]) {
      const opened = context.waitForEvent('page');
      await first.click(click);
      expect(new URL((await opened).url()).pathname).toBe('/docs/flow/125');
      await expect(page).toHaveURL(/\/$/);
    }
    await first.click();
    await expect(page).toHaveURL(/\/docs\/flow\/125$/);
    await expect(modal(page)).toHaveCount(0);
  });

  test('the open modal is a named dialog; Tab stays inside it and Escape gives focus back to the button', async ({page}) => {
    await gotoHydrated(page, '/');
    await search(page, 'flow');
    const dialog = page.getByRole('dialog', {name: 'Search'});
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    // The page behind is out of reach: Tab only ever reaches the dialog's own controls.
    const reached = new Set<string>();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate(() => {
        const active = document.activeElement;
        if (!active || active === document.body) return 'none';
        return active.closest('.DocSearch-Modal')
          ? `dialog: ${active.textContent || active.getAttribute('title') || active.tagName}`
          : `page: ${active.outerHTML.slice(0, 80)}`;
      });
      reached.add(where);
    }
    expect([...reached].filter((where) => where.startsWith('page'))).toEqual([]);
    expect([...reached].filter((where) => where.startsWith('dialog')).length).toBeGreaterThan(1);
    await expect(page.locator('#__docusaurus')).toHaveAttribute('inert', '');
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
    await expect(searchButton(page)).toBeFocused();
    await expect(page.locator('#__docusaurus')).not.toHaveAttribute('inert');
  });

  test('highlights never turn the query into markup', async ({page}) => {
    await gotoHydrated(page, '/');
    await openSearch(page);
    // Hits for "flow 125", with the markup typed around them shown as text.
    await input(page).fill('flow <em>125</em>');
    await expect(page.locator(HIT).first()).toBeVisible();
    await expect(modal(page).locator('.DocSearch-Hits em')).toHaveCount(0);
    await input(page).fill('<img src=x onerror=alert(1)>');
    await expect(page.locator('.DocSearch-NoResults')).toContainText('No results for "<img src=x onerror=alert(1)>"');
    await expect(modal(page).locator('img')).toHaveCount(0);
    await input(page).fill('<em>zzzqqq');
    await expect(page.locator('.DocSearch-NoResults')).toContainText('No results for "<em>zzzqqq"');
    await expect(modal(page).locator('.DocSearch-Title em')).toHaveCount(0);
  });
});

test.describe('no results', () => {
  test('say so, suggest up to 3 series seen before, and link to support', async ({page}) => {
    await gotoHydrated(page, '/');
    await search(page, 'brake');
    await input(page).fill('zzzqqq');
    const screen = page.locator('.DocSearch-NoResults');
    await expect(screen).toContainText('No results for "zzzqqq"');
    await expect(screen).toContainText('Try searching for');
    const suggestions = screen.locator('.DocSearch-Prefill');
    expect(await suggestions.count()).toBeGreaterThan(0);
    expect(await suggestions.count()).toBeLessThanOrEqual(3);
    await expect(screen).toContainText('Believe this query should return results?');
    await expect(screen.getByRole('link', {name: 'Let us know.'})).toHaveAttribute('href', '/contact');
    await suggestions.first().click();
    await expect(page.locator(HIT).first()).toBeVisible();
  });

  test('suggest sections from the very first query of a visit', async ({page}) => {
    for (const [locale, query] of [
      ['en', 'zzzqqq'],
      ['it', 'zzzqqq'],
      ['zh-Hant', 'qqqq'],
    ] as const) {
      await gotoHydrated(page, locale === 'en' ? '/' : `/${locale}/`);
      await openSearch(page);
      await input(page).fill(query);
      const screen = page.locator('.DocSearch-NoResults');
      await expect(screen.locator('.DocSearch-Prefill').first(), `${locale}: ${query}`).toBeVisible();
      const suggestions = await screen.locator('.DocSearch-Prefill').allTextContents();
      expect(suggestions.length).toBeLessThanOrEqual(3);
      await page.keyboard.press('Escape');
    }
  });
});

test.describe('recent searches and favourites', () => {
  test('a chosen hit becomes a recent search, stored without highlight; it can be saved and removed', async ({page}) => {
    await gotoHydrated(page, '/');
    await openSearch(page);
    await expect(page.locator('.DocSearch-StartScreen')).toContainText('No recent searches');
    await input(page).fill('stroll lite');
    await page.locator(HIT).first().click();
    await expect(page).toHaveURL(/\/docs\/stroller\/stroll-lite$/);
    await expect(page.getByRole('heading', {level: 1})).toContainText('Stroll Lite');

    const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as Array<Record<string, unknown>>, RECENT);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({url: '/docs/stroller/stroll-lite'});
    expect(stored[0]).not.toHaveProperty('_highlightResult');
    expect(stored[0]).not.toHaveProperty('_snippetResult');

    await openSearch(page);
    await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Recent');
    await page.getByTitle('Save this search').first().click();
    await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Favorite');
    await page.getByTitle('Remove this search from favorites').first().click();
    await expect(page.locator('.DocSearch-StartScreen')).toContainText('No recent searches');
  });

  test('7 recent searches without favourites, 4 with, 10 favourites', async ({page}) => {
    await page.addInitScript(
      ([recent, favorite, hits]) => {
        if (sessionStorage.getItem('seeded')) return;
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem(recent, JSON.stringify(hits.slice(0, 12)));
        localStorage.setItem(favorite, JSON.stringify(hits.slice(12)));
      },
      [RECENT, FAVORITE, [...Array.from({length: 12}, (_, i) => storedHit(i)), ...Array.from({length: 12}, (_, i) => storedHit(100 + i))]] as const,
    );
    await gotoHydrated(page, '/');
    await openSearch(page);
    const section = (title: string) => page.locator('.DocSearch-Hits').filter({has: page.locator('.DocSearch-Hit-source', {hasText: title})});
    await expect(section('Favorite').locator(HIT)).toHaveCount(10);
    await expect(section('Recent').locator(HIT)).toHaveCount(4);
    await page.keyboard.press('Escape');

    await page.evaluate((key) => localStorage.removeItem(key), FAVORITE);
    await openSearch(page);
    await expect(section('Recent').locator(HIT)).toHaveCount(7);
    await expect(section('Favorite')).toHaveCount(0);
  });

  test('garbage in localStorage gives empty lists, not a crash', async ({page}) => {
    await page.addInitScript(
      ([recent, favorite]) => {
        localStorage.setItem(recent, '{not json');
        localStorage.setItem(favorite, JSON.stringify([1, null, 'x', {objectID: 3}]));
      },
      [RECENT, FAVORITE] as const,
    );
    await gotoHydrated(page, '/');
    await openSearch(page);
    await expect(page.locator('.DocSearch-StartScreen')).toContainText('No recent searches');
    await input(page).fill('flow');
    await expect(page.locator(HIT).first()).toBeVisible();
  });

  // Docusaurus itself reports each storage failure (colour mode, announcement bar).
  test.describe('with a localStorage that throws', () => {
    test.use({expectedErrors: [/^Docusaurus storage error/]});
    test('gives empty lists, not a crash', async ({page}) => {
      await page.addInitScript(() => {
        const fail = () => {
          throw new DOMException('denied', 'SecurityError');
        };
        Storage.prototype.getItem = fail;
        Storage.prototype.setItem = fail;
        Storage.prototype.removeItem = fail;
      });
      await gotoHydrated(page, '/');
      await openSearch(page);
      await expect(page.locator('.DocSearch-StartScreen')).toContainText('No recent searches');
      await input(page).fill('stroll');
      await page.locator(HIT).first().click();
      await expect(page).toHaveURL(/stroll-lite$/);
      // The docs layout has its own navbar: wait for it before opening search again.
      await expect(page.getByRole('heading', {level: 1})).toContainText('Stroll Lite');
      await openSearch(page);
      await expect(page.locator('.DocSearch-StartScreen')).toContainText('No recent searches');
    });
  });
});

test.describe('sections many manuals share', () => {
  test('are one hit, the copy of the manual being read, and the FAQ answer comes first', async ({page}) => {
    await gotoHydrated(page, '/it/docs/flow/125');
    await openSearch(page);
    await input(page).fill('garanzia');
    const hits = page.locator(HIT);
    await expect(hits.first()).toBeVisible();
    // The FAQ answers the question; then the warranty section once, from Flow 125 (the manual open behind the modal).
    await expect(hits.first()).toContainText(/garanzia/i);
    await expect(hits.first()).not.toContainText('Flow 125');
    const manualCopies = hits.filter({hasText: /Garanzia/});
    await expect(manualCopies).toHaveCount(1);
    await expect(manualCopies.first()).toContainText('Flow 125');
    await manualCopies.first().click();
    await expect(page).toHaveURL(/\/it\/docs\/flow\/125#warranty$/);
  });
});

test.describe('stored searches that were tampered with', () => {
  test('show markup as text and run no script; links off the site are dropped', async ({page}) => {
    const evil = '<img src=x onerror="window.__hacked=1">';
    await page.addInitScript(
      ([recent, favorite, hit, markup]) => {
        if (sessionStorage.getItem('seeded')) return;
        sessionStorage.setItem('seeded', '1');
        const tampered = {
          ...hit,
          hierarchy: {...hit.hierarchy, lvl1: `${markup}Flow 125`, lvl2: markup},
          _snippetResult: {hierarchy: {lvl1: {value: markup}, lvl2: {value: markup}}},
          _highlightResult: {hierarchy: {lvl1: {value: markup}, lvl2: {value: markup}}},
        };
        localStorage.setItem(recent, JSON.stringify([tampered]));
        localStorage.setItem(favorite, JSON.stringify([{...hit, objectID: 'x', url: 'javascript:window.__hacked=2'}]));
      },
      [RECENT, FAVORITE, storedHit(1), evil] as const,
    );
    await gotoHydrated(page, '/');
    await openSearch(page);
    const recent = page.locator('.DocSearch-Hits').filter({has: page.locator('.DocSearch-Hit-source', {hasText: 'Recent'})});
    await expect(recent.locator(HIT)).toHaveCount(1);
    await expect(recent.locator(HIT).first()).toContainText('<img src=x onerror="window.__hacked=1">');
    await expect(page.locator('.DocSearch-Modal img')).toHaveCount(0);
    await expect(page.locator('.DocSearch-Hit-source', {hasText: 'Favorite'})).toHaveCount(0);
    expect(await page.evaluate(() => (window as {__hacked?: number}).__hacked)).toBeUndefined();
  });
});

test.describe('a browser that blocks site data', () => {
  test('opens the search, finds and opens a manual, with no crash', async ({baseURL}, testInfo) => {
    // A real profile with cookies blocked: reading window.localStorage throws, as in Chrome's settings.
    const profile = testInfo.outputPath('profile');
    fs.mkdirSync(path.join(profile, 'Default'), {recursive: true});
    fs.writeFileSync(path.join(profile, 'Default', 'Preferences'), JSON.stringify({profile: {default_content_setting_values: {cookies: 2}}}));
    const context = await chromium.launchPersistentContext(profile, {executablePath: CHROMIUM, args: CHROMIUM_FLAGS, baseURL});
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      const crashes: string[] = [];
      page.on('pageerror', (error) => crashes.push(error.message));
      await gotoHydrated(page, '/');
      expect(
        await page.evaluate(() => {
          try {
            void window.localStorage;
            return 'readable';
          } catch {
            return 'blocked';
          }
        }),
      ).toBe('blocked');
      await page.keyboard.press('Control+k');
      await expect(input(page)).toBeFocused();
      await expect(page.locator('.DocSearch-StartScreen')).toContainText('No recent searches');
      await input(page).fill('stroll');
      await page.locator(HIT).first().click();
      await expect(page).toHaveURL(/stroll-lite$/);
      await expect(page.getByRole('heading', {level: 1})).toContainText('Stroll Lite');
      await searchButton(page).click();
      await expect(input(page)).toBeFocused();
      await expect(page.getByText('This page crashed')).toHaveCount(0);
      expect(crashes).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

test.describe('languages', () => {
  test('a question word of the language finds that language’s manuals', async ({page}) => {
    for (const [locale, query, url] of [
      ['es', 'casco', /^\/es\/docs\/helmets\//],
      ['de', 'Helm', /^\/de\/docs\/helmets\//],
      ['zh-Hant', '電池', /^\/zh-Hant\/docs\/(e-motion|one-k-e-motion)\//],
      // A kind's own word opens its series page.
      ['zh-Hant', '安全帽', /^\/zh-Hant\/docs\/(helmets\/|category\/helmets$)/],
    ] as const) {
      await gotoHydrated(page, `/${locale}/`);
      await search(page, query);
      // Below DocSearch's "Ask AI" entry, the first hit: Enter opens it.
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(page, `${locale}: ${query}`).toHaveURL((u) => url.test(u.pathname));
    }
  });
});

test.describe('search page', () => {
  test('lists ranked, highlighted results for ?q= and says when there are none', async ({page}) => {
    await gotoHydrated(page, '/search?q=flow%20125');
    const results = page.getByRole('list', {name: 'Search results'});
    await expect(results.getByRole('link').first()).toHaveText('Flow 125');
    await expect(results.locator('mark').first()).toBeVisible();
    await gotoHydrated(page, '/search?q=zzzzqqq');
    await expect(page.getByRole('status')).toHaveText('No results found for “zzzzqqq”');
  });

  test('pages through results, deep-linkably', async ({page}) => {
    await gotoHydrated(page, '/search?q=brake');
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await page.getByRole('link', {name: 'More results'}).click();
    await expect(page).toHaveURL(/\/search\?q=brake&page=2$/);
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
    const second = await page.getByRole('list', {name: 'Search results'}).getByRole('link').first().getAttribute('href');
    await gotoHydrated(page, '/search?q=brake&page=2');
    await expect(page.getByRole('list', {name: 'Search results'}).getByRole('link').first()).toHaveAttribute('href', second!);
  });

  test('a page number that is not one shows the first page; one past the end shows the last', async ({page}) => {
    for (const value of ['Infinity', '2.5', '0', '-3', '1e3', 'two']) {
      await gotoHydrated(page, `/search?q=brake&page=${value}`);
      await expect(page.getByText(/^Page \d+ of \d+$/), value).toHaveText(/^Page 1 of \d+$/);
    }
    await gotoHydrated(page, '/search?q=brake&page=99999');
    const last = page.getByText(/^Page \d+ of \d+$/);
    await expect(last).toBeVisible();
    const [shown, of] = ((await last.textContent()) ?? '').match(/\d+/g)!;
    expect(shown).toBe(of);
    await expect(page).toHaveURL(new RegExp(`page=${of}$`));
    await expect(page.getByRole('list', {name: 'Search results'}).getByRole('link').first()).toBeVisible();
  });

  test('typing updates the results and the URL', async ({page}) => {
    await gotoHydrated(page, '/search');
    await page.getByRole('searchbox').fill('stroll');
    await expect(page).toHaveURL(/\/search\?q=stroll$/);
    await expect(page.getByRole('list', {name: 'Search results'}).getByRole('link').first()).toContainText('Stroll Lite');
  });
});
