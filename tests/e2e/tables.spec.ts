/**
 * On a 390 px phone the manuals' tables (troubleshooting, parts…) read
 * without sideways scrolling: each row is one block, each cell under its
 * column's name. One manual of every product type, in three locales.
 */
import {products} from '../../src/domain/catalog';
import {expect, gotoHydrated, localePath, test} from './fixtures';

/** The first manual of each product type. */
const manuals = [...new Map(products.map((p) => [p.type, p])).values()];

for (const locale of ['en', 'de', 'zh-Hant'] as const) {
  test(`at 390 px, every table of a manual of each type fits the screen, cell by cell with its column's name (${locale})`, async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    const problems: string[] = [];
    for (const product of manuals) {
      const url = localePath(locale, `/docs${product.path}`);
      await gotoHydrated(page, url);
      const found = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        const tables = [...document.querySelectorAll<HTMLTableElement>('article table')];
        return {
          pageScrolls: document.documentElement.scrollWidth > width,
          tables: tables.map((table) => ({
            // Tables with a heading row stack; two-column tables of row headings (specifications) fit as they are.
            headed: table.querySelector('thead th') !== null,
            stacked: table.classList.contains('table-stacked'),
            scrolls: table.scrollWidth > table.clientWidth + 1,
            offScreen: [...table.querySelectorAll('td')].filter((td) => td.getBoundingClientRect().right > width + 1).length,
            unlabelled: [...table.querySelectorAll<HTMLTableCellElement>('tbody td')].filter((td) => {
              const label = getComputedStyle(td, '::before').content;
              return label === 'none' || label === '""' || label !== JSON.stringify(td.dataset.label);
            }).length,
          })),
        };
      });
      if (found.pageScrolls) problems.push(`${url}: the page scrolls sideways`);
      if (found.tables.length === 0) problems.push(`${url}: no table to check`);
      found.tables.forEach((t, i) => {
        const name = `${url} table ${i + 1}`;
        if (t.headed && !t.stacked) problems.push(`${name}: not stacked`);
        if (t.scrolls) problems.push(`${name}: scrolls sideways`);
        if (t.offScreen > 0) problems.push(`${name}: ${t.offScreen} cells off-screen`);
        if (t.headed && t.unlabelled > 0) problems.push(`${name}: ${t.unlabelled} cells without their column's name`);
      });
    }
    expect(problems).toEqual([]);
  });
}

test('on a wide screen the tables stay tables, with their heading row', async ({page}) => {
  await gotoHydrated(page, '/docs/flow/125');
  const table = page.locator('article table.table-stacked').first();
  await expect(table.locator('thead th').first()).toBeVisible();
  expect(await table.evaluate((t) => getComputedStyle(t.querySelector('tbody tr')!).display)).toBe('table-row');
});
