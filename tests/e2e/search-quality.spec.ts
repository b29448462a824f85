import {test, expect} from './fixtures';
import {loadQueries, score, topResults, PREFIX, type Locale} from '../lib/search-harness';
import thresholds from '../search/thresholds.json';
import fs from 'node:fs';
import path from 'node:path';
import {SECTIONS} from '../../src/sections/registry';
import {translationDirOf} from '../../src/sections/derive';

// Guards search quality: recall@5 of the evaluation set, typed into the real search box.
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

for (const locale of Object.keys(thresholds) as Locale[]) {
  test(`${locale}: recall@5 stays at or above ${thresholds[locale]}`, async ({page, baseURL}) => {
    test.setTimeout(240_000);
    await page.goto(`${PREFIX[locale]}/`);
    const rows = [];
    const queries = all[locale].filter((q) => q.expect.every((r) => translated(r, locale)));
    test.skip(queries.length === 0, `no ${locale} query targets a translated page yet`);
    for (const query of queries)
      rows.push({query, got: await topResults(page, baseURL!, locale, query.q, 5, query.expect)});
    const s = score(rows);
    console.log(`${locale}: recall@5 ${s.recall5.toFixed(3)} over ${s.n} queries; misses: ${JSON.stringify(s.misses)}`);
    expect(s.recall5).toBeGreaterThanOrEqual(thresholds[locale]);
  });
}
