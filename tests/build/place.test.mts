import assert from 'node:assert/strict';
import fs from 'node:fs';
import {before, describe, it} from 'node:test';
import {LOCALES, PREFIX, fileForRoute, requireBuild} from '../lib/build.mts';
import {SECTIONS} from '../../src/sections/registry';
import {localized} from '../../src/sections/derive';
import {hubData} from '../../src/sections/hub';
import {ROOT} from '../lib/inventory.mts';

const html = (route: string): string => {
  const file = fileForRoute(route);
  assert.ok(file, `${route}: not built`);
  return fs.readFileSync(file, 'utf8');
};
const decode = (s: string) => s.replace(/&amp;/g, '&').replace(/<!-- -->/g, '');
/** The product crumb of a page's breadcrumbs: its href and text. */
const productCrumb = (page: string) => {
  const m = /data-product-crumb[^>]*><a[^>]*href=("?)([^\s">]+)\1[^>]*>([^<]*)<\/a>/.exec(page);
  return m ? {href: decodeURIComponent(m[2]), label: decode(m[3])} : null;
};

describe('where you are', () => {
  before(requireBuild);
  const shieldrm = SECTIONS.find((s) => s.id === 'shieldrm')!;

  for (const l of LOCALES) {
    it(`${l}: breadcrumbs of doc, category and tag pages name the product and link its landing`, () => {
      const name = localized(shieldrm.name, l);
      const landing = `${PREFIX[l]}/shieldrm`;
      for (const route of [
        `${landing}/faq/drm-faq`,
        `${landing}/category/faq`,
        `${landing}/tags`,
        `${landing}/tags/faq`,
      ]) {
        assert.deepEqual(productCrumb(html(route)), {href: landing, label: name}, route);
      }
      const ds = SECTIONS.find((s) => s.id === 'ds')!;
      assert.deepEqual(productCrumb(html(`${PREFIX[l]}/ds/faq/general`)), {
        href: `${PREFIX[l]}/ds`,
        label: localized(ds.name, l),
      });
      assert.equal(productCrumb(html(landing)), null, 'the landing names itself once');
    });

    it(`${l}: every product landing opens with its entry points, each a built page`, () => {
      for (const s of SECTIONS.filter((x) => x.hub)) {
        const page = html(`${PREFIX[l]}/${s.id}`);
        const {links, releases} = hubData(s, l, ROOT);
        const cards = [...page.matchAll(/<(a|div)[^>]*data-hub-card[^>]*>/g)].map((m) => m[0]);
        const expected = links.length + (releases.length > 0 && !links.some((x) => x.kind === 'releases') ? 1 : 0);
        assert.equal(cards.length, expected, `${s.id}: ${cards.length} cards`);
        for (const card of cards.filter((c) => c.startsWith('<a'))) {
          const href = /href=("?)([^\s">]+)\1/.exec(card)?.[2];
          assert.ok(href && fileForRoute(decodeURIComponent(href)), `${s.id}: ${href} is not a built page`);
        }
        for (const r of releases) assert.ok(page.includes(`>${r.version}<`), `${s.id}: no ${r.version}`);
        // The hub follows the lead paragraph, ahead of the page's first section.
        assert.ok(page.indexOf('data-hub-card') < page.indexOf('<h2'), `${s.id}: hub after the first section`);
      }
    });
  }
});
