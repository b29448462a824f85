/**
 * Page weight benchmark: what a first visit downloads. Serves a built site (build/ by default)
 * with the shipped nginx config, opens each page of bench/lib/pages.mts in a fresh Chromium
 * context (Playwright, 1280×720, empty cache) and records every response until the network has
 * been quiet for a second. Each distinct URL counts once, attributed to HTML, JS, CSS, fonts,
 * images or data (fetch/XHR, e.g. search indexes); JS and CSS are split into what starts before
 * the page is ready (loaded and hydrated: Docusaurus asks for a page's route chunks after its
 * first paint, which can fall after the load event) and what it pulls in after that (lazy
 * chunks, the print stylesheet), and `<link
 * rel=prefetch>` requests (Sec-Purpose: prefetch, Docusaurus prefetching visible links) are
 * reported apart as "prefetched". For each body it computes gzip -9 and brotli (quality 11)
 * sizes itself, and also prints what nginx actually sent (Content-Length or bytes on the wire,
 * and Content-Encoding). Ends with the figure the issue targets: first-load JS+CSS of a doc
 * page, gzip (target ≤ 231 KB). Prints; asserts nothing.
 *
 *   npm run bench:weight                                  # build/, all pages, ko and en
 *   npm run bench:weight -- --pages /,/support --locales ko
 *   npm run bench:weight -- --root .bench/build-portal    # another build
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import zlib from 'node:zlib';
import type {Browser, Request} from '@playwright/test';
import {launchBrowser} from './lib/chromium.mts';
import {DOC_PAGE, pageName, pageUrl, pickLocales, pickPages, type BenchPage, type Locale} from './lib/pages.mts';
import {onInterrupt, ROOT, serveStatic, sleep, type Server} from './lib/serve.mts';
import {kb, printTable} from './lib/table.mts';

const {values} = parseArgs({
  options: {
    root: {type: 'string', default: 'build'},
    pages: {type: 'string'},
    locales: {type: 'string', default: 'ko,en'},
    top: {type: 'string', default: '12'},
  },
});
const SITE = path.resolve(ROOT, values.root!);
const TARGET_GZIP = 231 * 1024;

const CATEGORIES = ['html', 'js', 'jsLazy', 'css', 'cssLazy', 'font', 'image', 'data', 'other'] as const;
type Category = (typeof CATEGORIES)[number];
const HEADINGS: Record<Category, string> = {
  html: 'HTML',
  js: 'JS until ready',
  jsLazy: 'JS after ready',
  css: 'CSS until ready',
  cssLazy: 'CSS after ready',
  font: 'fonts',
  image: 'images',
  data: 'data',
  other: 'other',
};

interface Sizes {
  raw: number;
  gzip: number;
  br: number;
  sent: number;
}

interface Item extends Sizes {
  url: string;
  category: Category;
  prefetch: boolean;
  encoding: string;
}

interface PageWeight {
  name: string;
  page: BenchPage;
  locale: Locale;
  items: Item[];
}

const compressed = new Map<string, {gzip: number; br: number}>();

/** gzip -9 and brotli q11 sizes, memoised by content: pages share most of their assets. */
function compress(body: Buffer): {gzip: number; br: number} {
  const key = crypto.createHash('sha1').update(body).digest('hex');
  let hit = compressed.get(key);
  if (!hit) {
    hit = {
      gzip: zlib.gzipSync(body, {level: 9}).length,
      br: zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }).length,
    };
    compressed.set(key, hit);
  }
  return hit;
}

function categorise(req: Request, contentType: string, afterLoad: boolean): Category {
  const type = req.resourceType();
  const js = () => (afterLoad ? 'jsLazy' : 'js');
  const css = () => (afterLoad ? 'cssLazy' : 'css');
  if (type === 'document') return 'html';
  if (type === 'script') return js();
  if (type === 'stylesheet') return css();
  if (type === 'font') return 'font';
  if (type === 'image') return 'image';
  if (type === 'fetch' || type === 'xhr') return 'data';
  // Prefetches and favicons arrive as "other": go by what the server says they are.
  if (/javascript/.test(contentType)) return js();
  if (/css/.test(contentType)) return css();
  if (/font/.test(contentType)) return 'font';
  if (/^image\//.test(contentType)) return 'image';
  if (/json/.test(contentType)) return 'data';
  if (/html/.test(contentType)) return 'html';
  return 'other';
}

async function weigh(browser: Browser, server: Server, locale: Locale, page: BenchPage): Promise<PageWeight> {
  const context = await browser.newContext();
  const tab = await context.newPage();
  // When React has hydrated the page (Docusaurus marks <html>), in the page's clock.
  await tab.addInitScript(() => {
    const w = window as Window & {hydratedAt?: number};
    // This runs before the parser has made <html>: watch the whole document.
    new MutationObserver((_, observer) => {
      if (document.documentElement?.getAttribute('data-has-hydrated') !== 'true') return;
      w.hydratedAt = performance.timeOrigin + performance.now();
      observer.disconnect();
    }).observe(document, {subtree: true, attributes: true, attributeFilter: ['data-has-hydrated']});
  });
  // The first request of each URL counts; later ones (a prefetch of a chunk already loaded) come from cache.
  const first = new Map<string, Request>();
  let inflight = 0;
  let lastActivity = Date.now();
  context.on('request', (req) => {
    if (!first.has(req.url())) first.set(req.url(), req);
    inflight++;
    lastActivity = Date.now();
  });
  const settled = () => {
    inflight--;
    lastActivity = Date.now();
  };
  context.on('requestfinished', settled);
  context.on('requestfailed', settled);
  try {
    await tab.goto(pageUrl(server.base, locale, page), {waitUntil: 'load', timeout: 60_000});
    await tab.waitForLoadState('networkidle', {timeout: 60_000});
    // Prefetching starts from idle callbacks; wait for a quiet second before counting.
    const deadline = Date.now() + 30_000;
    while ((inflight > 0 || Date.now() - lastActivity < 1000) && Date.now() < deadline) await sleep(100);
    // Ready: loaded and hydrated, whichever comes later.
    const readyAt = await tab.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      const loadAt = performance.timeOrigin + (nav?.loadEventStart ?? 0);
      return Math.max(loadAt, (window as Window & {hydratedAt?: number}).hydratedAt ?? loadAt);
    });
    const items: Item[] = [];
    for (const [url, req] of first) {
      const res = await req.response();
      if (!res || (res.status() >= 300 && res.status() < 400)) continue;
      const headers = await res.allHeaders();
      const reqHeaders = await req.allHeaders();
      const body = await res.body().catch(() => Buffer.alloc(0));
      const sizes = await req.sizes().catch(() => ({responseBodySize: 0}));
      const length = Number(headers['content-length']);
      const prefetch = /prefetch/.test(reqHeaders['sec-purpose'] ?? reqHeaders['purpose'] ?? '');
      items.push({
        url,
        category: categorise(req, headers['content-type'] ?? '', !prefetch && req.timing().startTime >= readyAt),
        prefetch,
        encoding: headers['content-encoding'] ?? 'none',
        raw: body.length,
        ...compress(body),
        sent: Number.isFinite(length) ? length : Math.max(0, sizes.responseBodySize),
      });
    }
    return {name: pageName(locale, page), page, locale, items};
  } finally {
    await context.close();
  }
}

const sum = (items: Item[], key: keyof Sizes): number => items.reduce((n, i) => n + i[key], 0);

function sizeTable(title: string, pages: PageWeight[], key: keyof Sizes): void {
  printTable(
    title,
    ['page', ...CATEGORIES.map((c) => HEADINGS[c]), 'first visit', 'requests', 'prefetched', 'prefetches'],
    pages.map((p) => {
      const firstVisit = p.items.filter((i) => !i.prefetch);
      const prefetched = p.items.filter((i) => i.prefetch);
      return [
        p.name,
        ...CATEGORIES.map((c) =>
          kb(
            sum(
              firstVisit.filter((i) => i.category === c),
              key,
            ),
          ),
        ),
        `**${kb(sum(firstVisit, key))}**`,
        firstVisit.length,
        kb(sum(prefetched, key)),
        prefetched.length,
      ];
    }),
  );
}

function encodings(items: Item[]): string {
  const n = new Map<string, number>();
  for (const i of items) n.set(i.encoding, (n.get(i.encoding) ?? 0) + 1);
  return [...n].map(([e, c]) => `${e} ×${c}`).join(', ');
}

function report(pages: PageWeight[]): void {
  sizeTable('First visit, raw bytes (decoded bodies)', pages, 'raw');
  sizeTable('First visit, gzip -9 (computed per body)', pages, 'gzip');
  sizeTable('First visit, brotli q11 (computed per body)', pages, 'br');
  sizeTable('First visit, as sent by nginx (Content-Length or bytes on the wire)', pages, 'sent');
  printTable(
    'Content-Encoding nginx chose (Chromium asks for gzip, deflate, br, zstd)',
    ['page', 'first visit', 'prefetched'],
    pages.map((p) => [
      p.name,
      encodings(p.items.filter((i) => !i.prefetch)),
      encodings(p.items.filter((i) => i.prefetch)) || '—',
    ]),
  );

  const doc = pages.find((p) => p.page.path === DOC_PAGE);
  if (!doc) return;
  const firstVisit = doc.items.filter((i) => !i.prefetch);
  const critical = firstVisit.filter((i) => i.category === 'js' || i.category === 'css');
  const withLazy = firstVisit.filter((i) => ['js', 'jsLazy', 'css', 'cssLazy'].includes(i.category));
  const short = (u: string) => new URL(u).pathname.replace(/^.*\/assets\//, 'assets/');
  printTable(
    `Largest downloads of ${doc.name} (first visit and prefetches)`,
    ['file', 'kind', 'raw', 'gzip -9', 'brotli', 'sent', 'encoding'],
    [...doc.items]
      .sort((a, b) => b.raw - a.raw)
      .slice(0, Number(values.top))
      .map((i) => [
        short(i.url),
        i.prefetch ? `prefetched ${HEADINGS[i.category].split(' ')[0]}` : HEADINGS[i.category],
        kb(i.raw),
        kb(i.gzip),
        kb(i.br),
        kb(i.sent),
        i.encoding,
      ]),
  );
  console.log(
    `\n**first-load JS+CSS of a doc page (gzip): ${kb(sum(critical, 'gzip'))}** ` +
      `(${doc.name}, JS and CSS requested before the page was loaded and hydrated, gzip -9; target ≤ ${kb(TARGET_GZIP)}; ` +
      `brotli ${kb(sum(critical, 'br'))}, raw ${kb(sum(critical, 'raw'))})`,
  );
  console.log(
    `with the JS it loads after that (lazy chunks): ${kb(sum(withLazy, 'gzip'))} gzip, ` +
      `${kb(sum(withLazy, 'br'))} brotli, ${kb(sum(withLazy, 'raw'))} raw`,
  );
}

let server: Server | null = null;
let browser: Browser | null = null;
async function cleanup(): Promise<void> {
  await browser?.close().catch(() => {});
  await server?.stop();
  browser = null;
  server = null;
}
onInterrupt(cleanup);

try {
  if (!fs.existsSync(path.join(SITE, 'index.html'))) throw new Error(`${SITE} has no index.html: build the site first`);
  const locales = pickLocales(values.locales!);
  const pages = pickPages(values.pages);
  server = await serveStatic(SITE, 1800);
  browser = await launchBrowser();
  console.log(`Serving ${path.relative(ROOT, SITE) || '.'} at ${server.base} (nginx, deploy/nginx.conf)`);
  const results: PageWeight[] = [];
  for (const locale of locales)
    for (const page of pages) {
      const r = await weigh(browser, server, locale, page);
      console.log(`  ${r.name}: ${r.items.length} URLs`);
      results.push(r);
    }
  report(results);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await cleanup();
}
