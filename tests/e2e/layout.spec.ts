import {expect, gotoHydrated, test} from './fixtures';

test('switching language keeps the visitor on the same manual', async ({page}) => {
  await gotoHydrated(page, '/docs/explorer-trike/4-in-1-634');
  const dropdown = page.locator('.navbar__items--right .dropdown').filter({hasText: 'English'});
  await dropdown.hover();
  await dropdown.getByRole('link', {name: 'Italiano'}).click();
  await expect(page).toHaveURL(/\/it\/docs\/explorer-trike\/4-in-1-634$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  const it = page.locator('.navbar__items--right .dropdown').filter({hasText: 'Italiano'});
  await it.hover();
  await it.getByRole('link', {name: '繁體中文'}).click();
  await expect(page).toHaveURL(/\/zh-Hant\/docs\/explorer-trike\/4-in-1-634$/);
});

test('the colour mode survives a reload and is stored under "theme"', async ({page}) => {
  await gotoHydrated(page, '/it/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page
    .locator('.navbar button[title]')
    .filter({has: page.locator('svg')})
    .last()
    .click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('a closed announcement stays closed after a reload', async ({page}) => {
  await gotoHydrated(page, '/de/');
  const announcement = page
    .getByRole('banner')
    .filter({has: page.getByRole('button', {name: /schließen|close/i})})
    .first();
  await expect(announcement).toBeVisible();
  await expect(announcement).not.toContainText('Assembling a new product');
  await announcement.getByRole('button').click();
  await expect(announcement).toBeHidden();
  await page.reload();
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await expect(announcement).toBeHidden();
});

test('the mobile menu opens the manuals sidebar, goes back, and closes on a wide screen', async ({page}) => {
  await page.setViewportSize({width: 390, height: 800});
  await gotoHydrated(page, '/docs/flow/125');
  await page.getByRole('button', {name: /Toggle navigation bar/i}).click();
  const sidebar = page.locator('.navbar-sidebar');
  await expect(sidebar).toBeVisible();
  await expect(sidebar.getByRole('link', {name: 'Flow 125', exact: true})).toBeVisible();
  await sidebar.getByRole('button', {name: /Back to main menu/i}).click();
  await expect(sidebar.getByRole('link', {name: 'Contact'})).toBeVisible();
  await page.setViewportSize({width: 1200, height: 800});
  await expect(page.locator('html')).not.toHaveClass(/navbar-sidebar--show/);
  await expect(sidebar).toBeHidden();
});

test('the logo links home and the footer has support and social columns', async ({page}) => {
  await gotoHydrated(page, '/fr/faq');
  const footer = page.locator('footer');
  await expect(footer).toContainText('2025');
  await expect(footer.locator('a[href^="http"]')).toHaveCount(2);
  await page.locator('.navbar__brand').click();
  await expect(page).toHaveURL(/\/fr\/$/);
});

test.describe('a page that crashes', () => {
  test.use({expectedErrors: [/Intl\.NumberFormat is not available/]});

  test('shows the translated crash message with its cause, and Try again recovers', async ({page}) => {
    // A browser without a working Intl.NumberFormat makes the series page's comparison of its models' facts throw
    // (a manual's facts are formatted at build time).
    await page.addInitScript(() => {
      const Original = Intl.NumberFormat;
      let broken = true;
      (window as unknown as {repairIntl: () => void}).repairIntl = () => {
        broken = false;
      };
      Intl.NumberFormat = function (...args: ConstructorParameters<typeof Original>) {
        if (broken) throw new Error('Intl.NumberFormat is not available');
        return new Original(...args);
      } as unknown as typeof Intl.NumberFormat;
    });
    // Reached by navigation, the series page is built in the browser, its comparison with it.
    await gotoHydrated(page, '/it/docs/flow/125-770');
    await page.locator('.menu').getByRole('link', {name: 'Flow', exact: true}).click();
    await expect(page.getByRole('heading', {name: 'Questa pagina è andata in crash.'})).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Intl.NumberFormat is not available');
    await page.evaluate(() => (window as unknown as {repairIntl: () => void}).repairIntl());
    await page.getByRole('button', {name: 'Prova di nuovo'}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Manuali Flow');
  });
});
