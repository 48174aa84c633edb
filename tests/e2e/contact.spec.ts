import type {Page} from '@playwright/test';
import {expect, gotoHydrated, test} from './fixtures';

test('the contact form explains every error inline and in a summary', async ({page}) => {
  await gotoHydrated(page, '/contact');
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await page.getByLabel('Your name').fill('A');
  await page.getByLabel('E-mail address').fill('not-an-address');
  await page.getByRole('button', {name: /send/i}).click();
  const summary = page.getByRole('alert').first();
  await expect(summary).toBeVisible();
  await expect(page.getByLabel('Your name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Enter an e-mail address in the form name@example.com.').first()).toBeVisible();
  await expect(page.getByText('Tick the box to agree, so that we may use your data to answer you.').first()).toBeVisible();
  // Focus goes to the summary, whose links lead to each field.
  await expect(summary).toBeFocused();
  await summary.getByRole('link', {name: 'Your name must have at least 2 characters.'}).click();
  await expect(page.getByLabel('Your name')).toBeFocused();
});

test('contact errors are in the page language', async ({page}) => {
  await gotoHydrated(page, '/it/contact');
  await page.locator('form button[type="submit"]').click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await expect(page.locator('form')).not.toContainText('Enter your name.');
  // The message is built into the contact page's own code, in Italian.
  await expect(page.locator('form')).toContainText('Inserisci il tuo nome.');
});

test('a contact draft survives a reload', async ({page}) => {
  await gotoHydrated(page, '/contact?product=flow/125-770');
  await expect(page.getByLabel('Product')).toHaveValue('flow/125-770');
  await page.getByLabel('Your name').fill('Alex Parent');
  await page.getByLabel('Your message').fill('The rear brake squeaks after two weeks of use. What can I do?');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('contact-draft'))).toContain('Alex Parent');
  await page.reload();
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await expect(page.getByLabel('Your name')).toHaveValue('Alex Parent');
  await expect(page.getByLabel('Your message')).toHaveValue(/rear brake squeaks/);
});

test('words typed just before leaving the page are kept', async ({page}) => {
  await gotoHydrated(page, '/contact');
  await page.getByLabel('Your message').fill('Typed right before a reload');
  await page.reload();
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await expect(page.getByLabel('Your message')).toHaveValue('Typed right before a reload');
  await page.getByLabel('Your message').fill('Typed right before opening the FAQ');
  await page.getByRole('contentinfo').getByRole('link', {name: 'FAQ'}).click();
  await expect(page).toHaveURL(/\/faq$/);
  await page.goBack();
  await expect(page.getByLabel('Your message')).toHaveValue('Typed right before opening the FAQ');
});

test('garbage in the stored draft gives an empty form, not a crash', async ({page}) => {
  await gotoHydrated(page, '/contact');
  await page.evaluate(() => localStorage.setItem('contact-draft', '{not json'));
  await page.reload();
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await expect(page.getByLabel('Your name')).toHaveValue('');
});

test.describe('the message limit', () => {
  test('a long paste is cut to the limit, the counter says so, and a reload keeps it all', async ({page}) => {
    await gotoHydrated(page, '/contact');
    const message = page.getByLabel('Your message');
    await message.fill(`${'Wobbly wheel. '.repeat(200)}END`);
    const kept = await message.inputValue();
    expect(kept).toHaveLength(2000);
    await expect(page.getByText('2,000 of 2,000 characters')).toBeVisible();
    await page.reload();
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await expect(page.getByLabel('Your message')).toHaveValue(kept);
  });

  test('typing at the limit adds nothing and loses nothing of what was there', async ({page}) => {
    await gotoHydrated(page, '/contact');
    const message = page.getByLabel('Your message');
    const text = `${'a'.repeat(1990)}0123456789`;
    await message.fill(text);
    await message.focus();
    await page.keyboard.press('Home');
    await page.keyboard.type('XY');
    await expect(message).toHaveValue(text);
  });
});

test.describe('without a contact endpoint', () => {
  // Headless Chromium has no mail app for the mailto: link the form opens.
  test.use({expectedErrors: [/Failed to launch 'mailto:/]});
  test('the fallback address opens the mail app with the whole message', async ({page}) => {
    await gotoHydrated(page, '/contact');
    await page.getByLabel('Your name').fill('Alex Parent');
    await page.getByLabel('E-mail address').fill('alex@example.com');
    await page.getByLabel('Product').selectOption('flow/125-770');
    await page.getByLabel('Topic').selectOption('spare-parts');
    await page.getByLabel('Your message').fill('The rear brake squeaks after two weeks of use.');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', {name: 'Send message'}).click();
    const fallback = page.getByRole('status').getByRole('link');
    await expect(fallback).toBeVisible();
    const href = new URL((await fallback.getAttribute('href'))!);
    expect(href.protocol).toBe('mailto:');
    expect(href.searchParams.get('body')).toContain('The rear brake squeaks after two weeks of use.');
    expect(href.searchParams.get('body')).toContain('Alex Parent');
  });
});

test('an address whose domain starts with a hyphen is refused', async ({page}) => {
  await gotoHydrated(page, '/contact');
  await page.getByLabel('E-mail address').fill('a@-example.com');
  await page.getByRole('button', {name: 'Send message'}).click();
  await expect(page.getByLabel('E-mail address')).toHaveAttribute('aria-invalid', 'true');
});

/**
 * Holds the site's main script until `release()`: the page is the server's
 * HTML, as on a slow connection, and what a test types there is typed before
 * React hydrates it. (A gate rather than a fixed delay: the script arrives
 * exactly when the typing is done.)
 */
async function holdMainScript(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.fallback();
  });
  return release;
}

test.describe('typed before the page is interactive', () => {
  test('the contact message survives hydration and is kept as a draft', async ({page}) => {
    const release = await holdMainScript(page);
    await page.goto('/contact', {waitUntil: 'commit'});
    const text = 'Typed while the page was still loading: the rear brake squeaks.';
    await page.getByLabel('Your name').fill('Alex Parent');
    await page.getByLabel('Your message').fill(text);
    release();
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    // The counter shows what the form holds, so it proves React took the text over.
    await expect(page.getByText(`${text.length} of 2,000 characters`)).toBeVisible();
    await expect(page.getByLabel('Your message')).toHaveValue(text);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('contact-draft'))).toContain('the rear brake squeaks');
    await page.reload();
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await expect(page.getByLabel('Your message')).toHaveValue(text);
    await expect(page.getByLabel('Your name')).toHaveValue('Alex Parent');
  });

  test('the /search query survives hydration and is kept in the address', async ({page}) => {
    const release = await holdMainScript(page);
    await page.goto('/search', {waitUntil: 'commit'});
    const field = page.getByRole('main').getByRole('searchbox', {name: 'Search'});
    await field.fill('flow 125');
    release();
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await expect(page).toHaveURL(/\/search\?q=flow(\+|%20)125$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for “flow 125”');
    await expect(field).toHaveValue('flow 125');
    await page.reload();
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await expect(field).toHaveValue('flow 125');
  });
});

test('without JavaScript the form never puts what was typed in an address, and says how to reach support', async ({browser, baseURL}) => {
  const context = await browser.newContext({javaScriptEnabled: false, baseURL});
  const page = await context.newPage();
  const addresses: string[] = [];
  page.on('request', (r) => addresses.push(r.url()));
  await page.goto('/contact');
  await page.getByLabel('Your name').fill('Alex Parent');
  await page.getByLabel('E-mail address').fill('alex@example.com');
  await page.getByLabel('Your message').fill('The rear brake squeaks after two weeks of use.');
  // Enter in a field submits a form implicitly; so does the button, if it can be pressed.
  await page.getByLabel('Your name').press('Enter');
  await page.waitForLoadState();
  await page.getByRole('button', {name: 'Send message'}).click({force: true});
  await page.waitForLoadState();
  for (const address of [page.url(), ...addresses]) {
    expect(address).not.toMatch(/[?&](name|email|message)=|Alex|alex%40example|brake/i);
  }
  await expect(page.getByText('Sending this form needs JavaScript.')).toBeVisible();
  await expect(page.getByRole('link', {name: 'support@globber.com'})).toHaveAttribute('href', /^mailto:support@globber\.com/);
  await context.close();
});

for (const width of [390, 1280]) {
  test(`the first press on Send shows the error summary, even when the last field turns invalid on leaving it (${width} px)`, async ({page}) => {
    await page.setViewportSize({width, height: 800});
    await gotoHydrated(page, '/contact');
    await page.getByLabel('Your name').fill('Alex Parent');
    await page.getByLabel('E-mail address').fill('alex@example.com');
    await page.getByLabel('Product').selectOption('flow/125-770');
    await page.getByLabel('Topic').selectOption('spare-parts');
    await page.getByRole('checkbox').check();
    // Too short: its error would appear as focus leaves the field, above Send.
    await page.getByLabel('Your message').fill('Brake squeaks.');
    await page.getByRole('button', {name: 'Send message'}).click();
    const summary = page.getByRole('alert').filter({hasText: 'Please correct the following:'});
    await expect(summary).toBeVisible();
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText(['Your message must have at least 20 characters, so that we can help you.']);
  });
}
