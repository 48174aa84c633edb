/**
 * Questions read before anything is retrieved (issue #31), as a parent meets
 * them: a family answered with what its models share or a "Which one do you
 * have?" choice, steps that keep their numbers, refusals that say why (a
 * price, another language), a question longer than the search field asked
 * whole, and /search showing nothing rather than any-word hits.
 */
import {expect, gotoHydrated, localePath, test} from './fixtures';
import {ask, exchanges, firstSource, openModal, screen, bar} from './askAi';

test('a question about a family answers with what its models share, and says so; steps keep their numbers', async ({page}) => {
  for (const [locale, question, source, same] of [
    ['en', 'how do I fold the GO UP', /^\/docs\/go-up\/[^#]+#fold$/, 'say the same'],
    ['de', 'Wie klappe ich den GO UP zusammen?', /^\/de\/docs\/go-up\/[^#]+#fold$/, 'sagen dasselbe'],
    ['zh-Hant', 'GO UP 怎麼折疊', /^\/zh-Hant\/docs\/go-up\/[^#]+#fold$/, '內容都相同'],
  ] as const) {
    await ask(page, locale, question);
    await expect(firstSource(page, 1), `${locale}: ${question}`).toHaveAttribute('href', source);
    const answer = exchanges(page).first().locator('.DocSearch-AskAiScreen-MessageContent');
    await expect(answer).toContainText(same);
    // The folding steps are a numbered list, numbered as in the manual, in order.
    const steps = answer.locator('ol > li');
    await expect(steps.first()).toBeVisible();
    const numbers = await steps.evaluateAll((items) => items.map((li) => (li as HTMLLIElement).value));
    expect(numbers, locale).toEqual(numbers.map((_, i) => i + 1));
  }
});

test('a question whose models differ asks which one the parent has, and each choice opens its section', async ({page}) => {
  for (const [locale, question, choose] of [
    ['en', 'how do I change the handlebar height', 'Which one do you have?'],
    ['fr', 'régler la hauteur du guidon', 'Lequel avez-vous ?'],
    ['zh-Hant', '調整把手高度', '您的是哪一款？'],
  ] as const) {
    await ask(page, locale, question);
    const answer = exchanges(page).first().locator('.DocSearch-AskAiScreen-MessageContent');
    await expect(answer, `${locale}: ${question}`).toContainText(choose);
    const choices = answer.locator('ul a');
    expect(await choices.count()).toBeGreaterThan(1);
    const href = (await choices.first().getAttribute('href')) ?? '';
    expect(href).toMatch(/#handlebar-height$/);
    await choices.first().click();
    await expect(page).toHaveURL((u) => `${u.pathname}${u.hash}` === href);
  }
});

test('a kind whose many models say one of a few things offers one choice per section, naming the models of each', async ({page}) => {
  await ask(page, 'en', 'how do you take the canopy off the trike');
  const answer = exchanges(page).first().locator('.DocSearch-AskAiScreen-MessageContent');
  await expect(answer).toContainText('Which one do you have?');
  const choices = answer.locator('ul a');
  // Ten trikes with a canopy, two ways to take it off: two choices, not a list of series pages.
  await expect(choices).toHaveCount(2);
  for (const choice of await choices.all()) expect(await choice.getAttribute('href')).toMatch(/^\/docs\/(explorer-trike|learning)\/[^#]+#canopy$/);
  await expect(choices.first()).toContainText('Explorer Trike 2-in-1 / Learning Trike');
  await expect(choices.nth(1)).toContainText('Explorer Trike 3-in-1 / Explorer Trike 4-in-1');
  const href = (await choices.nth(1).getAttribute('href')) ?? '';
  await choices.nth(1).click();
  await expect(page).toHaveURL((u) => `${u.pathname}${u.hash}` === href);
});

test('a price, junk and a question in another language are refused with the reason; the other language’s site is offered', async ({page}) => {
  await ask(page, 'en', 'how much does the Primo Plus Lights cost');
  await expect(exchanges(page).first()).toContainText('they give no prices, colours, stock or delivery times');
  await expect(exchanges(page).first().locator('.DocSearch-AskAiScreen-RelatedSources')).toHaveCount(0);

  await ask(page, 'de', '{{7*7}}');
  await expect(exchanges(page).first()).toContainText('Das ist keine lesbare Frage');

  await ask(page, 'en', 'wo ist meine Bestellung');
  const offer = exchanges(page).first().getByRole('link', {name: 'Ask it on the site in that language (Deutsch)'});
  await expect(offer).toHaveAttribute('href', `/de/search?q=${encodeURIComponent('wo ist meine Bestellung')}`);
  await offer.click();
  // The German site answers it: its FAQ entry on orders, above the results.
  const card = page.getByRole('region', {name: 'Antwort aus den Anleitungen'});
  await expect(card.locator('li[id^="search-answer-source-"] a').first()).toHaveAttribute('href', '/de/faq#order-status');
});

test('typing past the search field’s 64 characters says so and asks the whole question', async ({page}) => {
  for (const [locale, question, note, button] of [
    [
      'en',
      'My son is 6 and rides his scooter to school every day; the handlebar slides down. How do I fix the Flow Element?',
      'Search reads the first 64 characters.',
      'Ask the whole question',
    ],
    [
      'zh-Hant',
      '我兒子今年六歲，每天早上都騎 Flow Element 滑板車去上學，可是最近把手一直往下滑，騎到一半就變得很低，請問要怎麼調整把手高度，束環要鎖多緊才不會再滑下來呢？',
      '搜尋只讀取前 64 個字元。',
      '提出完整問題',
    ],
  ] as const) {
    await openModal(page, locale);
    const input = page.locator('input.DocSearch-Input');
    await input.pressSequentially(question.slice(0, 70));
    await expect(input).toHaveValue(question.slice(0, 64));
    await expect(page.getByText(note)).toBeVisible();
    // The rest is pasted: it is kept too.
    await page.evaluate((rest) => {
      const field = document.querySelector<HTMLInputElement>('input.DocSearch-Input')!;
      const data = new DataTransfer();
      data.setData('text/plain', rest);
      field.dispatchEvent(new ClipboardEvent('paste', {clipboardData: data, bubbles: true, cancelable: true}));
    }, question.slice(70));
    await page.getByRole('button', {name: button}).click();
    await expect(screen(page)).toBeVisible();
    await expect(exchanges(page).first()).toContainText(question);
    await expect(firstSource(page, 1)).toHaveAttribute(
      'href',
      new RegExp(`^${localePath(locale, '/docs/flow-element/')}#(handlebar-height|clamp-tension|troubleshooting)$`),
    );
  }
});

test('the Ask-AI field takes a question of 300 characters and more, whole', async ({page}) => {
  const question = `${'We bought the Stroll Lite for our daughter, and we walk a lot on gravel paths near our house. '.repeat(3)}How do I use the parking brake?`;
  expect(question.length).toBeGreaterThan(300);
  await ask(page, 'en', 'how do I fold the stroller');
  const input = bar(page).locator('input');
  await input.fill(question);
  await expect(input).toHaveValue(question);
  await input.press('Enter');
  await expect(exchanges(page).nth(1)).toContainText(question);
  await expect(firstSource(page, 2)).toHaveAttribute('href', '/docs/stroller/stroll-lite#brake');
});

test('/search answers a long question whole above its results, and finds nothing rather than any-word hits', async ({page}) => {
  const question = 'we got the Stroll Lite from a friend and the parking brake does not hold any more, what should I check first?';
  await gotoHydrated(page, `/search?q=${encodeURIComponent(question)}`);
  await expect(page.getByText('The results match the first 64 characters; the answer reads your whole question.')).toBeVisible();
  const card = page.getByRole('region', {name: 'Answer from the manuals'});
  await expect(card.locator('li[id^="search-answer-source-"] a').first()).toHaveAttribute('href', /^\/docs\/stroller\/stroll-lite#(brake|troubleshooting)$/);

  for (const [locale, query, none] of [
    ['en', 'who won the football world cup', 'No results found'],
    ['it', 'quanto costa il Primo Foldable Lights', 'Nessun risultato'],
  ] as const) {
    await gotoHydrated(page, `${localePath(locale, '/search')}?q=${encodeURIComponent(query)}`);
    await expect(page.getByRole('status').first(), `${locale}: ${query}`).toContainText(none);
    await expect(page.getByRole('list', {name: /./}).locator('li')).toHaveCount(0);
  }
  // Refused as a whole (a colour, past the 64 characters the hits read): nothing found, though the first 64 name a trike.
  const colour = 'we are thinking about the Explorer Trike 4-in-1 Deluxe Play for our son, is it nicer in blue or in pink?';
  await gotoHydrated(page, `/search?q=${encodeURIComponent(colour)}`);
  await expect(page.getByText('The manuals do not say this')).toBeVisible();
  await expect(page.getByRole('status').first()).toContainText('No results found');
  await expect(page.getByRole('list', {name: 'Search results'})).toHaveCount(0);
  // A question for a doctor says who can answer it, in the page's language.
  for (const [locale, query, who] of [
    ['en', 'my toddler fell off her Primo Plus Lights and bumped her head, should we go to A&E?', 'ask a doctor'],
    ['fr', 'mon fils est tombé de sa trottinette Elite Lights et s’est cogné la tête, faut-il aller aux urgences ?', 'demandez l’avis d’un médecin'],
  ] as const) {
    await gotoHydrated(page, `${localePath(locale, '/search')}?q=${encodeURIComponent(query)}`);
    await expect(page.getByText(who), `${locale}: ${query}`).toBeVisible();
    await expect(page.getByRole('list', {name: /./}).locator('li')).toHaveCount(0);
  }
});
