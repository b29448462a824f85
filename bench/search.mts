/**
 * Search benchmark: builds the site twice in one run, with the plugin's own query handling
 * (before) and with the portal's engine (after, src/search/engine.ts), serves each with the
 * shipped nginx config, types the evaluation sets into the real search box in Debian's
 * Chromium, and prints recall@1, recall@5, MRR and empty answers for the readers' tuning and
 * held-out halves and the base set per locale, then index bytes per context (raw, gzip -9,
 * brotli as served) and first-results times.
 *
 *   npm run bench:search                      # builds both variants (about 10 min), then measures
 *   npm run bench:search -- --skip-build      # reuse .bench/build-*
 *   npm run bench:search -- --locales ko --sets readers
 */
import {execFileSync, spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import zlib from 'node:zlib';
import {chromium, type Page} from '@playwright/test';
import {CHROMIUM_ARGS} from '../playwright.config';
import {
  loadQueries,
  loadReaderQueries,
  scoreRanked,
  topResults,
  typeQuery,
  PREFIX,
  PLACEHOLDER,
  type Locale,
  type Query,
} from '../tests/lib/search-harness';

const ROOT = path.resolve(import.meta.dirname, '..');
const {values} = parseArgs({
  options: {
    'skip-build': {type: 'boolean', default: false},
    locales: {type: 'string', default: 'ko,en,ja'},
    sets: {type: 'string', default: 'readers,base'},
  },
});
const locales = values.locales!.split(',') as Locale[];
const sets = values.sets!.split(',');
const VARIANTS: {name: string; env: Record<string, string>; dir: string; port: number}[] = [
  {name: 'before (plugin query handling)', env: {SEARCH_ENGINE: 'plugin'}, dir: '.bench/build-plugin', port: 4301},
  {name: 'after (portal engine)', env: {}, dir: '.bench/build-portal', port: 4302},
];

function build(dir: string, env: Record<string, string>): void {
  console.log(`building ${dir} …`);
  execFileSync('npx', ['docusaurus', 'build', '--out-dir', dir], {
    cwd: ROOT,
    // The persistent bundler cache does not know the variant switch: each variant builds afresh.
    env: {...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: '1', ...env},
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

function serve(dir: string, port: number): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['scripts/serve-nginx.mjs', '--root', dir, '--port', String(port), '--ttl', '7200'],
    {cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit']},
  );
  return new Promise((resolve) => child.stdout!.once('data', () => resolve(child)));
}

function indexSizes(dir: string, locale: Locale): {context: string; raw: number; gzip: number; br: number}[] {
  const d = path.join(ROOT, dir, PREFIX[locale]);
  return fs
    .readdirSync(d)
    .map((f) => /^search-index(?:-(.+?))?-[0-9a-f]{8}\.json$/.exec(f))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => {
      const file = path.join(d, m[0]);
      const buf = fs.readFileSync(file);
      const served = (ext: string) => (fs.existsSync(`${file}.${ext}`) ? fs.statSync(`${file}.${ext}`).size : 0);
      return {
        context: m[1] ?? '(all products)',
        raw: buf.length,
        gzip: served('gz') || zlib.gzipSync(buf, {level: 9}).length,
        br: served('br'),
      };
    });
}

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;
const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;

async function coldFirstResults(page: Page, base: string, locale: Locale, q: string): Promise<number> {
  await page.goto(`${base}${PREFIX[locale]}/`);
  const box = page.getByPlaceholder(PLACEHOLDER[locale], {exact: true});
  const t0 = Date.now();
  await box.focus();
  await page.keyboard.type(q);
  await page.locator('[role="listbox"] [role="option"]').first().waitFor({state: 'visible', timeout: 60_000});
  return Date.now() - t0;
}

/** The query sets measured per locale: the readers' halves (Korean) and the base set. */
function querySets(locale: Locale): {name: string; queries: Query[]}[] {
  const out: {name: string; queries: Query[]}[] = [];
  const readers = loadReaderQueries(ROOT, locale);
  if (sets.includes('readers') && readers.length > 0)
    for (const split of ['tune', 'holdout'] as const)
      out.push({name: `readers ${split}`, queries: readers.filter((q) => q.split === split)});
  if (sets.includes('base')) out.push({name: 'base', queries: loadQueries(ROOT)[locale]});
  return out;
}

async function main(): Promise<void> {
  if (!values['skip-build']) for (const v of VARIANTS) build(v.dir, v.env);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const rows: string[][] = [];
  const timing: string[][] = [];
  try {
    for (const v of VARIANTS) {
      const server = await serve(v.dir, v.port);
      const base = `http://127.0.0.1:${v.port}`;
      try {
        for (const locale of locales) {
          const cold: number[] = [];
          for (const q of loadQueries(ROOT)[locale].slice(0, 3)) {
            const ctx = await browser.newContext();
            cold.push(await coldFirstResults(await ctx.newPage(), base, locale, q.q));
            await ctx.close();
          }
          const ctx = await browser.newContext();
          const page = await ctx.newPage();
          await page.goto(`${base}${PREFIX[locale]}/`);
          const warm: number[] = [];
          for (const {name, queries} of querySets(locale)) {
            for (const q of queries.slice(0, 40)) warm.push((await typeQuery(page, locale, q.q)).ms);
            const results = [];
            for (const query of queries)
              results.push({query, got: await topResults(page, base, locale, query.q, 5, query.expect)});
            const s = scoreRanked(results, locale);
            rows.push([
              v.name,
              locale,
              name,
              String(s.n),
              s.recall1.toFixed(3),
              s.recall5.toFixed(3),
              s.mrr.toFixed(3),
              String(s.empty),
            ]);
            // Held-out misses stay unread: printing them would invite tuning to them.
            if (!name.includes('holdout') && s.misses.length)
              console.log(`${v.name} ${locale} ${name} misses:`, JSON.stringify(s.misses.map((m) => m.q)));
          }
          await ctx.close();
          timing.push([
            v.name,
            locale,
            `${Math.round(pct(cold, 50))} ms`,
            `${Math.round(pct(warm, 50))} / ${Math.round(pct(warm, 95))} ms`,
          ]);
        }
      } finally {
        server.kill('SIGTERM');
      }
    }
  } finally {
    await browser.close();
  }
  const table = (header: string[], body: string[][]) => {
    console.log('\n| ' + header.join(' | ') + ' |\n|' + header.map(() => ' --- |').join(''));
    for (const r of body) console.log('| ' + r.join(' | ') + ' |');
  };
  table(['variant', 'locale', 'set', 'queries', 'recall@1', 'recall@5', 'MRR', 'empty'], rows);
  table(['variant', 'locale', 'cold first results', 'warm p50 / p95'], timing);
  const after = VARIANTS[VARIANTS.length - 1];
  const sizes = locales.flatMap((l) =>
    indexSizes(after.dir, l).map((i) => [l, i.context, kb(i.raw), kb(i.gzip), i.br ? kb(i.br) : '—']),
  );
  table(['locale', 'context', 'raw', 'gzip -9', 'brotli'], sizes);
}

await main();
