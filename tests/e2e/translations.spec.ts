import fs from 'node:fs';
import path from 'node:path';
import type {APIRequestContext} from '@playwright/test';
import {parse} from 'parse5';
import {attr, children, elements, isElement, text, type Element, type Node} from '../../plugins/shared/html';
import {productsOfSeries, productTitle, series} from '../../src/domain/catalog';
import {expect, LOCALES, localePath, test} from './fixtures';

/** One manual per family: the first product of each series. */
const manuals = series.map((s) => {
  const product = productsOfSeries(s.id)[0]!;
  return {product, url: `/docs/${product.id.replace(/\/index$/, '/')}`};
});

function specLabels(locale: string): Set<string> {
  const messages = JSON.parse(fs.readFileSync(path.join('i18n', locale, 'code.json'), 'utf8')) as Record<string, {message: string}>;
  return new Set(
    Object.entries(messages)
      .filter(([key]) => key.startsWith('spec.'))
      .map(([, v]) => v.message),
  );
}

interface Sections {
  readonly lang: string;
  readonly h1: string;
  readonly h2: string[];
  readonly labels: string[];
}

/** What the CSS selector `tags[0] tags[1] …` finds below the roots, each element once, in page order. */
function select(roots: readonly Node[], ...tags: string[]): Element[] {
  const [tag, ...rest] = tags;
  const found = [...new Set(roots.flatMap((root) => [...elements(root)].filter((el) => el.tagName === tag)))];
  return rest.length > 0 ? select(found, ...rest) : found;
}

/** The server-rendered page, as the browser first shows it. */
async function sections(request: APIRequestContext, url: string): Promise<Sections> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  const doc = parse(await response.text());
  const root = doc.childNodes.find(isElement);
  const squash = (el: Element): string => text(el).replace(/\s+/g, ' ').trim();
  const isPermalink = (node: Node): boolean => isElement(node) && node.tagName === 'a' && (attr(node, 'class') ?? '').split(/\s+/).includes('hash-link');
  return {
    lang: (root && attr(root, 'lang')) ?? '',
    h1: select([doc], 'article', 'h1').map(squash)[0] ?? '',
    // The heading's own text, without the hidden "Direct link" anchor.
    h2: select([doc], 'article', 'h2').map((el) =>
      children(el)
        .filter((child) => !isPermalink(child))
        .map((node) => text(node))
        .join('')
        .replace(/\u200b/g, '')
        .trim(),
    ),
    // `scope` is an enumerated attribute: its value is case-insensitive.
    labels: select([doc], 'article', 'table', 'th')
      .filter((el) => attr(el, 'scope')?.toLowerCase() === 'row')
      .map(squash),
  };
}

for (const locale of LOCALES.filter((l) => l !== 'en')) {
  test(`one manual of every family is in ${locale}: title, section headings, specs labels`, async ({request}) => {
    const labels = specLabels(locale);
    for (const {product, url} of manuals) {
      const english = await sections(request, url);
      const translated = await sections(request, localePath(locale, url));
      expect(translated.lang).toBe(locale);
      expect(translated.h1, url).toBe(productTitle(product));
      expect(translated.h2.length, `${url}: sections`).toBe(english.h2.length);
      expect(english.h2.length, `${url}: sections`).toBeGreaterThan(5);
      translated.h2.forEach((heading, i) => expect(heading, `${url}: section ${i + 1}`).not.toBe(english.h2[i]));
      // Product and type at least; a bell has no figure a source gives.
      expect(translated.labels.length, `${url}: specs rows`).toBeGreaterThanOrEqual(2);
      for (const label of translated.labels) expect(labels.has(label), `${url}: specs label "${label}"`).toBe(true);
    }
  });
}

test.describe('Italian labels as the spec words them', () => {
  test('navbar, footer, language menu and colour toggle', async ({page}) => {
    await page.goto('/it/');
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await expect(page.locator('.navbar').getByRole('link', {name: 'Contatto', exact: true})).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Supporto', {exact: true})).toBeVisible();
    await expect(footer.getByText('Social', {exact: true})).toBeVisible();
    // Every mode named the same way ("modalità chiara", not "Modalità scura" beside "modalità luce").
    const toggle = page
      .locator('.navbar button[title]')
      .filter({has: page.locator('svg')})
      .last();
    const titles = new Set<string>();
    for (let i = 0; i < 3; i++) {
      titles.add((await toggle.getAttribute('title')) ?? '');
      await expect(toggle).toHaveAttribute('aria-label', /^Passa dalla modalità scura a quella chiara \(attualmente: modalità (chiara|scura|di sistema)\)$/);
      await toggle.click();
    }
    expect(titles.size).toBeGreaterThanOrEqual(2);
    for (const title of titles) expect(title).toMatch(/^modalità (chiara|scura|di sistema)$/);

    await page.setViewportSize({width: 390, height: 800});
    await page.getByRole('button', {name: /barra di navigazione|menu/i}).click();
    await expect(page.locator('.navbar-sidebar').getByText('Lingua', {exact: true})).toBeVisible();
  });
});
