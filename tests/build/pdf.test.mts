/**
 * The PDF manual (npm run pdf) of one small section with tables and a diagram, in Korean and
 * Japanese, read back with poppler: a sensible page count, the section's pages in the order of
 * the built site's previous/next links, the table of contents' page numbers where those pages
 * begin, bookmarks at the same pages, Korean or Japanese text in embedded fonts, and the footer.
 */
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, describe, it} from 'node:test';
import type {Element} from 'hast';
import {select} from 'hast-util-select';
import {toString as textOf} from 'hast-util-to-string';
import rehypeParse from 'rehype-parse';
import {unified} from 'unified';
import {BUILD, PREFIX, requireBuild, type Locale} from '../lib/build.mts';
import {ROOT} from '../lib/inventory.mts';
import {SECTIONS} from '../../src/sections/registry.ts';

const SECTION = 'noti';
const SCRIPT: Record<string, RegExp> = {ko: /\p{Script=Hangul}/gu, ja: /[\p{Script=Hiragana}\p{Script=Katakana}]/gu};
const nginx = ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((p) => fs.existsSync(p));
const poppler = (() => {
  try {
    execFileSync('pdfinfo', ['-v'], {stdio: 'ignore'});
    return true;
  } catch {
    return false;
  }
})();

const squeeze = (s: string) => s.replace(/\s+/g, '');
/** Text in the order it was drawn (-raw): the layout modes split a line where Latin and CJK fonts meet. */
const pdftotext = (file: string, page?: number) =>
  execFileSync('pdftotext', ['-raw', ...(page ? ['-f', String(page), '-l', String(page)] : []), file, '-'], {
    encoding: 'utf8',
  });

/** The section's pages as the built site chains them with its next links, generated category pages left out. */
function sitePages(locale: Locale): {title: string; route: string}[] {
  const pages: {title: string; route: string}[] = [];
  const start = `${PREFIX[locale]}/${SECTION}`;
  let route: string | undefined = start;
  while (route?.startsWith(start)) {
    const file = path.join(BUILD, decodeURI(route), 'index.html');
    const tree = unified().use(rehypeParse).parse(fs.readFileSync(file, 'utf8'));
    const h1 = select('.theme-doc-markdown h1', tree);
    if (h1) pages.push({title: textOf(h1).trim(), route});
    const next = select('.pagination-nav__link--next', tree) as Element | undefined;
    route = next ? String(next.properties.href) : undefined;
    assert.ok(pages.length < 100, 'the next links loop');
  }
  return pages;
}

describe(
  `PDF manual of ${SECTION}`,
  {skip: !nginx ? 'nginx is not installed' : !poppler ? 'poppler-utils is not installed' : false},
  () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-test-'));
    after(() => fs.rmSync(out, {recursive: true, force: true}));
    const product = SECTIONS.find((s) => s.id === SECTION)!.name;

    for (const locale of ['ko', 'ja'] as const) {
      it(`${locale}: pages in order, contents numbers right, ${locale} text in embedded fonts`, () => {
        requireBuild();
        const printed = execFileSync(
          process.execPath,
          ['--import', 'tsx', 'scripts/pdf.mts', SECTION, locale, '--out', out],
          {cwd: ROOT, encoding: 'utf8'},
        );
        console.log(`# ${printed.trim()}`);
        const file = path.join(out, `${SECTION}-${locale}.pdf`);
        const expected = sitePages(locale);
        assert.ok(expected.length >= 3, `the built ${SECTION} chains only ${expected.length} pages`);

        const pageCount = Number(/^Pages:\s+(\d+)/m.exec(execFileSync('pdfinfo', [file], {encoding: 'utf8'}))![1]);
        assert.ok(
          pageCount >= expected.length + 2 && pageCount <= expected.length * 10 + 2,
          `${pageCount} pages for ${expected.length} site pages`,
        );

        // Contents on page 2: every title in order, each with the page it begins on.
        const toc = pdftotext(file, 2).split('\n').map(squeeze);
        let line = -1;
        const starts = expected.map(({title}) => {
          const at = toc.findIndex(
            (l, i) => i > line && l.startsWith(squeeze(title)) && /^\d+$/.test(l.slice(squeeze(title).length)),
          );
          assert.ok(
            at > line,
            `"${title}" is not listed with a page number after line ${line} of the contents:\n${toc.join('\n')}`,
          );
          line = at;
          return Number(toc[at].slice(squeeze(title).length));
        });
        expected.forEach(({title}, i) => {
          // The footer (product and page number) is drawn first; the page's title comes next.
          const footer = [squeeze(product[locale]), `${starts[i]}/${pageCount}`];
          let page = squeeze(pdftotext(file, starts[i]));
          for (const part of footer) {
            assert.ok(page.includes(part), `page ${starts[i]} has no "${part}" in its footer`);
            page = page.replace(part, '');
          }
          assert.ok(
            page.startsWith(squeeze(title)),
            `page ${starts[i]} does not begin with "${title}": ${page.slice(0, 80)}`,
          );
          if (i)
            assert.ok(
              starts[i] > starts[i - 1],
              `"${title}" (page ${starts[i]}) comes before the page listed above it`,
            );
        });

        // Bookmarks: each page's title at the page it begins on.
        const outline = execFileSync('pdftohtml', ['-xml', '-i', '-stdout', file], {encoding: 'utf8'});
        const items = [...outline.matchAll(/<item page="(\d+)">([^<]*)<\/item>/g)].map((m) => [
          Number(m[1]),
          m[2].trim(),
        ]);
        expected.forEach(({title}, i) =>
          assert.ok(
            // startsWith: Chromium 156 writes a Japanese manual's h1 bookmarks twice over (目次目次).
            items.some(([n, t]) => n === starts[i] && squeeze(String(t)).startsWith(squeeze(title))),
            `no bookmark "${title}" at page ${starts[i]}`,
          ),
        );

        // The text is in the locale's script, in fonts embedded in the PDF.
        const text = pdftotext(file);
        const letters = text.match(SCRIPT[locale])?.length ?? 0;
        assert.ok(letters > 1000, `only ${letters} ${locale} letters in the text`);
        assert.ok(!text.includes('\uFFFD'), 'the text has replacement characters');
        const fonts = execFileSync('pdffonts', [file], {encoding: 'utf8'}).split('\n').slice(2).filter(Boolean);
        assert.ok(fonts.length > 0, 'pdffonts lists no fonts');
        for (const f of fonts)
          assert.match(f, /\s+yes\s+(yes|no)\s+(yes|no)\s+\d+\s+\d+\s*$/, `a font is not embedded: ${f}`);
      });
    }
  },
);
