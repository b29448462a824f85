import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {before, describe, it} from 'node:test';
import {BUILD, LOCALES, PREFIX, requireBuild} from '../lib/build.mts';
import {loadInventory} from '../lib/inventory.mts';
import {SECTIONS} from '../../src/sections/registry';
import {productSections, translationDirOf} from '../../src/sections/derive';
import {ROOT} from '../lib/inventory.mts';
import {firstAnswer, readContext} from '../lib/search-node.ts';
import {loadQueries} from '../lib/search-scoring.ts';
import {DocType} from '../../src/search/engine.ts';
import {HEAD_FILE} from '../../src/search/files';
import {MIN_BYTES} from '../../src/plugins/precompress.ts';

/** Whether a section's landing page exists in a locale (untranslated pages are noindex, so unsearchable). */
const landingIn = (id: string, locale: string): boolean =>
  locale === 'ko' || fs.existsSync(path.join(ROOT, translationDirOf({id}, locale), 'index.md'));
/** Whether any page under a section folder is translated in a locale. */
const translatedUnder = (id: string, sub: string, locale: string): boolean => {
  if (locale === 'ko') return true;
  const dir = path.join(ROOT, translationDirOf({id}, locale), sub);
  return fs.existsSync(dir) && fs.readdirSync(dir, {recursive: true}).some((f) => /\.mdx?$/.test(String(f)));
};

function indexFiles(locale: string): Map<string, string> {
  const dir = path.join(BUILD, PREFIX[locale as keyof typeof PREFIX]);
  const out = new Map<string, string>();
  for (const f of fs.readdirSync(dir)) {
    const m = HEAD_FILE.exec(f);
    if (m) out.set(m[1] ?? '', path.join(dir, f));
  }
  return out;
}

/** Index file key of a scope: the plugin joins path segments with '-'. */
const contextKey = (id: string, scope: string) => `${id}-${scope.replace(/\//g, '-')}`;

/** Every document of a context: its head's titles and its page parts. */
const docs = (file: string) => {
  const {titles, docs: rest} = readContext(path.dirname(file), path.basename(file));
  return [...titles, ...rest.map(([, d]) => d)];
};
/** A context's head and parts. */
const filesOf = (file: string) => {
  const {head} = readContext(path.dirname(file), path.basename(file));
  return [file, ...[...head.termParts, ...head.pageParts].map(([, f]) => path.join(path.dirname(file), f))];
};

/** The inventory's title as the edition writes it: English in sentence case, Japanese without spaces between scripts. */
const sameTitle = (a: string, b: string) => a.replace(/\s+/g, '').toLowerCase() === b.replace(/\s+/g, '').toLowerCase();

describe('search index', () => {
  before(requireBuild);
  const landings = loadInventory().sections.filter((s) => s.id !== 'docs');

  for (const locale of LOCALES) {
    it(`${locale}: one hashed index per product plus the all-products index`, () => {
      const files = indexFiles(locale);
      assert.ok(files.has(''), 'no all-products index');
      for (const s of productSections(SECTIONS).filter((x) => landingIn(x.id, locale))) {
        assert.ok(files.has(s.id), `no index for ${s.id}`);
        for (const scope of (s.searchScopes ?? []).filter((x) => translatedUnder(s.id, x.path, locale)))
          assert.ok(files.has(contextKey(s.id, scope.path)), `no index for ${s.id}/${scope.path}`);
      }
    });

    it(`${locale}: the all-products index holds every landing page and no unlisted page`, () => {
      const all = docs(indexFiles(locale).get('')!);
      for (const s of landings) {
        const title = s.pages[0].title[locale];
        const indexed = all.some((d) => d.u.replace(/\/$/, '') === `${PREFIX[locale]}/${s.id}`);
        if (!landingIn(s.id, locale)) {
          assert.ok(!indexed, `${locale}: untranslated ${s.id} landing is indexed`);
          continue;
        }
        assert.ok(
          all.some((d) => sameTitle(d.t, title) && d.u.replace(/\/$/, '').endsWith(`/${s.id}`)),
          `${locale}: ${s.id} landing "${title}" not indexed`,
        );
      }
      assert.ok(!all.some((d) => d.u.includes('unlisted-example')), 'unlisted page is in the index');
      assert.ok(!all.some((d) => d.u.includes('draft-example')), 'draft page is in the index');
    });

    it(`${locale}: every page of the all-products index names its section first in its path`, () => {
      const file = indexFiles(locale).get('')!;
      const {titles} = readContext(path.dirname(file), path.basename(file));
      for (const d of titles) {
        const id = d.u.slice(PREFIX[locale].length + 1).split('/')[0];
        const section = SECTIONS.find((x) => x.id === id);
        assert.ok(section, `${d.u}: no section`);
        assert.equal(d.b?.[0], section.name[locale], `${d.u}: path ${JSON.stringify(d.b)}`);
      }
    });

    it(`${locale}: a product index holds only that product`, () => {
      const files = indexFiles(locale);
      for (const s of productSections(SECTIONS).filter((x) => files.has(x.id))) {
        const urls = docs(files.get(s.id)!).map((d) => d.u);
        assert.ok(urls.length > 0, `${s.id} index empty`);
        const stray = urls.filter((u) => !u.startsWith(`${PREFIX[locale]}/${s.id}/`));
        assert.deepEqual(stray, [], `${s.id} index holds other pages`);
        for (const scope of (s.searchScopes ?? []).filter((x) => files.has(contextKey(s.id, x.path)))) {
          const base = `${PREFIX[locale]}/${s.id}/${scope.path}/`;
          const scoped = docs(files.get(contextKey(s.id, scope.path))!).map((d) => d.u);
          assert.ok(scoped.length > 0 && scoped.every((u) => u.startsWith(base)), `${base} index holds other pages`);
        }
      }
    });
  }

  /** Most a reader downloads (gzip -9, as served) for a whole product or support-area context. */
  const CONTEXT_GZIP_MAX = 300 * 1024;
  /** Most a reader downloads (brotli, as served) before the first answer of an all-products search. */
  const FIRST_ANSWER_MAX = 400 * 1024;

  for (const locale of LOCALES) {
    it(`${locale}: every index file is served precompressed; a product or support-area context is at most 300 KB gzip`, () => {
      const over: string[] = [];
      for (const [key, head] of indexFiles(locale)) {
        let gz = 0;
        for (const file of filesOf(head)) {
          // Files under the threshold are sent as they are.
          if (fs.statSync(file).size < MIN_BYTES) {
            gz += fs.statSync(file).size;
            continue;
          }
          for (const ext of ['gz', 'br'])
            assert.ok(fs.existsSync(`${file}.${ext}`), `${path.basename(file)} has no .${ext} copy`);
          assert.deepEqual(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)), fs.readFileSync(file), `${file}.gz differs`);
          assert.deepEqual(
            zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)),
            fs.readFileSync(file),
            `${file}.br differs`,
          );
          gz += fs.statSync(`${file}.gz`).size;
        }
        if (key !== '' && gz > CONTEXT_GZIP_MAX) over.push(`${key}: ${(gz / 1024).toFixed(0)} KB`);
      }
      assert.deepEqual(over, [], 'contexts over 300 KB gzip');
    });

    it(`${locale}: an all-products search's first answer needs at most 400 KB, in the box and on the search page`, async () => {
      const dir = path.join(BUILD, PREFIX[locale]);
      const heavy: string[] = [];
      let largest = 0;
      for (const {q} of loadQueries(ROOT)[locale])
        for (const limit of [8, 100]) {
          const {bytes} = await firstAnswer(dir, '', q, limit);
          largest = Math.max(largest, bytes);
          if (bytes > FIRST_ANSWER_MAX) heavy.push(`${q} (${limit}): ${(bytes / 1024).toFixed(0)} KB`);
        }
      console.log(`${locale}: largest first answer ${(largest / 1024).toFixed(0)} KB`);
      assert.deepEqual(heavy, []);
    });

    it(`${locale}: the support landing's context has titles and headings of every support page, full text of its own`, () => {
      const files = indexFiles(locale);
      if (!files.has('support')) return;
      const file = files.get('support')!;
      const {titles, docs: rest} = readContext(path.dirname(file), path.basename(file));
      const content = rest.filter(([type]) => type === DocType.Content).map(([, d]) => d);
      const support = SECTIONS.find((s) => s.id === 'support')!;
      const scoped = (u: string) =>
        (support.searchScopes ?? []).some((x) => u.startsWith(`${PREFIX[locale]}/support/${x.path}/`));
      assert.ok(
        titles.some((d) => scoped(d.u)),
        'scoped pages missing from titles',
      );
      assert.ok(content.length > 0, 'landing text missing');
      assert.deepEqual(
        content.filter((d) => scoped(d.u)).map((d) => d.u),
        [],
        'scoped pages keep their full text in the landing context',
      );
    });
  }
});
