import fs from 'node:fs';
import path from 'node:path';
import {test as base, expect, type Page} from '@playwright/test';

export const LOCALES = ['en', 'de', 'es', 'it', 'fr', 'nl', 'zh-Hant'] as const;
export type Locale = (typeof LOCALES)[number];

/**
 * A search hit of the modal. DocSearch puts its "Ask AI" entry first (and
 * active): it is an item of the list, not a hit.
 */
export const HIT = '.DocSearch-Hit:not(:has(.DocSearch-Hit--AskAI))';

export function localePath(locale: Locale, path: string): string {
  return locale === 'en' ? path : `/${locale}${path}`;
}

/** The site's own text for a key of code.json in a locale (English is the source's default, given here). */
export function message(locale: Locale, key: string, english: string): string {
  if (locale === 'en') return english;
  const messages = JSON.parse(fs.readFileSync(path.join('i18n', locale, 'code.json'), 'utf8')) as Record<string, {message: string}>;
  return messages[key]!.message;
}

/** Waits until React has hydrated the page, so clicks reach handlers. */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
}

/**
 * Every test fails on a console error or on a request that leaves the
 * local server: the site must work offline and call no third party but
 * those its build was configured with.
 */
export const test = base.extend<{guard: void; expectedErrors: readonly RegExp[]; configuredOrigins: readonly string[]}>({
  /** Console errors a test provokes on purpose (e.g. a page crash). */
  expectedErrors: [[], {option: true}],
  /** Origins the build under test was configured to call (Ask AI's endpoint). */
  configuredOrigins: [[], {option: true}],
  guard: [
    async ({page, baseURL, expectedErrors, configuredOrigins}, use) => {
      const origin = new URL(baseURL!).origin;
      const errors: string[] = [];
      const foreign: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await page.route('**/*', (route) => {
        const url = route.request().url();
        if ([origin, ...configuredOrigins].some((o) => url.startsWith(o)) || url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
        foreign.push(url);
        return route.abort();
      });
      await use();
      expect(foreign, 'requests that left the local server').toEqual([]);
      const allowed = [/Failed to load resource: the server responded with a status of 404/, ...expectedErrors];
      expect(
        errors.filter((e) => !allowed.some((re) => re.test(e))),
        'console errors',
      ).toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};
