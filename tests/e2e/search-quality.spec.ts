import {test, expect} from './fixtures';
import {loadQueries, scoreRanked, topResults, PREFIX, type Locale} from '../lib/search-harness';
import {LOCALES} from '../../src/config/locales';

// A sample of the base evaluation set typed into the real search box in every locale: the
// box must show what the engine ranks. Every query of every set is scored in Node over the
// same index files by tests/build/search-quality.test.mts.
const SAMPLE = 8;
const all = loadQueries(process.cwd());

for (const locale of LOCALES as readonly Locale[])
  test(`${locale}: the search box finds the expected page in its top five for a sample of queries`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await page.goto(`${PREFIX[locale]}/`);
    const rows = [];
    for (const query of all[locale].slice(0, SAMPLE))
      rows.push({query, got: await topResults(page, baseURL!, locale, query.q, 5, query.expect)});
    const s = scoreRanked(rows, locale);
    expect(s.misses, `${locale} misses`).toEqual([]);
  });
