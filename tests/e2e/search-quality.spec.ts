import {test, expect} from './fixtures';
import {loadQueries, loadReaderQueries, scoreRanked, topResults, PREFIX, type Locale} from '../lib/search-harness';
import thresholds from '../search/thresholds.json';
import fs from 'node:fs';
import path from 'node:path';
import {SECTIONS} from '../../src/sections/registry';
import {translationDirOf} from '../../src/sections/derive';

// Guards search quality through the real search box: recall@5 of the base evaluation set in
// every locale, and recall@5 and MRR of the readers' held-out half (never used for tuning).
const all = loadQueries(process.cwd());

/** Whether a route's page is translated in a locale: untranslated pages are noindex, so unsearchable. */
function translated(route: string, locale: Locale): boolean {
  if (locale === 'ko') return true;
  const [id, ...rest] = decodeURIComponent(route).replace(/^\//, '').split('/');
  const section = SECTIONS.find((x) => x.id === id);
  if (!section) return false;
  const base = path.join(process.cwd(), translationDirOf(section, locale), ...rest);
  return [`${base}.md`, `${base}.mdx`, path.join(base, 'index.md')].some((f) => fs.existsSync(f));
}

for (const locale of Object.keys(thresholds.base) as Locale[]) {
  const floor = thresholds.base[locale];
  test(`${locale}: recall@5 stays at or above ${floor}`, async ({page, baseURL}) => {
    test.setTimeout(300_000);
    await page.goto(`${PREFIX[locale]}/`);
    const rows = [];
    const queries = all[locale].filter((q) => q.expect.every((r) => translated(r, locale)));
    test.skip(queries.length === 0, `no ${locale} query targets a translated page yet`);
    for (const query of queries)
      rows.push({query, got: await topResults(page, baseURL!, locale, query.q, 5, query.expect)});
    const s = scoreRanked(rows, locale);
    console.log(`${locale}: recall@5 ${s.recall5.toFixed(3)} over ${s.n} queries; misses: ${JSON.stringify(s.misses)}`);
    expect(s.recall5).toBeGreaterThanOrEqual(floor);
  });
}

test(`readers' held-out queries: recall@5 ≥ ${thresholds.holdout.recall5}, MRR ≥ ${thresholds.holdout.mrr}, no empty answer`, async ({
  page,
  baseURL,
}) => {
  test.setTimeout(480_000);
  await page.goto('/');
  const queries = loadReaderQueries(process.cwd(), 'ko').filter((q) => q.split === 'holdout');
  expect(queries.length).toBeGreaterThanOrEqual(75);
  const rows = [];
  // Stopping at the first expected page is enough for recall@5 and MRR.
  for (const query of queries)
    rows.push({query, got: await topResults(page, baseURL!, 'ko', query.q, 5, query.expect)});
  const s = scoreRanked(rows, 'ko');
  // Figures only: the held-out misses must not be read for tuning (tests/search/README-queries.md).
  console.log(`ko holdout: recall@5 ${s.recall5.toFixed(3)}, MRR ${s.mrr.toFixed(3)}, empty ${s.empty}, n ${s.n}`);
  expect(s.empty).toBe(0);
  expect(s.recall5).toBeGreaterThanOrEqual(thresholds.holdout.recall5);
  expect(s.mrr).toBeGreaterThanOrEqual(thresholds.holdout.mrr);
});
