import {test, expect} from './fixtures';
import {loadQueries, score, topResults, PREFIX, type Locale} from '../lib/search-harness';
import thresholds from '../search/thresholds.json';

// Guards search quality: recall@5 of the evaluation set, typed into the real search box.
const queries = loadQueries(process.cwd());

for (const locale of Object.keys(thresholds) as Locale[]) {
  test(`${locale}: recall@5 stays at or above ${thresholds[locale]}`, async ({page, baseURL}) => {
    test.setTimeout(240_000);
    await page.goto(`${PREFIX[locale]}/`);
    const rows = [];
    for (const query of queries[locale])
      rows.push({query, got: await topResults(page, baseURL!, locale, query.q, 5, query.expect)});
    const s = score(rows);
    console.log(`${locale}: recall@5 ${s.recall5.toFixed(3)} over ${s.n} queries; misses: ${JSON.stringify(s.misses)}`);
    expect(s.recall5).toBeGreaterThanOrEqual(thresholds[locale]);
  });
}
