/**
 * Search hits read on a phone (issue #28): at 390 px wide, in the modal and
 * on /search, a hit names its section, its snippet has the spec's length
 * (5 words under 768 px; Chinese 2 characters a word), a fact a page states
 * twice shows once, a count of 1 reads in the singular, and a German word
 * never matches inside another word's stem ("Gewicht" is not "Gleichgewicht").
 */
import type {Locator, Page} from '@playwright/test';
import {expect, gotoHydrated, HIT, localePath, message, test, type Locale} from './fixtures';

test.use({viewport: {width: 390, height: 844}});

/** Words a snippet has on screens up to 768 px wide (spec section 9). */
const NARROW_SNIPPET_WORDS = 5;
/** Chinese characters a word stands for in a snippet (plugins/search/shared/highlight.ts). */
const CJK_CHARACTERS_PER_WORD = 2;

interface LocaleCase {
  readonly locale: Locale;
  /** A figure one manual gives in its header line and its specifications table. */
  readonly figure: string;
  /** A word of many lines of many manuals (the maximum user weight). */
  readonly common: string;
  /** A word one line of the whole site has: one result. */
  readonly once: string;
}

const CASES: readonly LocaleCase[] = [
  {locale: 'en', figure: '50 kg', common: 'weight', once: 'dishwasher'},
  {locale: 'it', figure: '50 kg', common: 'peso', once: 'lavastoviglie'},
  {locale: 'de', figure: '50 kg', common: 'Gewicht', once: 'Spülmaschine'},
  {locale: 'zh-Hant', figure: '50 公斤', common: '體重', once: '洗碗機'},
];

const input = (page: Page) => page.locator('input.DocSearch-Input');

async function searchInModal(page: Page, locale: Locale, query: string): Promise<Locator> {
  await gotoHydrated(page, localePath(locale, '/'));
  await page.locator('.DocSearch-Button').click();
  await expect(input(page)).toBeFocused();
  await input(page).fill(query);
  const hits = page.locator(HIT);
  await expect(hits.first()).toBeVisible();
  // DocSearch renders every keystroke's results: wait for the link that counts this query's.
  await expect(page.locator('.DocSearch-HitsFooter a')).toHaveAttribute('href', `${localePath(locale, '/search')}?q=${encodeURIComponent(query)}`);
  return hits;
}

/** The heading a hit's link leads to, as its page shows it ("" for a link to a page's top). */
async function targetHeading(page: Page, href: string): Promise<string> {
  const url = new URL(href, page.url());
  if (url.hash === '') return '';
  const html = await (await page.request.get(url.pathname)).text();
  return page.evaluate(
    ([markup, id]) => {
      const heading = new DOMParser().parseFromString(markup, 'text/html').getElementById(id);
      // Docusaurus ends each heading with a hash link holding a zero-width space.
      return (heading?.textContent ?? '')
        .replace(/\u200b/g, '')
        .replace(/\s+/g, ' ')
        .trim();
    },
    [html, decodeURIComponent(url.hash.slice(1))] as const,
  );
}

const plain = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The length of a snippet as the spec counts it: words, or for Chinese characters over CJK_CHARACTERS_PER_WORD. */
function snippetWords(text: string, locale: Locale): number {
  const visible = text.replace(/…/g, ' ').trim();
  if (locale === 'zh-Hant') return [...visible].filter((c) => /[\p{L}\p{N}]/u.test(c)).length / CJK_CHARACTERS_PER_WORD;
  return visible.split(/\s+/).length;
}

/** The singular form of a '|'-separated plural message, for a count of 1. */
const singular = (forms: string): string => forms.split('|')[0]!.replace('{count}', '1');

for (const {locale, figure, common, once} of CASES) {
  test.describe(`${locale} at 390 px`, () => {
    test('the modal names each hit’s section: the heading its link leads to', async ({page}) => {
      for (const query of [figure, common]) {
        const hits = await searchInModal(page, locale, query);
        const count = await hits.count();
        expect(count, query).toBeGreaterThan(0);
        let withSection = 0;
        for (let i = 0; i < count; i++) {
          const hit = hits.nth(i);
          const heading = await targetHeading(page, (await hit.locator('a').first().getAttribute('href'))!);
          if (heading === '') continue;
          const title = plain(await hit.locator('.DocSearch-Hit-title').innerText());
          // A heading's own hit is titled with it (cut like a snippet); any other hit names it after the page title.
          const named = plain(await hit.innerText()).includes(heading) || heading.includes(title.replace(/…/g, ''));
          expect(named, `${query}: hit ${i + 1} ("${title}") names "${heading}"`).toBe(true);
          if (await hit.getByText(heading, {exact: true}).isVisible()) withSection++;
        }
        // The figure's line sits in the specifications table: its hit must say so.
        if (query === figure) expect(withSection, `${query}: hits naming their section`).toBeGreaterThan(0);
      }
    });

    test('snippets are at least the spec’s 5 words (Chinese: 10 characters), whole on screen', async ({page}) => {
      const hits = await searchInModal(page, locale, common);
      const titles = hits.locator('.DocSearch-Hit-title');
      let cut = 0;
      for (let i = 0; i < (await titles.count()); i++) {
        const title = titles.nth(i);
        const text = await title.innerText();
        // Nothing clipped: DocSearch wraps its lines under 768 px.
        expect(await title.evaluate((e) => e.scrollWidth <= e.clientWidth + 1), text).toBe(true);
        if (!text.includes('…')) continue;
        cut++;
        expect(snippetWords(text, locale), `"${text}"`).toBeGreaterThanOrEqual(NARROW_SNIPPET_WORDS);
      }
      expect(cut, 'snippets cut from longer lines').toBeGreaterThan(0);
    });

    test('a fact a page states twice is one hit, in the modal and on /search', async ({page}) => {
      for (const query of [figure, common]) {
        const hits = await searchInModal(page, locale, query);
        const lines: string[] = [];
        const hitTexts: string[] = [];
        for (let i = 0; i < (await hits.count()); i++) {
          const hit = hits.nth(i);
          const pagePath = new URL((await hit.locator('a').first().getAttribute('href'))!, page.url()).pathname;
          const title = plain(await hit.locator('.DocSearch-Hit-title').innerText());
          // A whole line (not cut to a snippet) shown twice for one page is the same fact twice.
          if (!title.includes('…')) lines.push(`${pagePath} ${title}`);
          hitTexts.push(`${pagePath} ${plain(await hit.innerText())}`);
        }
        const twice = (list: string[]) => list.filter((s, i) => list.indexOf(s) !== i);
        expect(twice(lines), `${query}: one page's line twice`).toEqual([]);
        // Snippets that read alike name different sections.
        expect(twice(hitTexts), `${query}: two hits of one page that read the same`).toEqual([]);
      }
      // The figure: the header's line and the table's row were two hits.
      await gotoHydrated(page, `${localePath(locale, '/search')}?q=${encodeURIComponent(figure)}`);
      const results = page.getByRole('list', {name: message(locale, 'search.page.results', 'Search results')}).getByRole('listitem');
      await expect(results).toHaveCount(1);
      await expect(results.first()).toContainText(figure.split(' ')[0]!);
      // And the result names its section, the heading it leads to.
      const heading = await targetHeading(page, (await results.first().getByRole('link').first().getAttribute('href'))!);
      expect(heading).not.toBe('');
      await expect(results.first()).toContainText(heading);
    });

    test('one result reads in the singular: the modal’s link and /search', async ({page}) => {
      await searchInModal(page, locale, once);
      const seeAll = page.locator('.DocSearch-HitsFooter a');
      const forms = message(locale, 'search.seeAllCount', 'See {count} result|See all {count} results');
      await expect(seeAll).toHaveText(singular(forms));
      await expect(seeAll).toContainText('1');
      if (forms.includes('|')) await expect(seeAll).not.toHaveText(forms.split('|')[1]!.replace('{count}', '1'));
      await seeAll.click();
      await expect(page.getByRole('status')).toHaveText(singular(message(locale, 'search.page.count', 'One result|{count} results')));
    });
  });
}

/** The words that hold a highlight ("Benutzer<mark>gewicht</mark>" is "Benutzergewicht"), folded to lower case. */
function markedWords(container: Locator): Promise<string[]> {
  return container.evaluate((root) =>
    [...root.querySelectorAll('mark')].map((mark) => {
      const before = mark.previousSibling?.textContent ?? '';
      const after = mark.nextSibling?.textContent ?? '';
      return `${/[\p{L}\p{N}]*$/u.exec(before)![0]}${mark.textContent ?? ''}${/^[\p{L}\p{N}]*/u.exec(after)![0]}`.toLowerCase();
    }),
  );
}

test.describe('de at 390 px', () => {
  test('"Gewicht" (weight) finds no "Gleichgewicht" (balance), in the modal or on /search', async ({page}) => {
    await searchInModal(page, 'de', 'Gewicht');
    const inModal = await markedWords(page.locator('.DocSearch-Dropdown'));
    expect(inModal.filter((w) => w.includes('gewicht')).length, inModal.join(', ')).toBeGreaterThan(0);
    expect(
      inModal.filter((w) => w.includes('gleichgewicht')),
      'hits found by "Gleichgewicht"',
    ).toEqual([]);
    await gotoHydrated(page, '/de/search?q=Gewicht');
    const results = page.getByRole('list', {name: message('de', 'search.page.results', 'Search results')});
    await expect(results.getByRole('listitem').first()).toBeVisible();
    const onPage = await markedWords(results);
    expect(onPage.filter((w) => w.includes('gewicht')).length, onPage.join(', ')).toBeGreaterThan(0);
    expect(
      onPage.filter((w) => w.includes('gleichgewicht')),
      'results found by "Gleichgewicht"',
    ).toEqual([]);
    // Balance is still found by its own word.
    await gotoHydrated(page, '/de/search?q=Gleichgewicht');
    expect(await markedWords(results)).toContain('gleichgewicht');
  });
});
