import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {before, describe, it} from 'node:test';
import {BUILD, LOCALES, PREFIX, requireBuild, type Locale} from '../lib/build.mts';
import {PRODUCTS} from '../../src/facts/index.ts';

const jsDir = (l: Locale) => path.join(BUILD, PREFIX[l], 'assets/js');
/** Script text with the minifier's \uXXXX escapes decoded, so Korean and Japanese text can be found. */
const readJs = (file: string) =>
  fs.readFileSync(file, 'utf8').replace(/\\u([0-9a-fA-F]{4})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
const jsFiles = (l: Locale) =>
  fs
    .readdirSync(jsDir(l))
    .filter((f) => f.endsWith('.js'))
    .map((f) => path.join(jsDir(l), f));

function mainBundle(l: Locale): string {
  const html = fs.readFileSync(path.join(BUILD, PREFIX[l], 'index.html'), 'utf8');
  // The entry is preloaded and started after the first paint (src/config/ssrTemplate.ts).
  const src = /<link [^>]*href="?([^"\s>]*\/assets\/js\/main\.[0-9a-f]+\.js)[^>]*data-entry/.exec(html)?.[1];
  assert.ok(src, `${l}: no main bundle in index.html`);
  return readJs(path.join(BUILD, src.replace(/^\//, '')));
}

/** What the entry bundle must not carry: each loads only where it is used. */
const NOT_IN_MAIN: Record<string, string> = {
  'lunr (search worker)': 'tokenizer.separator',
  'Prism (code blocks)': 'lookbehind:',
  'mark.js (search highlight)': 'data-markjs',
  'module paths of the route registry': '"@site/',
};

describe('built output: bundles', () => {
  before(requireBuild);

  for (const l of LOCALES)
    it(`${l}: the entry bundle carries no search engine, highlighter or registry paths`, () => {
      const main = mainBundle(l);
      const all = jsFiles(l).map(readJs).join('\n');
      for (const [what, marker] of Object.entries(NOT_IN_MAIN)) {
        assert.ok(!main.includes(marker), `${what} is in main.js`);
        if (!marker.startsWith('"@')) assert.ok(all.includes(marker), `${what}: marker "${marker}" found nowhere`);
      }
    });

  it('ships each locale the facts text of its own language and Korean, not the others', () => {
    const codes = PRODUCTS.flatMap((p) => p.errors?.codes ?? []).filter((c) => c.message.en && c.message.ja);
    const sample = codes.filter((c) => c.message.en !== c.message.ko).slice(0, 3);
    assert.ok(sample.length > 0);
    for (const l of LOCALES) {
      const all = jsFiles(l).map(readJs).join('\n');
      for (const c of sample) {
        assert.ok(all.includes(c.message[l] ?? c.message.ko), `${l}: ${c.code} message missing`);
        for (const other of LOCALES.filter((o) => o !== l && o !== 'ko'))
          assert.ok(!all.includes(c.message[other]!), `${l}: ${c.code} carries its ${other} message`);
      }
    }
  });
});

describe('built output: search and not-found pages describe themselves', () => {
  before(requireBuild);
  // Lighthouse's SEO audit asks every page for a meta description; these two have no front matter.
  for (const l of LOCALES)
    for (const page of ['search/index.html', '404.html'])
      it(`${l}: ${page} has a meta description in its language`, () => {
        const html = fs.readFileSync(path.join(BUILD, PREFIX[l], page), 'utf8');
        // The minifier leaves a value without spaces unquoted.
        const m = /<meta[^>]*\bname="?description"?[^>]*\bcontent=(?:"([^"]+)"|([^\s">]+))/.exec(html);
        const content = m?.[1] ?? m?.[2] ?? '';
        assert.ok(content.length > 20, `${l} ${page}: "${content}"`);
        if (l !== 'ko') assert.ok(!/[가-힣]/.test(content), `${l} ${page}: Korean description "${content}"`);
      });
});
