/**
 * From "I have this thing in my hand" to the right step, on a 390 px phone:
 * browse by kind of product, tell look-alike models apart, and jump from a
 * manual's header to a task (or read why the manual has no such task).
 */
import type {Page} from '@playwright/test';
import {ask, exchanges, firstSource} from './askAi';
import {switchToDark} from './axe';
import {expect, gotoHydrated, HIT, localePath, message, test, type Locale} from './fixtures';

const PHONE = {width: 390, height: 844};
const LOCALES: readonly Locale[] = ['en', 'it', 'de', 'zh-Hant'];

test.use({viewport: PHONE});

/** Nothing on the page is wider than the phone. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'page width at 390 px').toBeLessThanOrEqual(PHONE.width);
}

for (const locale of LOCALES) {
  test(`home and /docs/ start with kinds of product; GO UP Deluxe Lights is two taps from home (${locale})`, async ({page}) => {
    const kindsTitle = message(locale, 'home.kinds.title', 'Browse by kind of product');
    const rideOns = message(locale, 'kind.ride-ons', 'Ride-ons and walkers');
    for (const path of ['/', '/docs/']) {
      await gotoHydrated(page, localePath(locale, path));
      const headings = page.locator('main h2');
      // Kinds come before the series.
      await expect(headings.filter({hasText: kindsTitle})).toHaveCount(1);
      const titles = await headings.allTextContents();
      const kindsAt = titles.findIndex((t) => t.includes(kindsTitle));
      const seriesAt = titles.findIndex((t) => t.includes(message(locale, 'home.series.title', 'Browse by series')) || /#series/.test(t));
      expect(kindsAt).toBeGreaterThanOrEqual(0);
      if (seriesAt >= 0) expect(kindsAt).toBeLessThan(seriesAt);
      const cards = page.locator(`main a[href^="${localePath(locale, '/docs/kind/')}"]`);
      await expect(cards).toHaveCount(10);
      // Each card has its drawing and its count; no card text is underlined.
      const first = cards.first();
      await expect(first.locator('img')).toHaveCount(1);
      await expect(first).toContainText(/\d|One|Ein|Un|一/);
      expect(await first.evaluate((a) => getComputedStyle(a).textDecorationLine)).toBe('none');
      await expectNoSidewaysScroll(page);
    }
    // Tap 1: the kind; tap 2: the product.
    await gotoHydrated(page, localePath(locale, '/'));
    await page.getByRole('link', {name: new RegExp(rideOns)}).click();
    await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/docs/kind/ride-ons')}$`));
    await expect(page.getByRole('heading', {level: 1})).toHaveText(rideOns);
    await page.getByRole('link', {name: 'GO UP Deluxe Lights', exact: true}).click();
    await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/docs/go-up/deluxe-lights')}$`));
    await expect(page.getByRole('heading', {level: 1})).toHaveText('GO UP Deluxe Lights');
  });

  test(`a kind page lists every product of the kind with its own drawing, and an age only where a source gives one (${locale})`, async ({page}) => {
    await gotoHydrated(page, localePath(locale, '/docs/kind/balance-bikes'));
    await expect(page.getByRole('heading', {level: 1})).toHaveText(message(locale, 'kind.balance-bikes', 'Balance bikes'));
    const rows = page.locator('main tbody tr');
    // The count on the home card is the number of products listed here.
    await expect(rows).toHaveCount(8);
    const ageLabel = message(locale, 'spec.age', 'Recommended age');
    // Go Bike: a source gives 2–5 years. Learning Bike: none does, so the label.
    const goBike = rows.filter({has: page.getByRole('link', {name: 'Go Bike', exact: true})});
    await expect(goBike.locator(`td[data-label="${ageLabel}"]`)).toHaveText(/2.*5/);
    const learning = rows.filter({has: page.getByRole('link', {name: 'Learning Bike', exact: true})});
    await expect(learning.locator(`td[data-label="${ageLabel}"]`)).toHaveText(message(locale, 'compare.onLabel', 'See the label'));
    await expectNoSidewaysScroll(page);
  });

  test(`"Which one do I have?" tells Flow 125 from Flow 125 (770), names never cut short (${locale})`, async ({page}) => {
    await gotoHydrated(page, localePath(locale, '/docs/category/flow'));
    await expect(page.getByRole('heading', {name: message(locale, 'compare.title', 'Which one do I have?')})).toBeVisible();
    const table = page
      .locator('main table')
      .filter({has: page.locator('tbody tr')})
      .first();
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(7);
    const refLabel = message(locale, 'spec.references', 'Reference number');
    await expect(rows.filter({hasText: 'Flow 125 (770)'}).locator(`td[data-label="${refLabel}"]`)).toHaveText('770');
    await expect(rows.filter({hasText: 'Flow 125 Lights (772)'}).locator(`td[data-label="${refLabel}"]`)).toHaveText('772');
    // The folding models say so; the others do not claim anything.
    const foldLabel = message(locale, 'compare.folds', 'Folds');
    await expect(rows.filter({hasText: 'Flow Foldable 125'}).locator(`td[data-label="${foldLabel}"]`)).toHaveText(message(locale, 'compare.yes', 'Yes'));
    await expect(rows.first().locator(`td[data-label="${foldLabel}"]`)).toHaveText(message(locale, 'compare.unknown', 'Not known'));
    // The series' cards show whole names.
    for (const title of await page.locator('.theme-doc-card-title').all()) {
      expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    }
    await page.goto(localePath(locale, '/docs/category/goup'));
    await expect(page.locator('.theme-doc-card-title').filter({hasText: 'GO UP Deluxe Lights Ecologic 360'})).toBeVisible();
    for (const title of await page.locator('.theme-doc-card-title').all()) {
      expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth + 1), (await title.textContent()) ?? '').toBe(true);
    }
    await expectNoSidewaysScroll(page);
  });

  test(`a manual's task chips jump to the section; "Fold" on the Flow 125 says it cannot and names the models that fold (${locale})`, async ({page}) => {
    await gotoHydrated(page, localePath(locale, '/docs/flow/foldable-125'));
    const tasks = page.getByRole('list', {name: message(locale, 'task.list', 'Jump to a task')});
    const fold = tasks.getByRole('link', {name: message(locale, 'task.fold', 'Fold'), exact: true});
    await expect(fold).toHaveAttribute('href', '#folding');
    await fold.click();
    await expect(page).toHaveURL(/#folding$/);
    await expect(page.locator('#folding')).toBeInViewport();
    // Touch targets of 44 px at least.
    for (const chip of await tasks.locator(':scope > li > a, summary').all()) {
      expect((await chip.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }

    await gotoHydrated(page, localePath(locale, '/docs/flow/125'));
    const chips = page.getByRole('list', {name: message(locale, 'task.list', 'Jump to a task')});
    await expect(chips.getByRole('link', {name: message(locale, 'task.fold', 'Fold'), exact: true})).toHaveCount(0);
    await chips.locator('summary', {hasText: message(locale, 'task.fold', 'Fold')}).click();
    const note = chips.locator('details[open]');
    await expect(note).toContainText('Flow 125');
    // The next step leads elsewhere: to the models that fold, never back to this page.
    const foldable = note.getByRole('link', {name: 'Flow Foldable 125', exact: true});
    await expect(foldable).toHaveAttribute('href', localePath(locale, '/docs/flow/foldable-125'));
    for (const href of await note.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      expect(href).not.toBe(localePath(locale, '/docs/flow/125'));
    }
    await expectNoSidewaysScroll(page);
  });

  test(`"Change a wheel" on a balance bike says what to send support, and leads to the contact page (${locale})`, async ({page}) => {
    await gotoHydrated(page, localePath(locale, '/docs/go-bike/'));
    const chips = page.getByRole('list', {name: message(locale, 'task.list', 'Jump to a task')});
    await chips.locator('summary', {hasText: message(locale, 'task.wheel', 'Change a wheel')}).click();
    const note = chips.locator('details[open]');
    await expect(note).toBeVisible();
    await note.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/contact')}$`));
  });
}

test('the task notes work without JavaScript', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false, viewport: PHONE});
  const page = await context.newPage();
  await page.goto('/docs/flow/125');
  await page.locator('summary', {hasText: 'Fold'}).click();
  await expect(page.locator('details[open]')).toContainText('These models of the series fold');
  await context.close();
});

for (const locale of LOCALES) {
  test(`phone polish: a one-line announcement, language in two taps, 44 px close buttons, no underlined boxes (${locale})`, async ({page}) => {
    await gotoHydrated(page, localePath(locale, '/docs/primo/foldable-lights'));
    // The announcement takes one line; "More" (when the text is longer) shows the rest.
    const bar = page.locator('.theme-announcement-bar');
    expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(48);
    const more = bar.getByRole('button', {name: message(locale, 'announcement.more', 'More')});
    if ((await more.count()) > 0) {
      await more.click();
      await expect(bar.getByRole('button', {name: message(locale, 'announcement.less', 'Less')})).toHaveAttribute('aria-expanded', 'true');
    }
    expect((await bar.locator('button.close').boundingBox())!.height).toBeGreaterThanOrEqual(44);
    // The Download PDF button is a box, not underlined text.
    const pdf = page.locator('main a.button--primary[href$=".pdf"]').first();
    expect(await pdf.evaluate((a) => getComputedStyle(a).textDecorationLine)).toBe('none');

    // Language: tap 1 opens the menu in the bar, tap 2 picks Italian (or English); the same manual opens.
    const target = locale === 'it' ? 'English' : 'Italiano';
    await page.locator('.navbar__link.navbar-locale').click();
    await page.locator('.dropdown:has(> .navbar-locale) .dropdown__menu').getByRole('link', {name: target, exact: true}).click();
    await expect(page).toHaveURL(new RegExp(`${target === 'English' ? '' : '/it'}/docs/primo/foldable-lights$`));

    // The side menu's close button is a 44 px target.
    await page.locator('.navbar__toggle').click();
    expect((await page.locator('.navbar-sidebar__close').boundingBox())!.height).toBeGreaterThanOrEqual(44);
  });
}

test('the announcement bar follows dark mode; the series cards on /docs/ sit in one row line', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await gotoHydrated(page, '/docs/');
  await switchToDark(page);
  const background = await page.locator('.theme-announcement-bar').evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(background).not.toBe('rgb(255, 255, 255)');
  const cards = page.locator('#series ~ ul li');
  const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  expect(Math.abs(first!.y - second!.y)).toBeLessThan(1);
});

test('search and Ask AI give the same answer to "fold flow 125": the Flow 125’s note that its manual has no folding steps', async ({page}) => {
  await gotoHydrated(page, '/');
  await page
    .getByRole('button', {name: /search/i})
    .first()
    .click();
  await page.locator('.DocSearch-Input').fill('fold flow 125');
  const first = page.locator(HIT).first();
  await expect(first.locator('a')).toHaveAttribute('href', '/docs/flow/125#folding');
  await ask(page, 'en', 'fold flow 125');
  await expect(firstSource(page, 1)).toHaveAttribute('href', '/docs/flow/125#folding');
  await expect(exchanges(page).first()).toContainText('This manual has no steps for folding');
});
