/** Helpers of the Ask-AI browser tests (local and endpoint modes). */
import type {Page} from '@playwright/test';
import {expect, gotoHydrated, localePath, type Locale} from './fixtures';

export const screen = (page: Page) => page.locator('.DocSearch-AskAiScreen');
export const exchanges = (page: Page) => screen(page).locator('.DocSearch-AskAiScreen-Response-Container');
/** The conversation's own bar: back, the follow-up input, stop or new conversation. */
export const bar = (page: Page) => page.locator('.DocSearch-Modal[data-ask-ai] .DocSearch-SearchBar:visible');
/** The first source of the `n`th answer (1-based). */
export const firstSource = (page: Page, n: number) =>
  exchanges(page)
    .nth(n - 1)
    .locator('.DocSearch-AskAiScreen-RelatedSources a')
    .first();
/** The answer lines of the `n`th answer. */
export const answerLines = (page: Page, n: number) =>
  exchanges(page)
    .nth(n - 1)
    .locator('.DocSearch-AskAiScreen-MessageContent li');

/** Opens the modal on the locale's home page. */
export async function openModal(page: Page, locale: Locale): Promise<void> {
  await gotoHydrated(page, localePath(locale, '/'));
  await page.locator('.DocSearch-Button').click();
  await expect(page.locator('input.DocSearch-Input')).toBeFocused();
}

/** Types a question in the modal and chooses DocSearch's "Ask AI" entry. */
export async function ask(page: Page, locale: Locale, question: string): Promise<void> {
  await openModal(page, locale);
  await page.locator('input.DocSearch-Input').fill(question);
  await page.locator('.DocSearch-Hit--AskAI').first().click();
  await expect(screen(page)).toBeVisible();
}
