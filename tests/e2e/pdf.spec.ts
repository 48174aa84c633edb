import {expect, gotoHydrated, localePath, test, type Locale} from './fixtures';

const BUTTON: Partial<Record<Locale, RegExp>> = {
  en: /^Download PDF \(\d+ kB\)$/,
  it: /^Scarica il PDF \(\d+ kB\)$/,
};

for (const [locale, name] of Object.entries(BUTTON) as [Locale, RegExp][]) {
  test(`"Download PDF" on a manual page gives the ${locale} PDF`, async ({page}) => {
    await gotoHydrated(page, localePath(locale, '/docs/flow/125'));
    const button = page.getByRole('link', {name});
    await expect(button).toHaveAttribute('href', localePath(locale, '/pdf/flow/125.pdf'));
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    // The link's download attribute names it by product and language (static hosts send no Content-Disposition).
    expect(download.suggestedFilename()).toBe(`flow-125-${locale}.pdf`);
    const response = await page.request.get((await button.getAttribute('href'))!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });
}

test("category pages and finder results link each manual's PDF", async ({page}) => {
  await gotoHydrated(page, '/de/docs/category/flow');
  await expect(page.getByRole('link', {name: /^PDF-Bedienungsanleitung für Flow 125 \(770\) herunterladen/})).toHaveAttribute(
    'href',
    '/de/pdf/flow/125-770.pdf',
  );
  await gotoHydrated(page, '/docs/?q=770');
  await expect(page.getByRole('list', {name: 'Manuals found'}).getByRole('link', {name: /Download the PDF manual of the Flow 125 \(770\)/})).toHaveAttribute(
    'href',
    '/pdf/flow/125-770.pdf',
  );
});
