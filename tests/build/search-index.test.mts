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

/** Whether a section's landing page exists in a locale (untranslated pages are noindex, so unsearchable). */
const landingIn = (id: string, locale: string): boolean =>
  locale === 'ko' || fs.existsSync(path.join(ROOT, translationDirOf({id}, locale), 'index.md'));
/** Whether any page under a section folder is translated in a locale. */
const translatedUnder = (id: string, sub: string, locale: string): boolean => {
  if (locale === 'ko') return true;
  const dir = path.join(ROOT, translationDirOf({id}, locale), sub);
  return fs.existsSync(dir) && fs.readdirSync(dir, {recursive: true}).some((f) => /\.mdx?$/.test(String(f)));
};

interface IndexPart {
  documents: {t: string; u: string}[];
}

function indexFiles(locale: string): Map<string, string> {
  const dir = path.join(BUILD, PREFIX[locale as keyof typeof PREFIX]);
  const out = new Map<string, string>();
  for (const f of fs.readdirSync(dir)) {
    const m = /^search-index(?:-([a-z0-9-]+?))?-[0-9a-f]{8}\.json$/.exec(f);
    if (m) out.set(m[1] ?? '', path.join(dir, f));
  }
  return out;
}

/** Index file key of a scope: the plugin joins path segments with '-'. */
const contextKey = (id: string, scope: string) => `${id}-${scope.replace(/\//g, '-')}`;

const docs = (file: string) => (JSON.parse(fs.readFileSync(file, 'utf8')) as IndexPart[]).flatMap((p) => p.documents);

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
          all.some((d) => d.t === title && d.u.replace(/\/$/, '').endsWith(`/${s.id}`)),
          `${locale}: ${s.id} landing "${title}" not indexed`,
        );
      }
      assert.ok(!all.some((d) => d.u.includes('unlisted-example')), 'unlisted page is in the index');
      assert.ok(!all.some((d) => d.u.includes('draft-example')), 'draft page is in the index');
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

  /** Raw bytes of each locale's all-products index when issue 14 began; it must not grow. */
  const ALL_PRODUCTS_BEFORE: Record<string, number> = {ko: 9_927_397, en: 8_239_504, ja: 9_505_666};
  /** Most a reader downloads (gzip -9, as served) for a product or support-area context. */
  const CONTEXT_GZIP_MAX = 300 * 1024;

  for (const locale of LOCALES) {
    it(`${locale}: every product and support-area context is at most 300 KB gzip, served precompressed`, () => {
      const over: string[] = [];
      for (const [key, file] of indexFiles(locale)) {
        for (const ext of ['gz', 'br'])
          assert.ok(fs.existsSync(`${file}.${ext}`), `${path.basename(file)} has no .${ext} copy`);
        if (key === '') continue;
        const gz = fs.statSync(`${file}.gz`).size;
        if (gz > CONTEXT_GZIP_MAX) over.push(`${key || '(all)'}: ${(gz / 1024).toFixed(0)} KB`);
        assert.deepEqual(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)), fs.readFileSync(file), `${key}.gz differs`);
      }
      assert.deepEqual(over, [], 'contexts over 300 KB gzip');
    });

    it(`${locale}: the all-products index is no larger than before`, () => {
      const size = fs.statSync(indexFiles(locale).get('')!).size;
      assert.ok(size <= ALL_PRODUCTS_BEFORE[locale], `${size} bytes > ${ALL_PRODUCTS_BEFORE[locale]}`);
    });

    it(`${locale}: the support landing's context has titles and headings of every support page, full text of its own`, () => {
      const files = indexFiles(locale);
      if (!files.has('support')) return;
      const parts = JSON.parse(fs.readFileSync(files.get('support')!, 'utf8')) as IndexPart[];
      const [titles, , , , content] = parts;
      const support = SECTIONS.find((s) => s.id === 'support')!;
      const scoped = (u: string) =>
        (support.searchScopes ?? []).some((x) => u.startsWith(`${PREFIX[locale]}/support/${x.path}/`));
      assert.ok(
        titles.documents.some((d) => scoped(d.u)),
        'scoped pages missing from titles',
      );
      assert.ok(content.documents.length > 0, 'landing text missing');
      assert.deepEqual(
        content.documents.filter((d) => scoped(d.u)).map((d) => d.u),
        [],
        'scoped pages keep their full text in the landing context',
      );
    });
  }
});
