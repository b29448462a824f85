import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import type {Config} from '@docusaurus/types';
import * as configModule from '../../docusaurus.config';
import {SECTIONS} from '../../src/sections/registry';
import {
  WORK_FOLDERS,
  contentDirOf,
  excludedFoldersOf,
  productSections,
  sectionsByFamily,
} from '../../src/sections/derive';
import {themeChrome} from '../../src/config/chrome';
import fs from 'node:fs';
import path from 'node:path';
import {ROOT} from '../lib/inventory.mts';
import {LOCALES, TRANSLATED_LOCALES, offlineLocaleIndex} from '../../src/config/locales';

// The config is CommonJS under tsx, so its default export may arrive wrapped once more.
const config =
  ((configModule as {default: unknown}).default as {default?: Config}).default ??
  ((configModule as {default: unknown}).default as Config);

type DocsPlugin = [string, {id: string; path: string; routeBasePath: string; exclude: string[]; tags: string | null}];

const docsPlugins = (config.plugins as DocsPlugin[]).filter((p) => p[0] === '@docusaurus/plugin-content-docs');

describe('config derived from the registry', () => {
  it('registers one docs instance per section with its folder, route and exclusions', () => {
    assert.equal(docsPlugins.length, SECTIONS.length);
    for (const s of SECTIONS) {
      const p = docsPlugins.find(([, o]) => o.routeBasePath === s.id);
      assert.ok(p, `no instance for ${s.id}`);
      assert.ok(fs.statSync(path.join(ROOT, p[1].path)).isDirectory(), `${s.id}: ${p[1].path} is not a folder`);
      for (const dir of WORK_FOLDERS) assert.ok(excludedFoldersOf(s).includes(dir), `${s.id} does not exclude ${dir}`);
      for (const dir of excludedFoldersOf(s))
        assert.ok(p[1].exclude.includes(`**/${dir}/**`), `${s.id} does not exclude ${dir}`);
      assert.equal(p[1].tags, undefined, 'tags.yml, where there is one');
    }
    assert.equal(new Set(docsPlugins.map(([, o]) => o.id)).size, SECTIONS.length, 'plugin ids must be unique');
    assert.ok(docsPlugins.some(([, o]) => o.id === 'default' && o.routeBasePath === 'docs'));
  });

  it('keeps registry data out of plugin options, which the site config ships to every page', () => {
    const shipped = JSON.stringify(config.plugins);
    for (const s of SECTIONS)
      assert.ok(!shipped.includes(s.summary.ko), `${s.id}: its summary rides in the site config`);
  });

  it('lists every product in the navbar product menu, in each locale', () => {
    for (const l of LOCALES) {
      const items = themeChrome(SECTIONS, l).navbar!.items as {
        type?: string;
        items?: {to?: string; label?: string}[];
      }[];
      const menu = items.find((i) => i.type === 'custom-products');
      const links = (menu?.items ?? []).filter((i) => i.to);
      assert.deepEqual(
        links.map((i) => i.to).sort(),
        productSections()
          .map((s) => `/${s.id}`)
          .sort(),
      );
      for (const s of productSections())
        assert.ok(
          links.some((i) => i.label === s.name[l]),
          `${l}: ${s.id} label`,
        );
    }
  });

  it('puts every product on the home page once, grouped by family', () => {
    const listed = sectionsByFamily(SECTIONS).flatMap((g) => g.sections.map((s) => s.id));
    assert.deepEqual(
      [...listed].sort(),
      productSections()
        .map((s) => s.id)
        .sort(),
    );
  });

  it('gives every product a search context and indexes every section route', () => {
    const search = (config.themes as unknown[]).find((t) => Array.isArray(t) && t[0] === './src/plugins/search.ts') as [
      string,
      {searchContextByPaths: {path: string}[]; docsRouteBasePath: string[]; docsDir: string[]},
    ];
    const paths = search[1].searchContextByPaths.map((c) => c.path);
    for (const s of productSections()) {
      assert.ok(paths.includes(s.id), `no search context for ${s.id}`);
      for (const scope of s.searchScopes ?? [])
        assert.ok(
          paths.includes(`${s.id}/${scope.path}`) && paths.indexOf(`${s.id}/${scope.path}`) < paths.indexOf(s.id),
          `${s.id}/${scope.path} must precede ${s.id}`,
        );
    }
    // The search box takes the first context that matches: a nested scope must come before its parent.
    for (const [i, p] of paths.entries())
      for (const inner of paths.filter((q) => q.startsWith(`${p}/`)))
        assert.ok(paths.indexOf(inner) < i, `${inner} must precede ${p}`);
    assert.deepEqual([...search[1].docsRouteBasePath].sort(), SECTIONS.map((s) => s.id).sort());
    for (const s of SECTIONS) assert.ok(search[1].docsDir.includes(contentDirOf(s)));
  });
});

describe('nginx config ↔ locales', () => {
  const conf = fs.readFileSync(path.join(ROOT, 'deploy/nginx.conf'), 'utf8');
  it('serves each translated locale its own not-found page, and no other locale', () => {
    const blocks = [...conf.matchAll(/location \/(\w+)\/ \{\s*error_page 404 \/(\w+)\/404\.html;/g)];
    assert.deepEqual(blocks.map((m) => m[1]).sort(), [...TRANSLATED_LOCALES].sort());
    for (const m of blocks) assert.equal(m[1], m[2]);
    for (const l of TRANSLATED_LOCALES) assert.match(conf, new RegExp(`location = /${l}/404\\.html \\{ internal; \\}`));
  });
  it("caches every locale's hashed assets", () => {
    const alt = /~\^\/\(([^)]*)\)\?assets\//.exec(conf)?.[1] ?? '';
    assert.deepEqual(
      alt
        .split('|')
        .map((x) => x.replace(/\/$/, ''))
        .sort(),
      [...TRANSLATED_LOCALES].sort(),
    );
  });
  it('gives each translated locale its own not-found page on Netlify too', () => {
    const toml = fs.readFileSync(path.join(ROOT, 'deploy/netlify.toml'), 'utf8');
    const rules = [...toml.matchAll(/from = "\/(\w+)\/\*"\s+to = "\/(\w+)\/404\.html"\s+status = 404/g)];
    assert.deepEqual(rules.map((m) => m[1]).sort(), [...TRANSLATED_LOCALES].sort());
    for (const m of rules) assert.equal(m[1], m[2]);
  });
  it('sends precompressed files (gzip_static, brotli_static where the module exists)', () => {
    assert.match(conf, /gzip_static on;/);
    assert.match(conf, /__BROTLI_STATIC__/);
  });
});

describe('offline edition', () => {
  it("links each locale's index.html to every other's, relative and without a leading ./", () => {
    assert.equal(offlineLocaleIndex('ko', 'ko'), 'index.html');
    assert.equal(offlineLocaleIndex('ko', 'en'), 'en/index.html');
    assert.equal(offlineLocaleIndex('en', 'ko'), '../index.html');
    assert.equal(offlineLocaleIndex('ja', 'en'), '../en/index.html');
    for (const from of LOCALES) for (const to of LOCALES) assert.ok(!offlineLocaleIndex(from, to).startsWith('./'));
  });
});
