/**
 * Drives the site's real search box (the navbar input) as a reader does, for the search
 * quality test and the search benchmark. The dropdown's options carry no links, so a
 * result's address is read by choosing it (Enter) and noting where the page goes.
 */
import type {Page} from '@playwright/test';
import {localePrefix} from '../../src/config/locales';
import type {LocaleId} from '../../src/sections/types';
import {routeOf} from './search-scoring';

export {loadQueries, loadReaderQueries, scoreRanked, type Query, type Scores} from './search-scoring';
export type Locale = LocaleId;
export const PREFIX: Record<Locale, string> = {ko: localePrefix('ko'), en: localePrefix('en'), ja: localePrefix('ja')};
export const PLACEHOLDER: Record<Locale, string> = {ko: '검색', en: 'Search', ja: '検索'};

const OPTION = '[role="listbox"] [role="option"]';

/**
 * Types the query into the search box; resolves with the number of options shown and the
 * milliseconds from the keystroke to the first option.
 */
export async function typeQuery(
  page: Page,
  locale: Locale,
  q: string,
  timeout = 15_000,
): Promise<{count: number; ms: number}> {
  const box = page.getByPlaceholder(PLACEHOLDER[locale], {exact: true});
  await box.click();
  await box.fill('');
  // Never read the previous query's options as this one's.
  await page
    .locator(OPTION)
    .first()
    .waitFor({state: 'hidden', timeout: 2_000})
    .catch(() => undefined);
  const t0 = Date.now();
  await box.fill(q);
  try {
    await page.locator(OPTION).first().waitFor({state: 'visible', timeout});
  } catch {
    return {count: 0, ms: Date.now() - t0};
  }
  const ms = Date.now() - t0;
  // Results for earlier keystrokes may still be replaced; let the list settle.
  await page.waitForTimeout(60);
  return {count: await page.locator(OPTION).count(), ms};
}

/** Returns to the start page in the same document, so the loaded index stays warm. */
async function back(page: Page, start: string): Promise<void> {
  if (page.url() === start) return;
  await page.goBack({waitUntil: 'commit'}).catch(() => undefined);
  if (page.url() !== start) await page.goto(start);
}

/**
 * The first `k` distinct pages a query's results lead to (several rows of one page count
 * once, as the box groups them). With `stopAt`, stops as soon as one of those routes comes up.
 */
export async function topResults(
  page: Page,
  base: string,
  locale: Locale,
  q: string,
  k = 5,
  stopAt: string[] = [],
): Promise<string[]> {
  const start = `${base}${PREFIX[locale]}/`;
  const out: string[] = [];
  let count = (await typeQuery(page, locale, q)).count;
  for (let i = 0; i < count && out.length < k; i++) {
    if (i > 0) count = (await typeQuery(page, locale, q)).count;
    if (count <= i) break;
    for (let j = 0; j < i; j++) await page.keyboard.press('ArrowDown');
    const before = page.url();
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.toString() !== before, {timeout: 10_000}).catch(() => undefined);
    const route = routeOf(page.url(), locale);
    if (!out.includes(route)) out.push(route);
    if (stopAt.includes(route)) break;
    await back(page, start);
  }
  await back(page, start);
  return out;
}
