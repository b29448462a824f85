import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {LOCALES, localePrefix} from '../../src/config/locales';

/** Pages with the tables and cards readers found broken: ports, codes, short first columns. */
const PAGES = [
  '/',
  '/support/document-security-orchestration/shieldrm/rights-management',
  '/shieldrm/faq/drm-faq',
  '/shieldrive/guide/user-guide/file-link',
];

const VIEWPORTS = {desktop: {width: 1366, height: 900}, phone: {width: 390, height: 844}};

/**
 * Words and numbers in table cells and home cards that the renderer split over two lines:
 * Hangul words, numbers and Latin words (a code such as RM-2001, a port), katakana words in a
 * narrow column.
 */
function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const WORD = /[가-힣]+|[ァ-ヶー]{2,}|[A-Za-z0-9][A-Za-z0-9_.:-]*[A-Za-z0-9]/g;
    const broken: string[] = [];
    const partsOf = (at: number, token: string) => {
      const out: (readonly [number, string])[] = [];
      for (const p of token.split('-')) {
        out.push([at, p] as const);
        at += p.length + 1;
      }
      return out;
    };
    const cells = document.querySelectorAll(
      '.markdown td, .markdown th, main a[data-section] h3, main a[data-section] p',
    );
    for (const cell of cells) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const m of text.matchAll(WORD)) {
          // Paths and URLs longer than any column may wrap; words may not.
          if (m[0].length > 24) continue;
          // A compound of words (multi-factor) may break after its hyphen, as in print; a
          // date, code or version (2023-09-04, RM-2001) may not.
          const parts = /\d/.test(m[0]) ? [[m.index, m[0]] as const] : partsOf(m.index, m[0]);
          for (const [at, word] of parts) {
            const range = document.createRange();
            range.setStart(node, at);
            range.setEnd(node, at + word.length);
            const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
            // Japanese may break a katakana word at the end of a long line, as print does;
            // not in a column squeezed to a few characters.
            const kana = /^[ァ-ヶー]+$/.test(word);
            const squeezed = cell.getBoundingClientRect().width < 8 * parseFloat(getComputedStyle(cell).fontSize);
            if (tops.size > 1 && (!kana || squeezed)) broken.push(word);
          }
        }
      }
    }
    return broken;
  });
}

/** Japanese paragraphs many of whose lines (all but the last) stop well short of the column's width. */
function raggedParagraphs(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const ragged: string[] = [];
    for (const p of document.querySelectorAll<HTMLElement>('.markdown > p')) {
      if ((p.textContent ?? '').length < 120) continue;
      const range = document.createRange();
      range.selectNodeContents(p);
      // Rects of one line (text, bold, code, a link) share its vertical middle, not its bottom.
      const lines: {top: number; bottom: number; left: number; right: number}[] = [];
      for (const r of range.getClientRects()) {
        if (r.width === 0) continue;
        const mid = (r.top + r.bottom) / 2;
        const line = lines.find((l) => mid > l.top && mid < l.bottom);
        if (line) {
          line.left = Math.min(line.left, r.left);
          line.right = Math.max(line.right, r.right);
        } else lines.push({top: r.top, bottom: r.bottom, left: r.left, right: r.right});
      }
      const width = p.getBoundingClientRect().width;
      const full = lines.sort((a, b) => a.top - b.top).slice(0, -1);
      const short = full.filter((l) => l.right - l.left < 0.85 * width);
      // A line may end early before a Latin word or code too long for what is left of it; when
      // lines break only at punctuation, most of them do.
      if (short.length > full.length / 4)
        ragged.push(`${(p.textContent ?? '').slice(0, 30)}… (${short.length}/${full.length})`);
    }
    return ragged;
  });
}

for (const [device, viewport] of Object.entries(VIEWPORTS))
  test.describe(`typography on a ${device}`, () => {
    test.use({viewport});
    for (const locale of LOCALES)
      test(`${locale}: no word or number breaks inside a table cell or card, Japanese lines fill the column`, async ({
        page,
      }) => {
        for (const path of PAGES) {
          await page.goto(`${localePrefix(locale)}${path}`);
          await expect(page.getByRole('main')).toBeVisible();
          await page.evaluate(() => document.fonts.ready);
          expect(await brokenWords(page), `${locale}${path}`).toEqual([]);
          if (locale === 'ja') expect(await raggedParagraphs(page), `${locale}${path}`).toEqual([]);
        }
      });
  });

test('a table wider than a phone scrolls sideways inside the page, with a shadow at the edge that has more', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/support/document-security-orchestration/shieldrm/rights-management');
  const table = page.locator('.markdown table').filter({hasText: '/opt/shieldrm'}).first();
  const box = await table.evaluate((t) => ({
    scroll: t.scrollWidth,
    client: t.clientWidth,
    page: document.documentElement.scrollWidth,
    view: window.innerWidth,
    background: getComputedStyle(t).backgroundImage,
  }));
  expect(box.scroll, 'the table is wider than its box').toBeGreaterThan(box.client);
  expect(box.page, 'the page itself does not scroll sideways').toBeLessThanOrEqual(box.view);
  expect(box.background).toContain('radial-gradient');
});
