/**
 * Scores ranked search results against a query set: recall@1, recall@5 and MRR over
 * distinct pages (several rows of one page count as that page once, as the search box
 * groups them), and the number of queries with no result at all.
 */
import fs from 'node:fs';
import path from 'node:path';
import {localePrefix} from '../../src/config/locales';
import type {LocaleId} from '../../src/sections/types';

export interface Query {
  q: string;
  expect: string[];
  kind: string;
  split?: 'tune' | 'holdout';
}

export interface Scores {
  n: number;
  recall1: number;
  recall5: number;
  mrr: number;
  empty: number;
  misses: {q: string; got: string[]; expect: string[]}[];
  /** Queries whose first page is not an expected one (for tuning ranking). */
  notFirst: {q: string; got: string[]; expect: string[]}[];
}

/** Route of a result address without origin, locale prefix, query, hash or trailing slash. */
export function routeOf(url: string, locale: LocaleId): string {
  const u = new URL(url, 'http://x');
  let p = decodeURIComponent(u.pathname).replace(/\/$/, '');
  const prefix = localePrefix(locale);
  if (prefix && (p === prefix || p.startsWith(`${prefix}/`))) p = p.slice(prefix.length);
  return p || '/';
}

/** Distinct routes in order of first appearance. */
export function distinct(routes: string[]): string[] {
  return [...new Set(routes)];
}

export function scoreRanked(rows: {query: Query; got: string[]}[], locale: LocaleId = 'ko'): Scores {
  let r1 = 0;
  let r5 = 0;
  let rr = 0;
  let empty = 0;
  const misses: Scores['misses'] = [];
  const notFirst: Scores['notFirst'] = [];
  for (const {query, got} of rows) {
    const pages = distinct(got.map((g) => routeOf(g, locale)));
    if (pages.length === 0) empty++;
    const rank = pages.findIndex((g) => query.expect.includes(g));
    if (rank === 0) r1++;
    if (rank >= 0 && rank < 5) r5++;
    if (rank >= 0) rr += 1 / (rank + 1);
    if (rank < 0 || rank >= 5) misses.push({q: query.q, got: pages, expect: query.expect});
    if (rank !== 0) notFirst.push({q: query.q, got: pages, expect: query.expect});
  }
  const n = rows.length || 1;
  return {n: rows.length, recall1: r1 / n, recall5: r5 / n, mrr: rr / n, empty, misses, notFirst};
}

/** The base evaluation set (tests/search/queries.json), every locale. */
export function loadQueries(root: string): Record<LocaleId, Query[]> {
  return JSON.parse(fs.readFileSync(path.join(root, 'tests/search/queries.json'), 'utf8')) as Record<LocaleId, Query[]>;
}

/** The readers' query set (tests/search/queries-readers.json) for one locale. */
export function loadReaderQueries(root: string, locale: LocaleId): Query[] {
  const all = JSON.parse(fs.readFileSync(path.join(root, 'tests/search/queries-readers.json'), 'utf8')) as Partial<
    Record<LocaleId, Query[]>
  >;
  return all[locale] ?? [];
}
