/**
 * Drives the site's real search box (the navbar input) as a reader does, for the search
 * quality test and the search benchmark. The dropdown's options carry no links, so a
 * result's address is read by choosing it (Enter) and noting where the page goes.
 */
import type {Page} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import {localePrefix} from '../../src/config/locales';
import type {LocaleId} from '../../src/sections/types';

export interface Query {
  q: string;
  expect: string[];
  kind: string;
}
export type Locale = LocaleId;
export const PREFIX: Record<Locale, string> = {ko: localePrefix('ko'), en: localePrefix('en'), ja: localePrefix('ja')};
export const PLACEHOLDER: Record<Locale, string> = {ko: '검색', en: 'Search', ja: '検索'};

export function loadQueries(root: string): Record<Locale, Query[]> {
  return JSON.parse(fs.readFileSync(path.join(root, 'tests/search/queries.json'), 'utf8')) as Record<Locale, Query[]>;
}

/** Route of a result address without locale prefix, query, hash or trailing slash. */
export function normalizeRoute(url: string, locale: Locale): string {
  const u = new URL(url);
  let p = decodeURIComponent(u.pathname).replace(/\/$/, '');
  if (PREFIX[locale] && p.startsWith(PREFIX[locale])) p = p.slice(PREFIX[locale].length);
  return p || '/';
}

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
  return {count: Math.min(await page.locator(OPTION).count(), 8), ms};
}

/** Returns to the start page in the same document, so the loaded index stays warm. */
async function back(page: Page, start: string): Promise<void> {
  if (page.url() === start) return;
  await page.goBack({waitUntil: 'commit'}).catch(() => undefined);
  if (page.url() !== start) await page.goto(start);
}

/**
 * The first `k` result routes for a query. With `stopAt`, stops as soon as one of those
 * routes comes up (enough for recall@k).
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
  const n = Math.min(k, (await typeQuery(page, locale, q)).count);
  for (let i = 0; i < n; i++) {
    if (i > 0 && (await typeQuery(page, locale, q)).count <= i) break;
    for (let j = 0; j < i; j++) await page.keyboard.press('ArrowDown');
    const before = page.url();
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.toString() !== before, {timeout: 10_000}).catch(() => undefined);
    const route = normalizeRoute(page.url(), locale);
    out.push(route);
    if (stopAt.includes(route)) break;
    await back(page, start);
  }
  await back(page, start);
  return out;
}

export interface Scores {
  n: number;
  recall1: number;
  recall5: number;
  mrr: number;
  misses: {q: string; got: string[]; expect: string[]}[];
}

export function score(rows: {query: Query; got: string[]}[]): Scores {
  let r1 = 0;
  let r5 = 0;
  let rr = 0;
  const misses: Scores['misses'] = [];
  for (const {query, got} of rows) {
    const rank = got.findIndex((g) => query.expect.includes(g));
    if (rank === 0) r1++;
    if (rank >= 0 && rank < 5) r5++;
    if (rank >= 0) rr += 1 / (rank + 1);
    else misses.push({q: query.q, got, expect: query.expect});
  }
  const n = rows.length || 1;
  return {n: rows.length, recall1: r1 / n, recall5: r5 / n, mrr: rr / n, misses};
}
