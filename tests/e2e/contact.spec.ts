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
  await expect(page.getByLabel('Your name')).toBeFocused();
});

test('contact errors are in the page language', async ({page}) => {
  await gotoHydrated(page, '/it/contact');
  await page.locator('form button[type="submit"]').click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await expect(page.locator('form')).not.toContainText('Enter your name.');
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
