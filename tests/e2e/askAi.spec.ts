/**
 * Ask AI in the search modal, answered on the local index: asking, a
 * follow-up, sources that open the right section, "not found", back and new
 * conversation, blocked storage, and no request to Algolia; each in three
 * locales including zh-Hant. (Stop matters where an answer takes time: the
 * endpoint mode's tests.)
 */
import type {Page} from '@playwright/test';
import {expect, gotoHydrated, test} from './fixtures';

const home = (locale: string): string => (locale === 'en' ? '/' : `/${locale}/`);
const screen = (page: Page) => page.locator('.DocSearch-AskAiScreen');
const exchanges = (page: Page) => screen(page).locator('.DocSearch-AskAiScreen-Response-Container');
/** The conversation's own bar: back, the follow-up input, stop or new conversation. */
const bar = (page: Page) => page.locator('.DocSearch-Modal[data-ask-ai] .DocSearch-SearchBar:visible');

/** Types a question in the modal and chooses DocSearch's "Ask AI" entry. */
async function ask(page: Page, locale: string, question: string): Promise<void> {
  await gotoHydrated(page, home(locale));
  await page.locator('.DocSearch-Button').click();
  await page.locator('input.DocSearch-Input').fill(question);
  await page.locator('.DocSearch-Hit--AskAI').first().click();
  await expect(screen(page)).toBeVisible();
}

/** The first source of the `n`th answer (1-based). */
const firstSource = (page: Page, n: number) => exchanges(page).nth(n - 1).locator('.DocSearch-AskAiScreen-RelatedSources a').first();

test('a question gets an answer quoted from the manuals, under the disclaimer, and its source opens the section', async ({page}) => {
  for (const [locale, question, source, disclaimer] of [
    ['en', 'how do I fold the stroller', /^\/docs\/stroller\/stroll-lite#(fold|folding)$/, 'Answers are generated with AI which can make mistakes. Verify responses.'],
    ['de', 'Kinderwagen zusammenklappen', /^\/de\/docs\/stroller\/stroll-lite#(fold|folding)$/, 'Antworten werden von KI erstellt und können Fehler enthalten. Prüfen Sie die Antworten.'],
    ['zh-Hant', '保固多久', /^\/zh-Hant\/faq#warranty$/, '回答由 AI 產生，可能有錯誤。請自行核對。'],
  ] as const) {
    await ask(page, locale, question);
    await expect(screen(page).locator('.DocSearch-AskAiScreen-Disclaimer')).toHaveText(disclaimer);
    await expect(exchanges(page)).toHaveCount(1);
    await expect(exchanges(page).first()).toContainText(question);
    const lines = exchanges(page).first().locator('.DocSearch-AskAiScreen-MessageContent li');
    await expect(lines.first()).toBeVisible();
    const href = (await firstSource(page, 1).getAttribute('href')) ?? '';
    expect(href, `${locale}: ${question}`).toMatch(source);
    const quoted = await lines.evaluateAll((items) => items.map((li) => li.firstChild?.textContent?.trim() ?? ''));
    await firstSource(page, 1).click();
    await expect(page).toHaveURL((u) => source.test(`${u.pathname}${u.hash}`));
    // Every quoted line is on the cited page, word for word (the old page stays until the new one is loaded).
    for (const line of quoted) await expect(page.locator('main'), `${locale}: "${line}" on ${href}`).toContainText(line);
  }
});

test('a follow-up that names no product keeps the product of the conversation', async ({page}) => {
  for (const [locale, question, followUp, expected] of [
    ['en', 'how do I fold the stroller', 'and how do I unfold it?', /^\/docs\/stroller\/stroll-lite#unfold$/],
    ['fr', 'comment plier la poussette', 'et comment la déplier ?', /^\/fr\/docs\/stroller\/stroll-lite#unfold$/],
    ['zh-Hant', '嬰兒推車怎麼收合', '那要怎麼展開？', /^\/zh-Hant\/docs\/stroller\/stroll-lite#unfold$/],
  ] as const) {
    await ask(page, locale, question);
    await expect(firstSource(page, 1)).toBeVisible();
    const input = bar(page).locator('input');
    await expect(input).toBeFocused();
    await input.fill(followUp);
    await input.press('Enter');
    await expect(exchanges(page)).toHaveCount(2);
    await expect(firstSource(page, 2), `${locale}: ${followUp}`).toHaveAttribute('href', expected);
  }
});

test('a question the manuals do not answer says so and offers the FAQ and support', async ({page}) => {
  for (const [locale, question] of [
    ['en', 'what is the capital of France'],
    ['it', 'qual è la capitale della Francia'],
    ['zh-Hant', '法國的首都是哪裡'],
  ] as const) {
    await ask(page, locale, question);
    const answer = exchanges(page).first();
    await expect(answer.locator('.DocSearch-AskAiScreen-MessageContent')).toBeVisible();
    await expect(answer.locator('.DocSearch-AskAiScreen-MessageContent li')).toHaveCount(0);
    await expect(answer.locator(`a[href="${home(locale)}faq"]`)).toBeVisible();
    await expect(answer.locator(`a[href="${home(locale)}contact"]`)).toBeVisible();
  }
});

test('a new conversation starts empty; back returns to the keyword search and the conversation waits there', async ({page}) => {
  for (const [locale, question] of [
    ['en', 'how do I fold the stroller'],
    ['nl', 'kinderwagen inklappen'],
    ['zh-Hant', '保固多久'],
  ] as const) {
    await ask(page, locale, question);
    await expect(firstSource(page, 1)).toBeVisible();
    await bar(page).locator('.DocSearch-AskAi-Return').click();
    await expect(screen(page)).toHaveCount(0);
    await expect(page.locator('input.DocSearch-Input')).toBeFocused();
    // Asking again from the keyword search continues the conversation.
    await page.locator('input.DocSearch-Input').fill(question);
    await page.locator('.DocSearch-Hit--AskAI').first().click();
    await expect(exchanges(page)).toHaveCount(2);
    const newConversation = bar(page).getByRole('button', {name: /^(New conversation|Nieuw gesprek|新對話)$/});
    await newConversation.click();
    await expect(exchanges(page)).toHaveCount(0);
    await expect(newConversation).toBeDisabled();
  }
});

test.describe('with a localStorage that throws', () => {
  // Docusaurus itself reports each storage failure (colour mode, announcement bar).
  test.use({expectedErrors: [/^Docusaurus storage error/]});
  test.beforeEach(async ({page}) => {
    await page.addInitScript(() => {
      for (const method of ['getItem', 'setItem', 'removeItem'] as const) {
        Storage.prototype[method] = () => {
          throw new DOMException('Access is denied', 'SecurityError');
        };
      }
    });
  });

  test('asking and rating still work; nothing is kept', async ({page}) => {
    for (const [locale, question] of [
      ['en', 'how do I fold the stroller'],
      ['es', 'cómo plegar la silla de paseo'],
      ['zh-Hant', '保固多久'],
    ] as const) {
      await ask(page, locale, question);
      await expect(firstSource(page, 1)).toBeVisible();
      await exchanges(page).first().getByRole('button').nth(1).click();
      await expect(exchanges(page).first().getByRole('button')).toHaveCount(1);
    }
  });
});

test('asking sends nothing to Algolia or any other host', async ({page}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  for (const [locale, question] of [
    ['en', 'how do I fold the stroller'],
    ['it', 'quanto dura la garanzia'],
    ['zh-Hant', '保固多久'],
  ] as const) {
    await ask(page, locale, question);
    await expect(firstSource(page, 1)).toBeVisible();
  }
  expect(requests.filter((url) => /algolia/i.test(url))).toEqual([]);
  expect(requests.filter((url) => !url.startsWith(new URL(page.url()).origin) && !url.startsWith('data:'))).toEqual([]);
});
