/**
 * Ask AI in the search modal, answered on the local index: asking, a
 * follow-up, sources that open the right section, "not found", back and new
 * conversation, the last conversations, blocked and junk storage, the live
 * region, and no request to Algolia; each in three locales including
 * zh-Hant. (Stop matters where an answer takes time: the endpoint mode's
 * tests, askAiEndpoint.spec.ts.)
 */
import {expect, localePath, test} from './fixtures';
import {answerLines, ask, bar, exchanges, firstSource, openModal, screen} from './askAi';

test('a question gets an answer quoted from the manuals, under the disclaimer, and its source opens the section', async ({page}) => {
  for (const [locale, question, source, disclaimer] of [
    [
      'en',
      'how do I fold the stroller',
      /^\/docs\/stroller\/stroll-lite#(fold|folding)$/,
      'Answers are generated with AI which can make mistakes. Verify responses.',
    ],
    [
      'de',
      'Kinderwagen zusammenklappen',
      /^\/de\/docs\/stroller\/stroll-lite#(fold|folding)$/,
      'Antworten werden von KI erstellt und können Fehler enthalten. Prüfen Sie die Antworten.',
    ],
    ['zh-Hant', '保固多久', /^\/zh-Hant\/faq#warranty$/, '回答由 AI 產生，可能有錯誤。請自行核對。'],
  ] as const) {
    await ask(page, locale, question);
    await expect(screen(page).locator('.DocSearch-AskAiScreen-Disclaimer')).toHaveText(disclaimer);
    await expect(exchanges(page)).toHaveCount(1);
    await expect(exchanges(page).first()).toContainText(question);
    const lines = answerLines(page, 1);
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
    await expect(answer.locator(`a[href="${localePath(locale, '/faq')}"]`)).toBeVisible();
    await expect(answer.locator(`a[href="${localePath(locale, '/contact')}"]`)).toBeVisible();
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

test('the last conversations are listed on the start screen, open again where they were left, and can be removed', async ({page}) => {
  for (const [locale, question, followUp, title] of [
    ['en', 'how do I fold the stroller', 'and how do I unfold it?', 'Recent conversations'],
    ['de', 'Kinderwagen zusammenklappen', 'Feststellbremse Kinderwagen', 'Letzte Unterhaltungen'],
    ['zh-Hant', '嬰兒推車怎麼收合', '那要怎麼展開？', '最近的對話'],
  ] as const) {
    await ask(page, locale, question);
    await expect(firstSource(page, 1)).toBeVisible();
    const input = bar(page).locator('input');
    await input.fill(followUp);
    await input.press('Enter');
    await expect(firstSource(page, 2)).toBeVisible();
    const sources = await exchanges(page)
      .locator('.DocSearch-AskAiScreen-RelatedSources a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    // A new visit: the start screen (empty search box) lists the conversation under its first question.
    await openModal(page, locale);
    const recent = page.getByRole('region', {name: title});
    await expect(recent).toBeVisible();
    const entry = recent.getByRole('button', {name: question, exact: false}).first();
    await expect(entry).toContainText('+1');
    // Typing hides the list; emptying the box shows it again.
    await page.locator('input.DocSearch-Input').fill('helmet');
    await expect(recent).toHaveCount(0);
    await page.locator('input.DocSearch-Input').fill('');
    await entry.click();
    await expect(exchanges(page)).toHaveCount(2);
    expect(
      await exchanges(page)
        .locator('.DocSearch-AskAiScreen-RelatedSources a')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
    ).toEqual(sources);
    // Removing it leaves the start screen without it, on this visit and the next.
    await bar(page).locator('.DocSearch-AskAi-Return').click();
    await page.locator('input.DocSearch-Input').fill('');
    await recent.getByRole('button', {name: new RegExp(`: ${question.replace(/[?？]/g, '.')}$`)}).click();
    await expect(recent).toHaveCount(0);
    await openModal(page, locale);
    await expect(page.getByRole('region', {name: title})).toHaveCount(0);
  }
});

test('ten conversations are kept per language, the newest first', async ({page}) => {
  await openModal(page, 'en');
  const questions = [
    'how long is the warranty',
    'how do I fold the stroller',
    'stroller parking brake',
    'how do I get spare parts',
    'balance bike saddle height',
  ];
  for (let i = 0; i < 12; i++) {
    const question = `${questions[i % questions.length]!} ${'?'.repeat(1 + Math.floor(i / questions.length))}`;
    await page.locator('input.DocSearch-Input').fill(question);
    await page.locator('.DocSearch-Hit--AskAI').first().click();
    // An answer, or (balance bikes differ) a choice of models.
    await expect(exchanges(page).first().locator('.DocSearch-AskAiScreen-MessageContent')).toBeVisible();
    await bar(page).getByRole('button', {name: 'New conversation'}).click();
    await bar(page).locator('.DocSearch-AskAi-Return').click();
  }
  await page.locator('input.DocSearch-Input').fill('');
  const entries = page.getByRole('region', {name: 'Recent conversations'}).getByRole('listitem');
  await expect(entries).toHaveCount(10);
  await expect(entries.first()).toContainText('how do I fold the stroller ???');
  await expect(entries.last()).toContainText('stroller parking brake ?');
});

test.describe('with junk in the stored conversations', () => {
  for (const junk of [
    '{not json',
    '"a string"',
    '[{"id": 1}, null, {"id": "x", "locale": "en", "updated": 1, "exchanges": [{"id": "e", "question": "q", "answer": {"found": true, "lines": [], "sources": [{"n": 1, "url": "javascript:alert(1)"}]}}]}]',
  ]) {
    test(`the modal and Ask AI still work: ${junk.slice(0, 12)}`, async ({page}) => {
      await page.addInitScript((value) => {
        if (!sessionStorage.getItem('seeded')) {
          localStorage.setItem('ask-ai-conversations', value);
          sessionStorage.setItem('seeded', '1');
        }
      }, junk);
      for (const [locale, question] of [
        ['en', 'how do I fold the stroller'],
        ['it', 'quanto dura la garanzia'],
        ['zh-Hant', '保固多久'],
      ] as const) {
        await openModal(page, locale);
        await expect(page.locator('.DocSearch-Modal a[href^="javascript:"]')).toHaveCount(0);
        await ask(page, locale, question);
        await expect(firstSource(page, 1)).toBeVisible();
      }
      // What is kept now is well formed: the three conversations, each in its language.
      const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('ask-ai-conversations') ?? '[]') as {locale: string}[]);
      expect(kept.map((c) => c.locale).sort()).toEqual(['en', 'it', 'zh-Hant']);
    });
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
