/**
 * Offline search evaluation: runs the search worker's code (src/search/engine.ts over the
 * index parts, tests/lib/search-node.ts) in Node over a built site and scores a query set,
 * without a browser. For tuning on the `tune` half.
 *
 *   npm run bench:search-offline -- [--build build] [--locale ko] [--split tune] [--misses]
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import {localePrefix} from '../src/config/locales';
import {scoreRanked, loadReaderQueries, loadQueries} from '../tests/lib/search-scoring';
import {openBuilt} from '../tests/lib/search-node';
import type {LocaleId} from '../src/sections/types';

const ROOT = path.resolve(import.meta.dirname, '..');
const {values} = parseArgs({
  options: {
    build: {type: 'string', default: 'build'},
    locale: {type: 'string', default: 'ko'},
    split: {type: 'string', default: 'tune'},
    misses: {type: 'boolean', default: false},
    query: {type: 'string'},
    limit: {type: 'string', default: '8'},
    grep: {type: 'string'},
    set: {type: 'string', default: 'readers'},
    top1: {type: 'boolean', default: false},
  },
});
const locale = values.locale as LocaleId;

const dir = path.join(ROOT, values.build!, localePrefix(locale));
const engine = await openBuilt(dir);
if (values.query) {
  const out = await engine.search(values.query, Number(values.limit));
  console.log(JSON.stringify({partial: out.partial, missing: out.missing}));
  for (const [i, r] of out.results.entries())
    if (!values.grep || decodeURIComponent(r.document.u).includes(values.grep))
      console.log(
        i,
        r.score.toFixed(3),
        r.coverage.toFixed(2),
        r.type,
        r.document.u + (r.document.h ?? ''),
        r.document.t.slice(0, 50),
      );
} else {
  const queries =
    values.set === 'base'
      ? loadQueries(ROOT)[locale]
      : loadReaderQueries(ROOT, locale).filter((q) => values.split === 'all' || q.split === values.split);
  const t0 = performance.now();
  const rows = [];
  for (const query of queries)
    rows.push({query, got: (await engine.search(query.q, 8)).results.map((r) => r.document.u)});
  const ms = (performance.now() - t0) / Math.max(1, queries.length);
  const s = scoreRanked(rows, locale);
  console.log(
    `${locale} ${values.set === 'base' ? 'base set' : values.split}: n=${s.n} recall@1 ${s.recall1.toFixed(3)} recall@5 ${s.recall5.toFixed(3)} MRR ${s.mrr.toFixed(3)} empty ${s.empty} (${ms.toFixed(1)} ms/query)`,
  );
  if (values.misses && values.split !== 'holdout')
    for (const m of values.top1 ? s.notFirst : s.misses)
      console.log(`  MISS ${m.q}\n    expect ${m.expect.join(' ')}\n    got ${m.got.slice(0, 5).join(' ')}`);
}
