import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {before, describe, it} from 'node:test';
import {parseAtomFeed, parseRssFeed} from 'feedsmith';
import {BUILD, LOCALES, PREFIX, fileForRoute, requireBuild} from '../lib/build.mts';
import {PRODUCTS} from '../../src/facts';
import {SECTIONS} from '../../src/sections/registry';
import {LOCALE_CONFIGS} from '../../src/config/locales';
import {SITE_URL} from '../../src/constants/site';
import {BLOG_ROUTE, productFeedPath} from '../../src/constants/feeds';

const read = (route: string): string => {
  const file = path.join(BUILD, route);
  assert.ok(fs.existsSync(file), `${route} missing`);
  return fs.readFileSync(file, 'utf8');
};

/** A feed's items as title, link and date, from RSS or Atom. */
function items(route: string): {title: string; link: string; date: Date}[] {
  const xml = read(route);
  if (route.endsWith('rss.xml'))
    return (parseRssFeed(xml).items ?? []).map((i) => ({
      title: String(i.title),
      link: String(i.link),
      date: new Date(String(i.pubDate)),
    }));
  return (parseAtomFeed(xml).entries ?? []).map((e) => ({
    title: String((e.title as {value?: string} | undefined)?.value ?? e.title),
    link: String(e.links?.[0]?.href),
    date: new Date(String(e.updated)),
  }));
}

/** The built page an absolute link of ours points at. */
function builtPage(link: string): string | null {
  assert.ok(link.startsWith(`${SITE_URL}/`), `not absolute on the site: ${link}`);
  return fileForRoute(new URL(link).pathname);
}

describe('release and notice feeds', () => {
  before(requireBuild);

  for (const l of LOCALES) {
    it(`${l}: the whole-site feeds (RSS, Atom) list every post, in the page language, with absolute links`, () => {
      const rss = parseRssFeed(read(`${PREFIX[l]}/${BLOG_ROUTE}/rss.xml`));
      assert.equal(rss.language, LOCALE_CONFIGS[l].htmlLang);
      for (const type of ['rss', 'atom']) {
        const list = items(`${PREFIX[l]}/${BLOG_ROUTE}/${type}.xml`);
        assert.ok(list.length >= PRODUCTS.filter((p) => p.releases?.length).length, `${type}: ${list.length} items`);
        for (const i of list) {
          assert.ok(!Number.isNaN(i.date.getTime()), `${type}: ${i.title} has no date`);
          assert.ok(builtPage(i.link), `${type}: ${i.link} is not a built page`);
        }
      }
    });

    it(`${l}: each product's feeds carry every release of its facts, newest first, and its posts`, () => {
      for (const p of PRODUCTS) {
        for (const type of ['rss', 'atom'] as const) {
          const list = items(`${PREFIX[l]}${productFeedPath(p.id, type)}`);
          for (const r of p.releases ?? [])
            assert.ok(
              list.some((i) => i.title.includes(r.version)),
              `${p.id} ${type}: release ${r.version} missing`,
            );
          const dates = list.map((i) => i.date.getTime());
          assert.deepEqual(
            dates,
            [...dates].sort((a, b) => b - a),
            `${p.id} ${type}: not newest first`,
          );
          for (const i of list) assert.ok(builtPage(i.link), `${p.id} ${type}: ${i.link} is not a built page`);
        }
      }
    });

    it(`${l}: product pages announce their feeds; landings and release-note pages link them`, () => {
      for (const s of SECTIONS.filter((x) => PRODUCTS.some((p) => p.id === x.id))) {
        const landing = fs.readFileSync(fileForRoute(`${PREFIX[l]}/${s.id}`)!, 'utf8');
        for (const type of ['rss', 'atom'] as const) {
          const href = `${PREFIX[l]}${productFeedPath(s.id, type)}`;
          assert.match(
            landing,
            new RegExp(`<link[^>]*rel="?alternate"?[^>]*href="?${href}`),
            `${s.id}: no ${type} link`,
          );
        }
        assert.match(landing, /data-feed-links/, `${s.id}: landing shows no feed links`);
      }
      const releaseNotes = fs.readFileSync(
        fileForRoute(`${PREFIX[l]}/shieldrive/release-note-roadmap/release-note`)!,
        'utf8',
      );
      assert.match(releaseNotes, /data-feed-links/);
    });

    it(`${l}: the blog has its archive, a tag index and a tag page per product`, () => {
      for (const route of [`/${BLOG_ROUTE}`, `/${BLOG_ROUTE}/archive`, `/${BLOG_ROUTE}/tags`])
        assert.ok(fileForRoute(`${PREFIX[l]}${route}`), `${route} missing`);
      for (const p of PRODUCTS.filter((x) => x.releases?.length)) {
        const tag = fileForRoute(`${PREFIX[l]}/${BLOG_ROUTE}/tags/${p.id}`);
        assert.ok(tag, `no tag page for ${p.id}`);
        // The post count is said once ("1개 게시물", "1件"), never twice.
        const h1 = /<h1[^>]*>([^<]*)/.exec(fs.readFileSync(tag, 'utf8'))?.[1] ?? '';
        assert.doesNotMatch(h1, /게시물개|件件|\d+개[^"]*\d+개/, `${p.id}: ${h1}`);
      }
    });
  }
});
