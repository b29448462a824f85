/**
 * Offline search evaluation: runs the search box's engine (src/search/engine.ts) in Node over
 * a built site's indexes and scores the readers' query set, without a browser. For tuning on
 * the `tune` half; the browser benchmark (bench/search.mts) gives the reported figures.
 *
 *   npm run bench:search-offline -- [--build build] [--locale ko] [--split tune] [--misses]
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {parseArgs} from 'node:util';
import {loadIndexes as wrap, search, type Lunr, type WrappedIndex} from '../src/search/engine';
import {localePrefix} from '../src/config/locales';
import {scoreRanked, loadReaderQueries, loadQueries} from '../tests/lib/search-scoring';
import type {LocaleId} from '../src/sections/types';

const require = createRequire(import.meta.url);
const lunr = require('lunr');
require('lunr-languages/lunr.stemmer.support')(lunr);
require('lunr-languages/lunr.shield')(lunr);

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

export function loadIndexes(dir: string, context = ''): WrappedIndex[] {
  const name = fs
    .readdirSync(dir)
    .find((f) =>
      new RegExp(`^search-index${context ? `-${context.replace(/\//g, '-')}` : ''}-[0-9a-f]{8}\\.json$`).test(f),
    );
  if (!name) throw new Error(`no search index for "${context}" in ${dir}`);
  return wrap(lunr as Lunr, JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')));
}

const dir = path.join(ROOT, values.build!, localePrefix(locale));
const indexes = loadIndexes(dir);
if (values.query) {
  const out = search(lunr as Lunr, indexes, values.query, Number(values.limit));
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
  const rows = queries.map((query) => ({
    query,
    got: search(lunr as Lunr, indexes, query.q, 8).results.map((r) => r.document.u),
  }));
  const ms = (performance.now() - t0) / Math.max(1, queries.length);
  const s = scoreRanked(rows, locale);
  console.log(
    `${locale} ${values.set === 'base' ? 'base set' : values.split}: n=${s.n} recall@1 ${s.recall1.toFixed(3)} recall@5 ${s.recall5.toFixed(3)} MRR ${s.mrr.toFixed(3)} empty ${s.empty} (${ms.toFixed(1)} ms/query)`,
  );
  if (values.misses && values.split !== 'holdout')
    for (const m of values.top1 ? s.notFirst : s.misses)
      console.log(`  MISS ${m.q}\n    expect ${m.expect.join(' ')}\n    got ${m.got.slice(0, 5).join(' ')}`);
}
