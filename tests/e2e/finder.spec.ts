import {expect, gotoHydrated, test} from './fixtures';

test('the finder finds the trike with reference 634', async ({page}) => {
  await gotoHydrated(page, '/docs/');
  await page.getByRole('searchbox', {name: 'Model number or product name'}).fill('634');
  const first = page.getByRole('list', {name: 'Manuals found'}).getByRole('link').first();
  await expect(first).toContainText('Explorer Trike 4-in-1');
  await expect(first).toContainText('634');
  await expect(page).toHaveURL(/\?q=634$/);
  await first.click();
  await expect(page).toHaveURL(/\/docs\/explorer-trike\/4-in-1-634$/);
});

test('the finder finds "flow 125" and tolerates a typo', async ({page}) => {
  await gotoHydrated(page, '/docs/?q=flow%20125');
  await expect(page.getByRole('status')).toContainText(/manuals found/);
  await expect(page.getByRole('list', {name: 'Manuals found'}).getByRole('link').first()).toContainText('Flow 125');
  await page.getByRole('searchbox').fill('prmio foldable');
  await expect(page.getByRole('list', {name: 'Manuals found'}).getByRole('link').first()).toContainText('Primo Foldable');
});

test('the finder says so when nothing matches, in the page language', async ({page}) => {
  await gotoHydrated(page, '/es/docs/?q=zzzzqqq');
  await expect(page.getByRole('status')).toBeVisible();
  await expect(page.getByRole('status')).not.toContainText('No manual matches');
});

test('the home lookup leads to the manual', async ({page}) => {
  await gotoHydrated(page, '/');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Find and Download Instruction Manual for your product.');
  await expect(page.locator('main li a[href^="/docs/category/"]')).toHaveCount(22);
  // Slow the product list's chunks so Enter comes before they arrive, as on a phone on a bad signal.
  await page.route('**/assets/js/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  const box = page.getByRole('searchbox', {name: 'Model number or product name'});
  await box.fill('772');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/docs\/flow\/125-lights-772$/);
});

test('the finder and the home lookup know the words of the page’s language for a kind of product', async ({page}) => {
  for (const [url, query, expected] of [
    ['/it/docs/', 'casco', /\/it\/docs\/helmets\//],
    ['/it/docs/', 'passeggino', /\/it\/docs\/stroller\/stroll-lite$/],
    ['/de/docs/', 'Laufrad', /\/de\/docs\/(go-bike|learning)\//],
    ['/zh-Hant/docs/', '安全帽', /\/zh-Hant\/docs\/helmets\//],
  ] as const) {
    await gotoHydrated(page, `${url}?q=${encodeURIComponent(query)}`);
    // The results list (its name is translated): the first manual found.
    const first = page.locator('main ul[aria-label] a[href*="/docs/"]').first();
    await expect(first, `${url} ${query}`).toHaveAttribute('href', expected);
  }
  // The home lookup: one kind word with one product opens its manual.
  await gotoHydrated(page, '/it/');
  const box = page.getByRole('searchbox').first();
  await box.fill('passeggino');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/it\/docs\/stroller\/stroll-lite$/);
});
