/**
 * Ask AI's endpoint mode, against the build of `npm run build:e2e`
 * (ASK_AI_ENDPOINT pointing to the mock endpoint on loopback,
 * tests/mock-ask-ai): the visitor is told before the first question that
 * it leaves the device and nothing is sent until they agree; the reply
 * streams, cites only the sources that were retrieved and is announced
 * line by line; errors, malformed streams and time-outs fall back to the
 * answer from the device with the reason; Stop stops. In en, de, zh-Hant.
 */
import type {Page} from '@playwright/test';
import {expect, test} from './fixtures';
import {ask, bar, exchanges, firstSource, screen} from './askAi';
import {switchToDark, violations} from './axe';
import {ASK_AI_SITE, MOCK} from '../mock-ask-ai/ports';
import type {MockMode, MockRequest} from '../mock-ask-ai/server';

test.use({baseURL: ASK_AI_SITE, configuredOrigins: [MOCK]});

const HOST = new URL(MOCK).host;
const LANGUAGE = {en: 'English (en)', de: 'Deutsch (de)', 'zh-Hant': '繁體中文 (zh-Hant)'} as const;
type Locale = keyof typeof LANGUAGE;

const TEXT = {
  en: {
    send: `Send to ${HOST}`,
    device: 'Answer on this device',
    stopped: 'You stopped this answer.',
    sentTo: `Your questions are sent to ${HOST}`,
    onDevice: 'Answers are put together on this device',
  },
  de: {
    send: `An ${HOST} senden`,
    device: 'Auf diesem Gerät beantworten',
    stopped: 'Sie haben diese Antwort angehalten.',
    sentTo: `Ihre Fragen werden an ${HOST} gesendet`,
    onDevice: 'Die Antworten werden auf diesem Gerät',
  },
  'zh-Hant': {
    send: `傳送到 ${HOST}`,
    device: '在這台裝置上回答',
    stopped: '您已停止這則回答。',
    sentTo: `你的問題會傳送到 ${HOST}`,
    onDevice: '回答是在這台裝置上',
  },
} as const;

/** The mock answers `question` this way (default: a quick stream). */
async function script(page: Page, question: string, mode: MockMode): Promise<void> {
  const response = await page.request.post(`${MOCK}/__script`, {data: {question, mode}});
  expect(response.status()).toBe(204);
}

async function requestsFor(page: Page, question: string): Promise<MockRequest[]> {
  const all = (await (await page.request.get(`${MOCK}/__requests`)).json()) as MockRequest[];
  return all.filter((r) => r.question === question);
}

/** The visitor agreed before: no consent step. */
async function agreed(page: Page, writer: 'endpoint' | 'device' = 'endpoint'): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('ask-ai-writer', value), writer);
}

/** Records what happens to the live region: nodes added, and any text changed or node removed. */
async function watchLiveRegion(page: Page): Promise<void> {
  await page.locator('[data-testid="ask-ai-live"]').evaluate((region) => {
    const log = {added: [] as string[], changed: 0, removed: 0};
    (window as unknown as {liveLog: typeof log}).liveLog = log;
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'characterData') log.changed++;
        log.removed += record.removedNodes.length;
        for (const node of record.addedNodes) log.added.push(node.textContent ?? '');
      }
    }).observe(region, {childList: true, subtree: true, characterData: true});
  });
}

const QUESTIONS = {
  en: {
    stream: 'how do I fold the stroller',
    followUp: 'and how do I unfold it?',
    stop: 'Go Bike saddle height',
    device: 'how do I charge the electric scooter battery',
  },
  de: {stream: 'Kinderwagen zusammenklappen', followUp: 'Feststellbremse', stop: 'Sattelhöhe Go Bike einstellen', device: 'Akku des E-Scooters laden'},
  'zh-Hant': {stream: '嬰兒推車怎麼收合', followUp: '那要怎麼展開？', stop: 'Go Bike 座墊高度', device: '電動滑板車電池怎麼充電'},
} as const;

/** A follow-up the endpoint fails on, for the accessibility check of the fallback. */
const FAILING_FOLLOW_UP = {en: 'where is my order', de: 'wo ist meine Bestellung', 'zh-Hant': '我的訂單在哪裡'} as const;

const FAILURES = {
  en: [
    ['how long is the warranty', 'status', 'The answer service returned an error (503).'],
    ['stroller parking brake', 'malformed', 'The answer service sent a reply that could not be read.'],
    ['how do I get spare parts', 'network', 'The answer service could not be reached.'],
    ['how do I clean the Flow 125', 'timeout', 'The answer service did not reply in time.'],
  ],
  de: [
    ['wie lange gilt die Garantie', 'status', 'Der Antwortdienst hat einen Fehler gemeldet (503).'],
    ['Feststellbremse Kinderwagen', 'malformed', 'Die Antwort des Antwortdienstes war nicht lesbar.'],
    ['wie bekomme ich Ersatzteile', 'network', 'Der Antwortdienst ist nicht erreichbar.'],
    ['Flow 125 reinigen', 'timeout', 'Der Antwortdienst hat nicht rechtzeitig geantwortet.'],
  ],
  'zh-Hant': [
    ['保固多久', 'status', '回答服務傳回錯誤（503）。'],
    ['嬰兒推車的駐車煞車', 'malformed', '無法讀取回答服務傳回的內容。'],
    ['如何取得替換零件', 'network', '無法連線到回答服務。'],
    ['Flow 125 怎麼清潔', 'timeout', '回答服務沒有及時回應。'],
  ],
} as const;

for (const locale of ['en', 'de', 'zh-Hant'] as const satisfies readonly Locale[]) {
  test.describe(locale, () => {
    test('nothing leaves the device before the visitor agrees; then the reply streams with the retrieved sources only', async ({page}) => {
      const sent: string[] = [];
      page.on('request', (request) => request.url().startsWith(MOCK) && sent.push(request.url()));
      const {stream: question, followUp} = QUESTIONS[locale];
      await script(page, question, 'slow');
      await ask(page, locale, question);
      // Told before anything is sent, and the choice is where the keyboard is.
      const consent = screen(page).getByRole('group');
      await expect(consent).toContainText(HOST);
      await expect(consent.getByRole('button', {name: TEXT[locale].send})).toBeFocused();
      await page.waitForTimeout(300);
      expect(sent).toEqual([]);
      await watchLiveRegion(page);
      await page.keyboard.press('Enter');
      // Streaming: part of the reply shows while the answer is still busy.
      const answer = exchanges(page).first().locator('.DocSearch-AskAiScreen-Message--assistant');
      await expect(answer).toHaveAttribute('aria-busy', 'true');
      await expect(answer.locator('li').first()).toBeVisible();
      await expect(answer).toHaveAttribute('aria-busy', 'false', {timeout: 15_000});
      await expect(firstSource(page, 1)).toBeVisible();
      // The mock cites passages 1 and 2 and a passage 9 it was never sent: only the retrieved ones are shown.
      const cites = answer.locator('.DocSearch-AskAiScreen-MessageContent li a');
      expect(await cites.allTextContents()).toEqual(['[1]', '[2]']);
      const sources = answer.locator('.DocSearch-AskAiScreen-RelatedSources a');
      const count = await sources.count();
      expect(count).toBeGreaterThanOrEqual(2);
      expect(count).toBeLessThanOrEqual(3);
      expect(await cites.first().getAttribute('href')).toBe(await sources.first().getAttribute('href'));
      await expect(screen(page)).toContainText(TEXT[locale].sentTo);
      // What was sent: the question, the model, the proxy header, the rules in the visitor's language.
      const [request] = await requestsFor(page, question);
      expect(request).toMatchObject({model: 'mock-model', stream: true});
      expect(request!.headers['x-proxy-key']).toBe('e2e-key');
      expect(request!.messages[0]!.content).toContain(`Write in ${LANGUAGE[locale]}`);
      // Announced once per line, each line as it completed, nothing re-read.
      const lines = await answer
        .locator('.DocSearch-AskAiScreen-MessageContent li')
        .evaluateAll((items) => items.map((li) => li.firstChild?.textContent?.trim()));
      const log = await page.evaluate(() => (window as unknown as {liveLog: {added: string[]; changed: number; removed: number}}).liveLog);
      expect(log.added).toEqual(lines);
      expect(log.changed + log.removed).toBe(0);
      // A follow-up goes without asking again, with the conversation so far.
      const input = bar(page).locator('input');
      await input.fill(followUp);
      await input.press('Enter');
      await expect(firstSource(page, 2)).toBeVisible({timeout: 15_000});
      const [next] = await requestsFor(page, followUp);
      expect(next!.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
      expect(next!.messages[1]!.content).toBe(question);
    });

    test.describe('accessibility', () => {
      test.use({expectedErrors: [/status of 503/]});
      test('consent, streamed reply and fallback have no axe violations in light and dark mode', async ({page}) => {
        test.setTimeout(90_000);
        await script(page, FAILING_FOLLOW_UP[locale], 'status');
        const found: Record<string, unknown[]> = {};
        for (const mode of ['light', 'dark'] as const) {
          if (mode === 'dark') {
            await page.keyboard.press('Escape');
            await page.evaluate(() => localStorage.removeItem('ask-ai-writer'));
            await switchToDark(page);
          }
          await ask(page, locale, QUESTIONS[locale].stream);
          await expect(screen(page).getByRole('group')).toBeVisible();
          found[`${mode}: consent`] = await violations(page);
          await page.keyboard.press('Enter');
          await expect(firstSource(page, 1)).toBeVisible({timeout: 15_000});
          found[`${mode}: reply`] = await violations(page);
          const input = bar(page).locator('input');
          await input.fill(FAILING_FOLLOW_UP[locale]);
          await input.press('Enter');
          await expect(exchanges(page).nth(1).getByRole('note')).toBeVisible();
          found[`${mode}: fallback`] = await violations(page);
        }
        expect(found, 'axe violations (WCAG 2.2 A/AA)').toEqual(Object.fromEntries(Object.keys(found).map((k) => [k, []])));
      });
    });

    test.describe('when the endpoint fails', () => {
      // The browser reports the failed requests in the console; the page does not.
      test.use({expectedErrors: [/status of 503|net::ERR_/]});
      test('errors, malformed streams and time-outs fall back to the answer from the device, saying why', async ({page}) => {
        await agreed(page);
        for (const [question, mode, message] of FAILURES[locale]) {
          await script(page, question, mode);
          await ask(page, locale, question);
          const answer = exchanges(page).first();
          await expect(answer.getByRole('note')).toContainText(message, {timeout: 10_000});
          await expect(answer.locator('.DocSearch-AskAiScreen-MessageContent li').first()).toBeVisible();
          await expect(firstSource(page, 1)).toBeVisible();
          await expect(answer.getByRole('button')).toHaveCount(3);
          expect(await requestsFor(page, question)).toHaveLength(1);
        }
      });
    });

    test('Stop ends the reply where it is, and a new conversation starts empty', async ({page}) => {
      await agreed(page);
      const question = QUESTIONS[locale].stop;
      await script(page, question, 'slow');
      await ask(page, locale, question);
      const answer = exchanges(page).first();
      await expect(answer.locator('li').first()).toBeVisible();
      const stop = bar(page).getByRole('button').last();
      await stop.click();
      await expect(answer).toContainText(TEXT[locale].stopped);
      const partial = await answer.locator('li').allTextContents();
      expect(partial.length).toBeGreaterThan(0);
      await page.waitForTimeout(700);
      expect(await answer.locator('li').allTextContents()).toEqual(partial);
      await expect(answer.locator('.DocSearch-AskAiScreen-RelatedSources')).toHaveCount(0);
      const newConversation = bar(page).getByRole('button').last();
      await expect(newConversation).toBeEnabled();
      await newConversation.click();
      await expect(exchanges(page)).toHaveCount(0);
    });

    test('"Answer on this device" sends nothing, and says so', async ({page}) => {
      const sent: string[] = [];
      page.on('request', (request) => request.url().startsWith(MOCK) && sent.push(request.url()));
      const question = QUESTIONS[locale].device;
      await ask(page, locale, question);
      await screen(page).getByRole('button', {name: TEXT[locale].device}).click();
      await expect(firstSource(page, 1)).toBeVisible();
      await expect(screen(page)).toContainText(TEXT[locale].onDevice);
      // The next question is answered on the device too, without asking again.
      const input = bar(page).locator('input');
      await input.fill(question);
      await input.press('Enter');
      await expect(firstSource(page, 2)).toBeVisible();
      expect(sent).toEqual([]);
    });
  });
}
