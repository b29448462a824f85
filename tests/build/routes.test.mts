import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {before, describe, it} from 'node:test';
import {BUILD, LOCALES, PREFIX, allPages, fileForRoute, parsePage, requireBuild} from '../lib/build.mts';
import {loadInventory} from '../lib/inventory.mts';
import {SECTIONS} from '../../src/sections/registry';
import {excludedFoldersOf} from '../../src/sections/derive';
import {DOCS_TEAM, FEEDBACK_EMAIL} from '../../src/constants/site';
import {versionLabel} from '../../src/config/version';

const inv = loadInventory();
const missing = (routes: string[]) => routes.filter((r) => !fileForRoute(r));

describe('built routes', () => {
  before(requireBuild);

  for (const locale of LOCALES) {
    const p = PREFIX[locale];
    it(`${locale}: every inventory page exists`, () => {
      const routes = inv.sections.flatMap((s) => s.pages.map((pg) => p + pg.path));
      assert.deepEqual(missing(routes), []);
    });

    it(`${locale}: every section landing, category index and tag page exists`, () => {
      const routes: string[] = [];
      for (const s of inv.sections) {
        routes.push(`${p}/${s.id}`);
        for (const c of s.categories ?? []) routes.push(`${p}/${s.id}/category/${c.slug}`);
        if (s.tags) {
          routes.push(`${p}/${s.id}/tags`);
          for (const t of new Set(s.pages.flatMap((pg) => pg.tags))) routes.push(`${p}/${s.id}/tags/${t}`);
        }
      }
      assert.deepEqual(missing(routes), []);
    });

    it(`${locale}: home, /docs, search, feedback and the not-found page exist`, () => {
      assert.deepEqual(missing([`${p}/`, `${p}/docs`, `${p}/search`, `${p}/feedback.html`, `${p}/404.html`]), []);
    });
  }

  it('ships the feedback page in three languages, mailing the address the site constants name', () => {
    const html = fs.readFileSync(path.join(BUILD, 'feedback.html'), 'utf8');
    for (const lang of ['ko', 'en', 'ja']) assert.match(html, new RegExp(`<section lang="${lang}"`));
    const addresses = new Set([...html.matchAll(/mailto:([^"?]+)/g)].map((m) => m[1]));
    assert.deepEqual([...addresses], [FEEDBACK_EMAIL]);
  });

  it('gives no route to pages in excluded work folders, in any locale', () => {
    const work = new Set(SECTIONS.flatMap(excludedFoldersOf));
    const leaked = allPages().filter((f) =>
      path
        .relative(BUILD, f)
        .split(path.sep)
        .some((seg) => work.has(seg)),
    );
    assert.deepEqual(leaked, []);
    for (const l of LOCALES) assert.equal(fileForRoute(`${PREFIX[l]}/docs/development/internal-checklist`), null);
  });

  it('leaves draft pages out of the production build', () => {
    for (const l of LOCALES) assert.equal(fileForRoute(`${PREFIX[l]}/docs/draft-example`), null);
  });

  it('serves unlisted pages by address with a banner and noindex, but not in the sitemap', () => {
    const file = fileForRoute('/docs/unlisted-example');
    assert.ok(file, 'unlisted page missing');
    const page = parsePage(file);
    assert.match(page.robots ?? '', /noindex/);
    assert.match(page.text, /색인되지 않은 문서/);
    for (const l of LOCALES) {
      const sitemap = fs.readFileSync(path.join(BUILD, PREFIX[l], 'sitemap.xml'), 'utf8');
      assert.ok(!sitemap.includes('unlisted-example'), `${l} sitemap lists the unlisted page`);
      assert.ok(sitemap.includes(`${PREFIX[l]}/support/`), `${l} sitemap misses normal pages`);
      // A page shown untranslated is noindex, so the locale's sitemap leaves it out.
      if (l !== 'ko') assert.ok(!sitemap.includes('untranslated-example'), `${l} sitemap lists an untranslated page`);
    }
  });

  it('names the documentation team, in the page language, on every last-updated line', () => {
    for (const l of LOCALES) {
      const file = fileForRoute(`${PREFIX[l]}/shieldrm/feature/IntroDRM`);
      assert.ok(file, `${l}: page missing`);
      const line = /theme-last-updated[^>]*>(.*?)<\/span><\/div>/s.exec(fs.readFileSync(file, 'utf8'));
      assert.ok(line, `${l}: no last-updated line`);
      assert.ok(line[1].includes(DOCS_TEAM[l]), `${l}: ${line[1].replace(/<[^>]+>/g, '')}`);
    }
  });

  it("labels every section's single version with its product's current release", () => {
    for (const s of SECTIONS) {
      const file = fileForRoute(`/${s.id}`);
      assert.ok(file, `${s.id} landing missing`);
      const badge = /theme-doc-version-badge[^>]*>(.*?)<\/span>/.exec(fs.readFileSync(file, 'utf8'));
      assert.ok(badge, `${s.id}: no version badge`);
      const label = badge[1].replace(/<!-- -->/g, '').replace(/^[^:]*:\s*/, '');
      assert.equal(label, versionLabel(s.id, 'ko'), s.id);
      assert.doesNotMatch(label, /Next/, s.id);
    }
  });
});
