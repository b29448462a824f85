/**
 * One PDF manual per product section and locale, printed by Chromium from the built site:
 * a cover, a table of contents with page numbers, the section's pages in sidebar order (read
 * from the section's llms.txt, which the build writes in that order), page numbers and the
 * product's name at the foot of each page, and bookmarks from the headings.
 *
 *   npm run pdf -- noti ko                        # writes dist/pdf/noti-ko.pdf from build/
 *   tsx scripts/pdf.mts noti ja --out /tmp/x --build /tmp/build
 *
 * The pages are served by scripts/serve-nginx.mjs; each is opened, its diagrams drawn, and its
 * content copied into one document, so that page numbers run on and links between its pages
 * stay inside the PDF. That document is printed twice: the first print tells on which page each
 * of its pages begins (poppler's pdfinfo reads the PDF's named destinations), the second prints
 * those numbers in the table of contents.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import type {Page} from '@playwright/test';
import {launchBrowser} from '../bench/lib/chromium.mts';
import {serveStatic} from '../bench/lib/serve.mts';
import {LOCALE_CONFIGS, LOCALES, localePrefix} from '../src/config/locales.ts';
import {COMPANY_NAME, SITE_URL} from '../src/constants/site.ts';
import {productSections} from '../src/sections/derive.ts';
import type {LocaleId, Section} from '../src/sections/types.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const MANUAL_CSS = path.join(import.meta.dirname, 'pdf/manual.css');
/** Where the assembled manual is served from, on the same origin as the site so its assets resolve. */
const MANUAL_PATH = '/__manual__.html';
/** Prints after the first, should a page number in the contents move a page (it does not when its column is fixed). */
const MAX_PRINTS = 3;

const LABELS: Record<LocaleId, {contents: string}> = {
  ko: {contents: '목차'},
  en: {contents: 'Contents'},
  ja: {contents: '目次'},
};

export interface ManualPage {
  readonly title: string;
  /** The page's path in the build, decoded, without a trailing slash (`/ja/noti/user-guide/x`). */
  readonly path: string;
  /** The sidebar group it belongs to. */
  readonly group: string;
}

/** The section's pages in sidebar order, from the llms.txt the build wrote for it. */
export function manualPages(llms: string): ManualPage[] {
  const pages: ManualPage[] = [];
  let group = '';
  for (const line of llms.split('\n')) {
    const heading = /^## (.+)$/.exec(line);
    if (heading) group = heading[1].trim();
    const link = /^- \[(.+?)\]\((\S+?)\.md\)/.exec(line);
    if (!link) continue;
    const url = link[2].startsWith(SITE_URL) ? link[2].slice(SITE_URL.length) : link[2];
    pages.push({title: link[1], path: url === '/index' ? '/' : decodeURI(url), group});
  }
  return pages;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'})[c]!);

/** The named destinations of a PDF (one per page of the manual, as `p<n>`) and their page numbers. */
export function destinations(pdf: string): Map<string, number> {
  const out = execFileSync('pdfinfo', ['-dests', pdf], {encoding: 'utf8'});
  const dests = new Map<string, number>();
  for (const m of out.matchAll(/^\s*(\d+)\s+\[.*\]\s+"(.+)"\s*$/gm)) dests.set(m[2], Number(m[1]));
  return dests;
}

/**
 * Opens a built page, draws its diagrams and returns its content, rewritten to stand inside the
 * manual: ids prefixed with the page's own (`p3-`), links to the manual's pages pointed at them,
 * links to the rest of the site at its public address, images by absolute address.
 */
async function pageContent(page: Page, base: string, n: number, paths: string[]): Promise<string> {
  const url = base + encodeURI(paths[n - 1]);
  const res = await page.goto(url, {waitUntil: 'networkidle'});
  if (!res?.ok()) throw new Error(`${url}: ${res?.status() ?? 'no response'}`);
  // Diagram labels are drawn in their own font (src/diagrams/font.ts), which may still be loading.
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(
    ({n, paths, site}) => {
      const content = document.querySelector('article .theme-doc-markdown');
      if (!content) throw new Error(`${location.pathname}: no .theme-doc-markdown`);
      const root = content.cloneNode(true) as HTMLElement;
      const prefix = `p${n}-`;
      for (const el of root.querySelectorAll('.hash-link, button, [data-feed-links]')) el.remove();
      // Diagram ids recur on every page; inside an SVG they are also named in its styles and markers.
      for (const svg of root.querySelectorAll('svg[id]'))
        svg.outerHTML = svg.outerHTML.replaceAll(svg.id, prefix + svg.id);
      for (const el of root.querySelectorAll('[id]')) if (!el.closest('svg')) el.id = prefix + el.id;
      for (const a of root.querySelectorAll('a[href]')) {
        const href = a.getAttribute('href')!;
        if (href.startsWith('#')) {
          a.setAttribute('href', `#${prefix}${href.slice(1)}`);
          continue;
        }
        const u = new URL(href, location.href);
        if (u.origin !== location.origin) continue;
        const target = paths.indexOf(decodeURI(u.pathname).replace(/(.)\/$/, '$1')) + 1;
        if (target) a.setAttribute('href', u.hash ? `#p${target}-${u.hash.slice(1)}` : `#p${target}`);
        // Decoded, so that the printed address reads as the reader would type it.
        else a.setAttribute('href', site + decodeURI(u.pathname) + u.search + decodeURI(u.hash));
        a.removeAttribute('target');
      }
      for (const img of root.querySelectorAll('img')) {
        img.setAttribute('src', img.src);
        img.removeAttribute('srcset');
        img.loading = 'eager';
      }
      return root.innerHTML;
    },
    {n, paths, site: SITE_URL},
  );
}

interface ManualParts {
  section: Section;
  locale: LocaleId;
  pages: ManualPage[];
  bodies: string[];
  stylesheets: string[];
}

/** The manual as one HTML document; `numbers` fills the table of contents (blank on the first print). */
function manualHtml({section, locale, pages, bodies, stylesheets}: ManualParts, numbers: Map<string, number>): string {
  const {label, htmlLang} = LOCALE_CONFIGS[locale];
  const product = section.name[locale];
  const date = new Intl.DateTimeFormat(htmlLang, {dateStyle: 'long'}).format(new Date());
  const toc: string[] = [];
  pages.forEach((p, i) => {
    if (i === 0 || pages[i - 1].group !== p.group) toc.push(`<li class="pdf-toc-group">${escapeHtml(p.group)}</li>`);
    const number = numbers.get(`p${i + 1}`) ?? '';
    toc.push(
      `<li><a href="#p${i + 1}"><span class="pdf-toc-title">${escapeHtml(p.title)}</span><span class="pdf-toc-page">${number}</span></a></li>`,
    );
  });
  // The product's name at the foot of every page but the cover, beside the page number.
  const footer = `@page { @bottom-left { content: ${JSON.stringify(product)}; } }`;
  return `<!doctype html>
<html lang="${htmlLang}" dir="ltr" data-theme="light">
<head>
<meta charset="utf-8">
<title>${escapeHtml(`${product} (${label})`)}</title>
${stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('\n')}
<style>${fs.readFileSync(MANUAL_CSS, 'utf8')}\n${footer}</style>
</head>
<body>
<section class="pdf-cover">
<p class="pdf-cover-company">${escapeHtml(COMPANY_NAME)}</p>
<p class="pdf-cover-product">${escapeHtml(product)}</p>
<p class="pdf-cover-summary">${escapeHtml(section.summary[locale])}</p>
<p class="pdf-cover-meta">${escapeHtml(label)} · <time>${escapeHtml(date)}</time></p>
</section>
<nav class="pdf-toc"><h1>${LABELS[locale].contents}</h1><ol>${toc.join('\n')}</ol></nav>
${bodies.map((b, i) => `<article class="pdf-page" id="p${i + 1}"><div class="theme-doc-markdown markdown">${b}</div></article>`).join('\n')}
</body>
</html>`;
}

export interface ManualResult {
  file: string;
  pages: number;
  bytes: number;
  seconds: number;
}

/** Writes `<out>/<section>-<locale>.pdf` from the build in `build`. */
export async function writeManual(
  sectionId: string,
  locale: LocaleId,
  build: string,
  out: string,
): Promise<ManualResult> {
  const started = performance.now();
  const section = productSections().find((s) => s.id === sectionId);
  if (!section)
    throw new Error(
      `unknown section ${sectionId}: ${productSections()
        .map((s) => s.id)
        .join(', ')}`,
    );
  const llms = path.join(build, localePrefix(locale), section.id, 'llms.txt');
  if (!fs.existsSync(llms)) throw new Error(`${llms} is missing: build the ${locale} site first`);
  const pages = manualPages(fs.readFileSync(llms, 'utf8'));
  if (!pages.length) throw new Error(`${llms} lists no pages`);
  const paths = pages.map((p) => p.path);

  const file = path.join(out, `${section.id}-${locale}.pdf`);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-pdf-'));
  const server = await serveStatic(build, 600);
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({colorScheme: 'light'});
    const bodies: string[] = [];
    for (let n = 1; n <= pages.length; n++) bodies.push(await pageContent(page, server.base, n, paths));
    const linked = await page.$$eval('link[rel=stylesheet]', (links) => links.map((l) => (l as HTMLLinkElement).href));
    // The site links its print stylesheet only once a page is idle (src/print/support.ts).
    const stylesheets = [...new Set([...linked, `${server.base}${localePrefix(locale)}/print.css`])];
    const parts: ManualParts = {section, locale, pages, bodies, stylesheets};

    let numbers = new Map<string, number>();
    await page.route(server.base + MANUAL_PATH, (route) =>
      route.fulfill({contentType: 'text/html; charset=utf-8', body: manualHtml(parts, numbers)}),
    );
    const draft = path.join(tmp, 'manual.pdf');
    for (let print = 0; print < MAX_PRINTS; print++) {
      await page.goto(server.base + MANUAL_PATH, {waitUntil: 'networkidle'});
      await page.evaluate(() => document.fonts.ready);
      await page.pdf({path: draft, preferCSSPageSize: true, printBackground: true, outline: true, tagged: true});
      const found = destinations(draft);
      const missing = pages.map((_, i) => `p${i + 1}`).filter((id) => !found.has(id));
      if (missing.length) throw new Error(`pages ${missing.join(', ')} have no destination in the PDF`);
      if (print > 0 && [...found].every(([id, n]) => numbers.get(id) === n)) break;
      if (print === MAX_PRINTS - 1) throw new Error('the contents page numbers did not settle');
      numbers = found;
    }
    fs.mkdirSync(out, {recursive: true});
    fs.copyFileSync(draft, file);
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(tmp, {recursive: true, force: true});
  }
  const info = execFileSync('pdfinfo', [file], {encoding: 'utf8'});
  return {
    file,
    pages: Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 0),
    bytes: fs.statSync(file).size,
    seconds: (performance.now() - started) / 1000,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const {positionals, values} = parseArgs({
    allowPositionals: true,
    options: {build: {type: 'string', default: 'build'}, out: {type: 'string', default: 'dist/pdf'}},
  });
  const [section, locale] = positionals;
  if (!section || !(LOCALES as readonly string[]).includes(locale ?? '')) {
    console.error(`usage: npm run pdf -- <section> <${LOCALES.join('|')}> [--out dir] [--build dir]`);
    process.exit(2);
  }
  const r = await writeManual(
    section,
    locale as LocaleId,
    path.resolve(ROOT, values.build),
    path.resolve(ROOT, values.out),
  );
  console.log(
    `${path.relative(process.cwd(), r.file)}: ${r.pages} pages, ${(r.bytes / 1024 / 1024).toFixed(1)} MB, ${r.seconds.toFixed(1)} s`,
  );
}
