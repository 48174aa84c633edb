/** axe (WCAG 2.2 A/AA) checks shared by the browser tests. */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {expect} from './fixtures';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: every rule axe has for them. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

export async function violations(page: Page, isException?: (rule: string, target: string) => boolean): Promise<unknown[]> {
  const results = await new AxeBuilder({page}).withTags(WCAG_TAGS).analyze();
  return results.violations
    .map((v) => ({...v, nodes: v.nodes.filter((n) => !isException?.(v.id, n.target.join(' ')))}))
    .filter((v) => v.nodes.length > 0)
    .map((v) => ({
      rule: v.id,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`),
    }));
}

/** Clicks the navbar's colour mode toggle, as a visitor does. */
export async function switchToDark(page: Page): Promise<void> {
  await page
    .locator('.navbar button[title]')
    .filter({has: page.locator('svg')})
    .last()
    .click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // Colours fade between modes: check the colours a visitor ends up with, not a frame mid-transition.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

/** Checks the page in the state `open` brings it to, in light mode and again in dark mode. */
export async function expectNoViolationsInBothModes(page: Page, open?: () => Promise<void>, close?: () => Promise<void>): Promise<void> {
  await open?.();
  const light = await violations(page);
  await close?.();
  await switchToDark(page);
  await open?.();
  const dark = await violations(page);
  expect({light, dark}, 'axe violations (WCAG 2.2 A/AA)').toEqual({light: [], dark: []});
}
