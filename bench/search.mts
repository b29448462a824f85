/**
 * Search benchmark over a built site (`build/` by default):
 *
 * 1. Quality: every query set (readers' tuning and held-out halves, the base set) per locale,
 *    through the search worker's code in Node (tests/lib/search-node.ts): recall@1, recall@5,
 *    MRR, empty answers.
 * 2. Where the time goes, in Node, all-products context: head download and parse, term
 *    parts, ranking, page parts, rows (median over the base set's queries).
 * 3. First results in Debian's Chromium against the shipped nginx config (brotli), each
 *    measurement in a fresh browser context: the home page box (typed once the page has
 *    loaded, and typed at once, before hydration), the search page opened with ?q=, a
 *    product's box, and "search all documentation" from a product; at 1× and 4× CPU. Timed in
 *    the page's own clock: from the first keystroke (from navigation for the search page, from
 *    the click for the widening link) to the frame that shows the first result; beside it the
 *    slowest span as the driver saw it (its polling and its own work on the two cores added),
 *    which is what the browser tests' limits come from. Bytes are the search files sent (brotli,
 *    as sent, from the page's and the worker's resource timing) that began before that frame;
 *    typed at once also prints the time from navigation to that first keystroke.
 * 4. Index sizes per context: the head and the parts.
 *
 *   npm run bench:search                          # all of it, ko, en and ja
 *   npm run bench:search -- --root .bench/build-old --skip quality,breakdown   # another build
 *   npm run bench:search -- --locales ko --queries 2
 *   npm run bench:search -- --skip quality,breakdown,sizes --where "typed at once"   # one kind of place
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import type {Page} from '@playwright/test';
import {launchBrowser} from './lib/chromium.mts';
import {ROOT, onInterrupt, serveStatic} from './lib/serve.mts';
import {kb, printTable, type Cell} from './lib/table.mts';
import {
  loadQueries,
  loadReaderQueries,
  scoreRanked,
  PREFIX,
  PLACEHOLDER,
  type Locale,
} from '../tests/lib/search-harness';
import {LUNR, headFile, openBuilt} from '../tests/lib/search-node';
import {openShards} from '../src/search/shards';
import {pagesShown, rank, rows, termsFor} from '../src/search/engine';
import {HEAD_FILE} from '../src/search/files';

const {values} = parseArgs({
  options: {
    root: {type: 'string', default: 'build'},
    locales: {type: 'string', default: 'ko,en,ja'},
    queries: {type: 'string', default: '3'},
    skip: {type: 'string', default: ''},
    product: {type: 'string', default: 'shieldrm'},
    where: {type: 'string', default: ''},
  },
});
const root = path.resolve(ROOT, values.root!);
const locales = values.locales!.split(',') as Locale[];
const skip = new Set(values.skip!.split(',').filter(Boolean));
const OPTION = '[role="listbox"] [role="option"]';
const RESULT = 'main article h2 a, .main-wrapper article h2 a';
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function quality(): Promise<void> {
  const body: Cell[][] = [];
  for (const locale of locales) {
    const engine = await openBuilt(path.join(root, PREFIX[locale]));
    const readers = loadReaderQueries(ROOT, locale);
    const sets = [
      ...(['tune', 'holdout'] as const).map((split) => ({
        name: `readers ${split}`,
        queries: readers.filter((q) => q.split === split),
      })),
      {name: 'base', queries: loadQueries(ROOT)[locale]},
    ];
    for (const {name, queries} of sets) {
      if (queries.length === 0) continue;
      const got = [];
      for (const query of queries)
        got.push({query, got: (await engine.search(query.q, 8)).results.map((r) => r.document.u)});
      const s = scoreRanked(got, locale);
      body.push([locale, name, s.n, s.recall1.toFixed(3), s.recall5.toFixed(3), s.mrr.toFixed(3), s.empty]);
    }
  }
  printTable(
    'Quality (search worker code in Node)',
    ['locale', 'set', 'queries', 'recall@1', 'recall@5', 'MRR', 'empty'],
    body,
  );
}

/** Where a cold all-products query spends its time, without the network (files read from disk). */
async function breakdown(): Promise<void> {
  const body: Cell[][] = [];
  for (const locale of locales) {
    const dir = path.join(root, PREFIX[locale]);
    const phases: Record<string, number[]> = {head: [], terms: [], rank: [], pages: [], rows: [], bytes: []};
    for (const {q} of loadQueries(ROOT)[locale].slice(0, 20)) {
      let t = performance.now();
      const lap = (name: string) => {
        const now = performance.now();
        phases[name].push(now - t);
        t = now;
      };
      let bytes = 0;
      const read = async (file: string) => {
        const text = await fs.promises.readFile(path.join(dir, path.basename(file)), 'utf8');
        bytes += text.length;
        return JSON.parse(text) as unknown;
      };
      const ctx = await openShards(read, headFile(dir));
      lap('head');
      await ctx.loadTerms(termsFor(LUNR, ctx.indexes, q));
      lap('terms');
      const ranking = rank(LUNR, ctx.indexes, q);
      lap('rank');
      await ctx.loadPages(pagesShown(ranking, 8));
      lap('pages');
      rows(ranking, 8);
      lap('rows');
      phases.bytes.push(bytes);
    }
    body.push([
      locale,
      ...['head', 'terms', 'rank', 'pages', 'rows'].map((p) => median(phases[p]).toFixed(1)),
      kb(median(phases.bytes)),
    ]);
  }
  printTable(
    'Where a cold all-products query spends its time (Node, median of 20, ms; JSON read uncompressed)',
    ['locale', 'head: read + parse', 'term parts + vocabulary', 'rank', 'page parts', 'rows', 'JSON read'],
    body,
  );
}

interface Measure {
  /** In the page: from the first keystroke (or navigation, or the click) to the frame that shows the first result. */
  ms: number;
  /** The same span as the driver sees it: until Playwright has found the result visible. */
  seen: number;
  bytes: number;
  /** From navigation to the first keystroke, where the clock starts at the keystroke. */
  before?: number;
}

/**
 * Marks, in the page's own clock, the first trusted keystroke and click and the frame in which
 * the first box option and the first search page result are shown. Timing in the page leaves
 * out what the driver adds (its polling, and its own work on the same two cores).
 */
function installMarks(selectors: {option: string; result: string}): void {
  const marks: Record<string, number> = {};
  (window as unknown as {__searchMarks: Record<string, number>}).__searchMarks = marks;
  const first = (name: string) => (e: Event) => {
    if (e.isTrusted) marks[name] ??= e.timeStamp;
  };
  addEventListener('keydown', first('key'), true);
  addEventListener('mousedown', first('click'), true);
  const check = () => {
    for (const [name, selector] of Object.entries(selectors)) {
      if (name in marks || `${name}Pending` in marks) continue;
      const el = document.querySelector(selector);
      if (!el?.checkVisibility({checkOpacity: true, checkVisibilityCSS: true})) continue;
      marks[`${name}Pending`] = 1;
      // The frame that paints it.
      requestAnimationFrame(() => (marks[name] ??= performance.now()));
    }
  };
  new MutationObserver(check).observe(document, {subtree: true, childList: true, attributes: true});
}

// tsx names the functions it compiles with a helper the page lacks; the script brings its own.
const MARKS = `var __name = (f) => f; (${installMarks.toString()})(${JSON.stringify({option: OPTION, result: RESULT})});`;

/** Bytes (as sent) of the search files the page and its worker began to fetch before `until`. */
async function searchBytes(page: Page, until: number): Promise<number> {
  const read = () =>
    performance
      .getEntriesByType('resource')
      .filter((r) => /\/search-(index|part)-/.test(r.name))
      .map((r) => [r.startTime, (r as PerformanceResourceTiming).transferSize, performance.timeOrigin] as const);
  const pageOrigin = await page.evaluate(() => performance.timeOrigin);
  const all = [...(await page.evaluate(read))];
  for (const worker of page.workers()) all.push(...(await worker.evaluate(read).catch(() => [])));
  return all.filter(([start, , origin]) => start + origin - pageOrigin < until).reduce((a, [, size]) => a + size, 0);
}

/**
 * Runs `start` (navigation, typing or a click) and waits for `done`; then reads the page's
 * marks: the clock starts at `from` (the first keystroke, the click, or navigation) and stops
 * at the frame that showed `shown`.
 */
async function measure(
  page: Page,
  start: () => Promise<number | void>,
  done: () => Promise<unknown>,
  from: 'key' | 'click' | 'navigation',
  shown: 'option' | 'result',
): Promise<Measure> {
  const begun = Date.now();
  const returned = await start();
  const driverStart = returned ?? begun;
  await done();
  const seen = Date.now() - driverStart;
  const marks = await page.waitForFunction((name) => {
    const m = (window as unknown as {__searchMarks: Record<string, number>}).__searchMarks;
    return m[name] !== undefined && m;
  }, shown);
  const m = (await marks.jsonValue()) as Record<string, number>;
  const t0 = from === 'navigation' ? 0 : m[from];
  if (t0 === undefined) throw new Error(`no ${from} was marked`);
  return {
    ms: Math.round(m[shown] - t0),
    seen,
    bytes: await searchBytes(page, m[shown]),
    // Only where the page was still loading when the reader typed.
    before: from === 'key' && returned !== undefined ? Math.round(t0) : undefined,
  };
}

type Scenario = {name: string; run: (page: Page, base: string, locale: Locale, q: string) => Promise<Measure>};

const box = (page: Page, locale: Locale) => page.getByPlaceholder(PLACEHOLDER[locale], {exact: true});

const firstOption = (page: Page) => page.locator(OPTION).first().waitFor({state: 'visible', timeout: 60_000});
const firstResult = (page: Page) => page.locator(RESULT).first().waitFor({state: 'visible', timeout: 60_000});

/** Opens `path`, waits `after` ms past the load event, then times typing into the box. */
const typedInBox =
  (path: string, after: number): Scenario['run'] =>
  async (page, base, locale, q) => {
    await page.goto(`${base}${PREFIX[locale]}${path}`, {waitUntil: 'load'});
    if (after > 0) await page.waitForTimeout(after);
    return measure(
      page,
      async () => {
        await box(page, locale).focus();
        await page.keyboard.type(q);
      },
      () => firstOption(page),
      'key',
      'option',
    );
  };

const product = `/${values.product}`;
const SCENARIOS: Scenario[] = [
  {name: 'home box, typed once loaded', run: typedInBox('/', 0)},
  {name: 'home box, typed 1.5 s after load', run: typedInBox('/', 1_500)},
  {
    name: 'home box, typed at once',
    run: async (page, base, locale, q) =>
      measure(
        page,
        async () => {
          await page.goto(`${base}${PREFIX[locale]}/`, {waitUntil: 'commit'});
          // The click waits until the box is there and the page's main thread takes input.
          await box(page, locale).click();
          const key = Date.now();
          await page.keyboard.type(q);
          return key;
        },
        () => firstOption(page),
        'key',
        'option',
      ),
  },
  {
    name: 'search page ?q=',
    run: async (page, base, locale, q) =>
      measure(
        page,
        () =>
          page
            .goto(`${base}${PREFIX[locale]}/search?q=${encodeURIComponent(q)}`, {waitUntil: 'commit'})
            .then(() => undefined),
        () => firstResult(page),
        'navigation',
        'result',
      ),
  },
  {name: `product box (${product}), typed once loaded`, run: typedInBox(product, 0)},
  {name: `product box (${product}), typed 1.5 s after load`, run: typedInBox(product, 1_500)},
  {
    name: 'product → all documentation',
    run: async (page, base, locale, q) => {
      await page.goto(`${base}${PREFIX[locale]}${product}`, {waitUntil: 'load'});
      await box(page, locale).focus();
      await page.keyboard.type(q);
      await firstOption(page);
      // The link that widens the search (ours, or the plugin's footer link).
      const widen = page.locator('[role="listbox"] a[href*="search?q="]').first();
      return measure(
        page,
        () => widen.click(),
        () => firstResult(page),
        'click',
        'result',
      );
    },
  },
];

async function firstResults(): Promise<void> {
  const server = await serveStatic(root);
  const browser = await launchBrowser();
  onInterrupt(async () => {
    await browser.close();
    await server.stop();
  });
  const body: Cell[][] = [];
  try {
    for (const locale of locales) {
      const n = Number(values.queries);
      const all = loadQueries(ROOT)[locale].map((x) => x.q);
      // A product's box answers questions about that product.
      const mine = loadReaderQueries(ROOT, locale)
        .filter((x) => x.expect.some((r) => r.startsWith(`/${values.product}/`)))
        .map((x) => x.q);
      for (const scenario of SCENARIOS.filter((x) => x.name.includes(values.where!)))
        for (const cpu of [1, 4]) {
          const got: Measure[] = [];
          for (const q of (scenario.name.startsWith('product') ? mine : all).slice(0, n)) {
            const context = await browser.newContext();
            await context.addInitScript({content: MARKS});
            const page = await context.newPage();
            if (cpu > 1) {
              const cdp = await context.newCDPSession(page);
              await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpu});
            }
            try {
              got.push(await scenario.run(page, server.base, locale, q));
            } catch (e) {
              console.log(`${locale} ${scenario.name} ${cpu}× "${q}": ${(e as Error).message.split('\n')[0]}`);
              got.push({ms: NaN, seen: NaN, bytes: NaN});
            } finally {
              await context.close();
            }
          }
          const ok = got.filter((g) => Number.isFinite(g.ms));
          body.push([
            locale,
            scenario.name,
            `${cpu}×`,
            ok.length ? median(ok.map((g) => g.ms)) : '—',
            ok.length ? Math.max(...ok.map((g) => g.ms)) : '—',
            ok.length ? Math.max(...ok.map((g) => g.seen)) : '—',
            ok.length ? kb(Math.max(...ok.map((g) => g.bytes))) : '—',
            ok.some((g) => g.before !== undefined) ? median(ok.map((g) => g.before ?? 0)) : '',
            `${ok.length}/${got.length}`,
          ]);
        }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  printTable(
    `First results (${values.root}, fresh browser context each, ms in the page from the first keystroke, the click, or navigation to the search page, until the frame that shows the first result)`,
    [
      'locale',
      'where',
      'CPU',
      'median ms',
      'slowest ms',
      'slowest as the driver saw it (ms)',
      'search bytes sent (max)',
      'navigation to first keystroke (median ms)',
      'answered',
    ],
    body,
  );
}

function sizes(): void {
  const body: Cell[][] = [];
  for (const locale of locales) {
    const dir = path.join(root, PREFIX[locale]);
    const files = fs.readdirSync(dir);
    const br = (f: string) =>
      fs.existsSync(path.join(dir, `${f}.br`)) ? fs.statSync(path.join(dir, `${f}.br`)).size : 0;
    for (const f of files) {
      const m = HEAD_FILE.exec(f);
      if (!m) continue;
      let parts: string[] = [];
      try {
        const head = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as {
          termParts?: [number, string][];
          pageParts?: [number, string][];
        };
        parts = [...(head.termParts ?? []), ...(head.pageParts ?? [])].map(([, p]) => p);
      } catch {
        // Not a head: another build's format.
      }
      const partsBr = parts.reduce((a, p) => a + br(p), 0);
      body.push([
        locale,
        m[1] ?? '(all products)',
        kb(br(f)),
        parts.length,
        kb(partsBr),
        kb(partsBr / Math.max(1, parts.length)),
      ]);
    }
  }
  printTable(
    'Index files per context (brotli, as sent)',
    ['locale', 'context', 'head', 'parts', 'parts total', 'part average'],
    body,
  );
}

if (!skip.has('quality')) await quality();
if (!skip.has('breakdown')) await breakdown();
if (!skip.has('browser')) await firstResults();
if (!skip.has('sizes')) sizes();
