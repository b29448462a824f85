/**
 * Search benchmark: builds the site with the plugin's default analyzer and with ours,
 * serves each with the shipped nginx config, types the evaluation set into the real search
 * box in Debian's Chromium, and prints recall@1, recall@5, MRR, index bytes per context,
 * cold first-results time and warm query latency per locale.
 *
 *   npm run bench:search                      # builds both variants (about 5 min), then measures
 *   npm run bench:search -- --skip-build      # reuse .bench/build-*
 *   npm run bench:search -- --locales ko
 */
import {execFileSync, spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import zlib from 'node:zlib';
import {chromium, type Page} from '@playwright/test';
import {CHROMIUM_ARGS} from '../playwright.config';
import {loadQueries, score, topResults, typeQuery, PREFIX, PLACEHOLDER, type Locale} from '../tests/lib/search-harness';

const ROOT = path.resolve(import.meta.dirname, '..');
const {values} = parseArgs({
  options: {
    'skip-build': {type: 'boolean', default: false},
    locales: {type: 'string', default: 'ko,en,ja'},
  },
});
const locales = values.locales!.split(',') as Locale[];
const VARIANTS: {name: string; env: Record<string, string>; dir: string; port: number}[] = [
  {name: 'plugin default', env: {SEARCH_ANALYZER: 'default'}, dir: '.bench/build-default', port: 4301},
  {name: 'shield analyzer', env: {}, dir: '.bench/build-shield', port: 4302},
];

function build(dir: string, env: Record<string, string>): void {
  console.log(`building ${dir} …`);
  execFileSync('npx', ['docusaurus', 'build', '--out-dir', dir], {
    cwd: ROOT,
    env: {...process.env, ...env},
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

function serve(dir: string, port: number): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['scripts/serve-nginx.mjs', '--root', dir, '--port', String(port), '--ttl', '3600'],
    {cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit']},
  );
  return new Promise((resolve) => child.stdout!.once('data', () => resolve(child)));
}

function indexSizes(dir: string, locale: Locale): {context: string; raw: number; gzip: number}[] {
  const d = path.join(ROOT, dir, PREFIX[locale]);
  return fs
    .readdirSync(d)
    .map((f) => /^search-index(?:-(.+?))?-[0-9a-f]{8}\.json$/.exec(f))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => {
      const buf = fs.readFileSync(path.join(d, m[0]));
      return {context: m[1] ?? '(all products)', raw: buf.length, gzip: zlib.gzipSync(buf, {level: 9}).length};
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

async function main(): Promise<void> {
  if (!values['skip-build']) for (const v of VARIANTS) build(v.dir, v.env);
  const queries = loadQueries(ROOT);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const rows: string[][] = [];
  const sizes: string[][] = [];
  try {
    for (const v of VARIANTS) {
      const server = await serve(v.dir, v.port);
      const base = `http://127.0.0.1:${v.port}`;
      try {
        for (const locale of locales) {
          const cold: number[] = [];
          for (const q of queries[locale].slice(0, 3)) {
            const ctx = await browser.newContext();
            cold.push(await coldFirstResults(await ctx.newPage(), base, locale, q.q));
            await ctx.close();
          }
          const ctx = await browser.newContext();
          const page = await ctx.newPage();
          await page.goto(`${base}${PREFIX[locale]}/`);
          const warm: number[] = [];
          for (const q of queries[locale]) warm.push((await typeQuery(page, locale, q.q)).ms);
          const results = [];
          for (const query of queries[locale])
            results.push({query, got: await topResults(page, base, locale, query.q, 5, query.expect)});
          await ctx.close();
          const s = score(results);
          const idx = indexSizes(v.dir, locale);
          const all = idx.find((i) => i.context === '(all products)')!;
          const products = idx.filter((i) => i !== all);
          const largest = products.reduce((a, b) => (b.gzip > a.gzip ? b : a));
          rows.push([
            v.name,
            locale,
            String(s.n),
            s.recall1.toFixed(3),
            s.recall5.toFixed(3),
            s.mrr.toFixed(3),
            `${kb(all.raw)} / ${kb(all.gzip)}`,
            `${largest.context} ${kb(largest.gzip)}`,
            `${Math.round(pct(cold, 50))} ms`,
            `${Math.round(pct(warm, 50))} / ${Math.round(pct(warm, 95))} ms`,
          ]);
          for (const i of idx) sizes.push([v.name, locale, i.context, String(i.raw), String(i.gzip)]);
          if (s.misses.length) console.log(`${v.name} ${locale} misses:`, JSON.stringify(s.misses.map((m) => m.q)));
        }
      } finally {
        server.kill('SIGTERM');
      }
    }
  } finally {
    await browser.close();
  }
  const header = [
    'analyzer',
    'locale',
    'queries',
    'recall@1',
    'recall@5',
    'MRR',
    'all-products index raw/gzip',
    'largest product index (gzip)',
    'cold first results',
    'warm p50 / p95',
  ];
  console.log('\n| ' + header.join(' | ') + ' |\n|' + header.map(() => ' --- |').join(''));
  for (const r of rows) console.log('| ' + r.join(' | ') + ' |');
  console.log('\nIndex bytes per context (raw, gzip):');
  for (const s of sizes) console.log(s.join('\t'));
}

await main();
