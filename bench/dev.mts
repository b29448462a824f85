/**
 * Dev-server benchmark: what a writer waits for. Starts `npm start` (docusaurus start --host
 * 127.0.0.1) on a free port of 4501-4599 with --no-open, for the whole site and for one section
 * (DOCS_SECTIONS=shieldrm), and prints the time from spawning it to the first page served
 * (fetch polled until a 200 with the HTML shell) and to the page rendered in Chromium
 * (Playwright, the doc's heading visible). Then it measures hot reload: it appends a paragraph
 * with a unique marker to the page's Markdown file and times how long until the marker shows in
 * the open page (HMR, no reload), then how long until it is gone again after the file is put
 * back. The file is always restored, byte for byte with its modification time, in a finally
 * block, on Ctrl-C and at exit. Refuses to start while another Docusaurus build or dev server
 * runs in this tree (they share .docusaurus/). Prints; asserts nothing.
 *
 *   npm run bench:dev                         # whole site, then one section (about 2 min)
 *   npm run bench:dev -- --sections-only      # only DOCS_SECTIONS=shieldrm
 *   npm run bench:dev -- --edits 5 --section shieldrive \
 *     --file docs-shieldrive/guide/user-guide/file-link.md --route /shieldrive/guide/user-guide/file-link
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import type {Browser, Page} from '@playwright/test';
import {launchBrowser} from './lib/chromium.mts';
import {requireQuietTree, stopGroup, treeRss} from './lib/proc.mts';
import {freePort, onInterrupt, ROOT, sleep} from './lib/serve.mts';
import {mb, median, ms, printTable, seconds} from './lib/table.mts';

const {values} = parseArgs({
  options: {
    'sections-only': {type: 'boolean', default: false},
    section: {type: 'string', default: 'shieldrm'},
    file: {type: 'string', default: 'docs-shieldrm/faq/drm-faq.md'},
    route: {type: 'string', default: '/shieldrm/faq/drm-faq'},
    edits: {type: 'string', default: '3'},
  },
});
const FILE = path.resolve(ROOT, values.file!);
const EDITS = Math.max(0, Number(values.edits));
const START_TIMEOUT = 300_000;
const HMR_TIMEOUT = 120_000;

interface Variant {
  name: string;
  env: Record<string, string>;
}
const VARIANTS: Variant[] = [
  ...(values['sections-only'] ? [] : [{name: 'whole site', env: {DOCS_SECTIONS: ''}}]),
  {name: `one section (DOCS_SECTIONS=${values.section})`, env: {DOCS_SECTIONS: values.section!}},
];

/** The page file as found, put back on every way out. */
const original = fs.readFileSync(FILE);
const originalStat = fs.statSync(FILE);
function restore(): void {
  if (!fs.readFileSync(FILE).equals(original)) fs.writeFileSync(FILE, original);
  fs.utimesSync(FILE, originalStat.atime, originalStat.mtime);
}
process.on('exit', restore);

let server: ChildProcess | null = null;
let browser: Browser | null = null;
async function cleanup(): Promise<void> {
  restore();
  await browser?.close().catch(() => {});
  browser = null;
  if (server) await stopGroup(server);
  server = null;
}
onInterrupt(cleanup);

/** Polls until the dev server answers `url` with its HTML shell; the first compile holds the answer. */
async function firstHtml(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the dev server exited with ${child.exitCode}:\n${log()}`);
    try {
      const res = await fetch(url, {signal: AbortSignal.timeout(30_000)});
      const body = await res.text();
      if (res.status === 200 && /html/.test(res.headers.get('content-type') ?? '') && body.includes('__docusaurus'))
        return;
    } catch {
      // not listening yet, or still compiling past the timeout
    }
    await sleep(200);
  }
  throw new Error(`no page from ${url} within ${START_TIMEOUT / 1000} s:\n${log()}`);
}

/** Milliseconds from writing `content` to `FILE` until `done` holds in the page. */
async function timeEdit(content: Buffer | string, done: () => Promise<void>): Promise<number> {
  const t0 = performance.now();
  fs.writeFileSync(FILE, content);
  await done();
  return performance.now() - t0;
}

async function hotReloads(page: Page): Promise<{edit: number[]; back: number[]}> {
  const edit: number[] = [];
  const back: number[] = [];
  for (let i = 0; i < EDITS; i++) {
    const marker = `bench-hmr-marker-${process.pid}-${Date.now()}-${i}`;
    const text = page.getByText(marker);
    edit.push(
      await timeEdit(Buffer.concat([original, Buffer.from(`\n\n${marker}\n`)]), () =>
        text.waitFor({state: 'visible', timeout: HMR_TIMEOUT}),
      ),
    );
    back.push(await timeEdit(original, () => text.waitFor({state: 'detached', timeout: HMR_TIMEOUT})));
    await sleep(1000); // let the rebuild finish emitting before the next edit
  }
  return {edit, back};
}

interface Result {
  variant: Variant;
  html: number;
  rendered: number;
  rss: number;
  edit: number[];
  back: number[];
}

async function measureVariant(variant: Variant): Promise<Result> {
  requireQuietTree(ROOT, false);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let log = '';
  const t0 = performance.now();
  // Own process group, so npm, its shell and Docusaurus stop together.
  const child = spawn('npm', ['start', '--', '--port', String(port), '--no-open'], {
    cwd: ROOT,
    env: {...process.env, ...variant.env, BROWSER: 'none'},
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server = child;
  for (const s of [child.stdout!, child.stderr!]) s.on('data', (d) => (log = (log + d).slice(-4000)));
  try {
    await firstHtml(`${base}${values.route}`, child, () => log.trim());
    const html = performance.now() - t0;
    const page = await browser!.newPage();
    await page.goto(`${base}${values.route}`, {timeout: START_TIMEOUT});
    await page.locator('article h1').first().waitFor({state: 'visible', timeout: START_TIMEOUT});
    const rendered = performance.now() - t0;
    const rss = treeRss(child.pid!);
    console.log(`  served after ${seconds(html)}, rendered after ${seconds(rendered)}`);
    const {edit, back} = await hotReloads(page);
    console.log(`  edit → page: ${edit.map(ms).join(', ')}; back: ${back.map(ms).join(', ')}`);
    await page.close();
    return {variant, html, rendered, rss, edit, back};
  } finally {
    restore();
    await stopGroup(child);
    server = null;
  }
}

try {
  if (!fs.existsSync(FILE)) throw new Error(`${FILE} does not exist`);
  browser = await launchBrowser();
  const results: Result[] = [];
  for (const v of VARIANTS) {
    console.log(`${v.name}: npm start, then ${values.route} …`);
    results.push(await measureVariant(v));
  }
  printTable(
    `Dev server (docusaurus start), ${values.route}, ${EDITS} edit(s) of ${path.relative(ROOT, FILE)}`,
    [
      'variant',
      'start → first HTML',
      'start → page rendered',
      'RSS after start',
      'edit → page shows it (median)',
      'edit back (median)',
      'edits',
    ],
    results.map((r) => [
      r.variant.name,
      seconds(r.html),
      seconds(r.rendered),
      mb(r.rss),
      EDITS ? ms(median(r.edit)) : '—',
      EDITS ? ms(median(r.back)) : '—',
      r.edit.map(ms).join(', ') || '—',
    ]),
  );
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await cleanup();
}
