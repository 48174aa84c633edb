/**
 * What a page downloads before it can be used, on a parent's slow phone:
 * pages other than manuals carry no manual code (the page-bundles plugin),
 * no page carries the search words of the other six languages, the open
 * search's code, other pages' messages or the PDF sizes of every manual.
 */
import {expect, gotoHydrated, test} from './fixtures';

test('the home page loads no manual code and only its own language’s search words', async ({page}) => {
  const scripts: Promise<string>[] = [];
  const stylesheets: Promise<string>[] = [];
  let hydrated = false;
  page.on('response', (response) => {
    if (hydrated) return;
    if (response.request().resourceType() === 'script') scripts.push(response.text());
    if (response.request().resourceType() === 'stylesheet') stylesheets.push(response.text());
  });
  await gotoHydrated(page, '/it/');
  hydrated = true;
  const code = (await Promise.all(scripts)).join('\n');
  const css = (await Promise.all(stylesheets)).join('\n');
  // The specifications' rows and the catalog's figures belong to manual pages.
  expect(code).not.toContain('id:"spec.onLabel"');
  expect(code).not.toContain('basis:"confirmed"');
  // The search's words for kinds of product: Italian, not German.
  expect(code).toContain('monopattino a tre ruote');
  expect(code).not.toContain('Reisebuggy');
  // The open search (modal, client, Ask AI) loads when the visitor reaches for it.
  expect(code).not.toContain('input.DocSearch-Input');
  // So do its styles, DocSearch's and ours (the Ask-AI screen's), not in the page's blocking stylesheet.
  expect(css).toContain('.DocSearch-Button');
  expect(css).not.toContain('.DocSearch-Modal');
  expect(css).not.toContain('data-ask-ai');
  // Each message travels with the code that shows it: the contact form's come with the contact page.
  expect(code).not.toContain('Inserisci un indirizzo e-mail nel formato nome@example.com.');
  // PDF sizes load with the pages that link PDFs.
  expect(code).not.toMatch(/"flow\/125-770":\d+/);
});

test('the search modal still loads and opens from the button', async ({page}) => {
  await gotoHydrated(page, '/it/');
  await page.getByRole('button', {name: 'Cerca'}).click();
  await expect(page.getByRole('dialog', {name: 'Cerca'})).toBeVisible();
  await expect(page.locator('input.DocSearch-Input')).toHaveAttribute('maxlength', '64');
});

test('a manual page still has its header, facts and shared sections', async ({page}) => {
  await gotoHydrated(page, '/it/docs/flow/125-770');
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await expect(page.locator('#warranty')).toBeVisible();
  await expect(page.getByRole('table').last()).toContainText('Flow 125');
  await expect(page.getByRole('link', {name: /^Scarica il PDF \(\d+ kB\)$/})).toHaveAttribute('href', '/it/pdf/flow/125-770.pdf');
  // The product's drawing at the top is the page's largest paint: fetched with the page; the steps' drawings as they come into view.
  const drawings = page.locator('main img[src*="/img/illustrations/"]');
  await expect(drawings.first()).toHaveAttribute('src', /\/products\//);
  await expect(drawings.first()).toHaveAttribute('fetchpriority', 'high');
  await expect(drawings.first()).not.toHaveAttribute('loading', 'lazy');
  await expect(drawings.nth(1)).toHaveAttribute('loading', 'lazy');
});

test('a manual’s sections stay as the server wrote them on load, and still route and render on navigation', async ({page}) => {
  // Count every change React makes inside the sections while the page loads and hydrates.
  await page.addInitScript(() => {
    const w = window as unknown as {sectionChanges: number};
    w.sectionChanges = 0;
    document.addEventListener('DOMContentLoaded', () => {
      const sections = document.querySelector('[data-manual-sections]');
      if (sections)
        new MutationObserver((changes) => (w.sectionChanges += changes.length)).observe(sections, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
    });
  });
  await gotoHydrated(page, '/it/docs/flow/125-770');
  const sections = page.locator('[data-manual-sections]');
  await expect(sections.locator('#warranty')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as {sectionChanges: number}).sectionChanges)).toBe(0);
  // React did not walk them: no element of theirs carries React's bookkeeping, which hydration gives each one it re-creates.
  const walkedByReact = (selector: string) =>
    page.locator(selector).evaluateAll((elements) => elements.filter((e) => Object.keys(e).some((k) => k.startsWith('__reactFiber'))).length);
  expect(await walkedByReact('[data-manual-sections] *')).toBe(0);
  expect(await walkedByReact('article h1')).toBe(1);
  // A link inside the kept HTML opens its page without a page load, as <Link> does.
  await page.evaluate(() => ((window as unknown as {samePage: boolean}).samePage = true));
  await sections.getByRole('link', {name: 'pagina dei contatti'}).first().click();
  await expect(page).toHaveURL(/\/it\/contact$/);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as {samePage?: boolean}).samePage)).toBe(true);
  // Back and to another manual by the sidebar: their sections are built in the browser, whole.
  await page.goBack();
  await expect(sections.locator('#warranty')).toBeVisible();
  await page.locator('.menu').getByRole('link', {name: 'Flow 125', exact: true}).click();
  await expect(page).toHaveURL(/\/it\/docs\/flow\/125$/);
  const served = (await (await page.request.get('/it/docs/flow/125')).text()).split('data-manual-sections')[1]!.split('</article>')[0]!;
  await expect(sections.locator('h2')).toHaveCount(served.match(/<h2/g)!.length);
  await expect(sections.locator('h2').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as {samePage?: boolean}).samePage)).toBe(true);
});
