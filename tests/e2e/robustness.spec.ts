/**
 * Visitor input and slow or missing networks the pages must survive: a
 * malformed address fragment, a junk colour mode, an index that arrives
 * late, and search code that cannot load.
 */
import type {Page} from '@playwright/test';
import {expect, gotoHydrated, localePath, message, test} from './fixtures';

test.describe('a fragment that does not decode', () => {
  for (const url of ['/docs/flow/125', '/faq', '/contact', '/zh-Hant/docs/flow/125']) {
    test(`never crashes ${url}`, async ({page}) => {
      await gotoHydrated(page, url);
      for (const hash of ['50%', '%E0%A4%A', 'fold%zz']) {
        await page.evaluate((h) => {
          window.location.hash = h;
        }, hash);
        await page.waitForTimeout(300);
        await expect(page.getByText('This page crashed')).toHaveCount(0);
        await expect(page.locator('h1').first()).toBeVisible();
      }
      // Links on the page still work after it.
      await page.locator('.navbar__brand').click();
      await expect(page.locator('h1').first()).toBeVisible();
    });
  }
});

test('a junk colour mode in storage or in the address falls back to the default', async ({page}) => {
  await page.addInitScript(() => window.localStorage.setItem('theme', '"><b>junk'));
  await gotoHydrated(page, '/docs/flow/125');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await gotoHydrated(page, '/faq?docusaurus-theme=purple');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

/** Holds the search index back until the returned function is called. */
async function holdIndex(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/search-index.*.json', async (route) => {
    await arrived;
    await route.continue();
  });
  return release;
}

for (const locale of ['en', 'zh-Hant'] as const) {
  test(`${locale}: while the index loads, search says so and a question waits for it`, async ({page}) => {
    const release = await holdIndex(page);
    await gotoHydrated(page, localePath(locale, '/docs/flow/125'));
    await page.keyboard.press('Control+k');
    const modal = page.getByRole('dialog');
    await modal.locator('input.DocSearch-Input').fill(locale === 'en' ? 'how do I fold it' : '怎麼折疊');
    await expect(modal.getByText(message(locale, 'search.loading', 'Loading the search…'))).toBeVisible();
    await expect(modal.getByText(message(locale, 'search.seeAllResults', 'See all results'))).toBeVisible();
    await expect(modal).not.toContainText('{count}');
    // Enter asks the question; the answer comes once the index is there.
    await page.keyboard.press('Enter');
    await expect(modal.locator('.DocSearch-AskAiScreen')).toBeVisible();
    release();
    await expect(modal.locator('.DocSearch-AskAiScreen-MessageContent').first()).toBeVisible();
  });

  test(`${locale}: the search page says it is searching until the results are there`, async ({page}) => {
    const release = await holdIndex(page);
    await gotoHydrated(page, localePath(locale, '/search?q=flow'));
    await expect(page.getByRole('status').filter({hasText: message(locale, 'search.page.loading', 'Searching the manuals…')})).toBeVisible();
    release();
    await expect(page.locator('main ol li').first()).toBeVisible();
  });
}

test.describe('offline before the search was ever opened', () => {
  test.use({expectedErrors: [/net::ERR_INTERNET_DISCONNECTED|Loading (CSS )?chunk .* failed/]});
  for (const locale of ['en', 'it'] as const) {
    test(`${locale}: the search button says the search cannot load`, async ({page, context}) => {
      await gotoHydrated(page, localePath(locale, '/docs/flow/125'));
      await context.setOffline(true);
      await page.locator('.DocSearch-Button').click();
      await expect(
        page.getByRole('alert').filter({
          hasText: message(locale, 'search.unavailable', 'Search could not load: this device seems to be offline. Try again once you are connected.'),
        }),
      ).toBeVisible();
      await context.setOffline(false);
      await page.locator('.DocSearch-Button').click();
      await expect(page.getByRole('dialog')).toBeVisible();
    });
  }
});
