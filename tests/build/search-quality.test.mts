import assert from 'node:assert/strict';
import path from 'node:path';
import {before, describe, it} from 'node:test';
import {BUILD, LOCALES, PREFIX, requireBuild} from '../lib/build.mts';
import {ROOT} from '../lib/inventory.mts';
import {loadQueries, loadReaderQueries, scoreRanked, type Query} from '../lib/search-scoring.ts';
import {openBuilt} from '../lib/search-node.ts';
import thresholds from '../search/thresholds.json' with {type: 'json'};

/**
 * Search quality of the built indexes, through the search worker's own code in Node: the
 * base set per locale and the readers' held-out halves (never used for tuning). The browser
 * tests type a sample through the real box; this runs every query.
 */
describe('search quality', () => {
  before(requireBuild);

  for (const locale of LOCALES) {
    const rank = async (queries: Query[]) => {
      const engine = await openBuilt(path.join(BUILD, PREFIX[locale]));
      const rows = [];
      for (const query of queries)
        rows.push({query, got: (await engine.search(query.q, 8)).results.map((r) => r.document.u)});
      return rows;
    };

    it(`${locale}: the base set's recall@5 stays at or above ${thresholds.base[locale]}`, async () => {
      const queries = loadQueries(ROOT)[locale];
      const s = scoreRanked(await rank(queries), locale);
      console.log(`${locale} base: recall@5 ${s.recall5.toFixed(3)}, n ${s.n}`);
      assert.ok(s.recall5 >= thresholds.base[locale], `recall@5 ${s.recall5.toFixed(3)}: ${JSON.stringify(s.misses)}`);
    });

    const floor = thresholds.holdout[locale];
    it(`${locale}: readers' held-out half: recall@5 ≥ ${floor.recall5}, MRR ≥ ${floor.mrr}, no empty answer`, async () => {
      const queries = loadReaderQueries(ROOT, locale).filter((q) => q.split === 'holdout');
      assert.ok(queries.length >= 75, `only ${queries.length} held-out queries`);
      const s = scoreRanked(await rank(queries), locale);
      // Figures only: held-out misses must not be read for tuning (tests/search/README-queries.md).
      console.log(
        `${locale} holdout: recall@5 ${s.recall5.toFixed(3)}, MRR ${s.mrr.toFixed(3)}, empty ${s.empty}, n ${s.n}`,
      );
      assert.equal(s.empty, 0, 'a held-out query answered nothing');
      assert.ok(s.recall5 >= floor.recall5, `recall@5 ${s.recall5.toFixed(3)}`);
      assert.ok(s.mrr >= floor.mrr, `MRR ${s.mrr.toFixed(3)}`);
    });
  }
});
