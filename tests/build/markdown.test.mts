import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {before, describe, it} from 'node:test';
import {BUILD, LOCALES, PREFIX, allPages, requireBuild} from '../lib/build.mts';
import {SECTIONS} from '../../src/sections/registry';
import {DEFAULT_SECTION_ID} from '../../src/sections/derive';
import {SITE_URL} from '../../src/constants/site';

const products = SECTIONS.filter((s) => s.id !== DEFAULT_SECTION_ID);
const read = (rel: string) => fs.readFileSync(path.join(BUILD, rel), 'utf8');

describe('docs as Markdown', () => {
  before(requireBuild);

  for (const l of LOCALES) {
    it(`${l}: every doc page of every product has a Markdown twin, rendered, with absolute links`, () => {
      let twins = 0;
      for (const s of products) {
        const dir = path.join(BUILD, PREFIX[l], s.id);
        const pages = allPages()
          .map((f) => path.relative(BUILD, f))
          .filter(
            (f) =>
              f.startsWith(path.join(PREFIX[l].slice(1), s.id, '')) ||
              f === path.join(PREFIX[l].slice(1), s.id, 'index.html'),
          )
          .filter((f) => !/[\\/](category|tags)[\\/]/.test(f) && f.endsWith('index.html'));
        for (const page of pages) {
          const html = fs.readFileSync(path.join(BUILD, page), 'utf8');
          if (!html.includes('theme-doc-markdown') || /name="?robots"? content="?noindex/.test(html)) continue;
          const route = path.dirname(page);
          const twin = `${route}.md`;
          assert.ok(fs.existsSync(path.join(BUILD, twin)), `${twin} missing`);
          const md = read(twin);
          assert.match(
            md,
            /^---\ntitle: ".+"\ndescription: ".*"\n(last_update: \d{4}-\d{2}-\d{2}\n)?canonical: https:\/\/\S+\n---\n\n# /,
            twin,
          );
          assert.ok(md.includes(`canonical: ${SITE_URL}/${route.split(path.sep).join('/')}`), `${twin}: canonical`);
          assert.doesNotMatch(
            md,
            /<(ErrorCodes|LatestVersion|Releases|Fact|Ports|Lifecycle|ProductHub)\b/,
            `${twin}: raw JSX`,
          );
          for (const [, href] of md.matchAll(/\]\(([^)\s]+)\)/g))
            assert.match(href, /^(https?:|mailto:)/, `${twin}: relative link ${href}`);
          twins++;
        }
        assert.ok(fs.existsSync(dir), `${dir} missing`);
      }
      assert.ok(twins > 300, `${l}: only ${twins} twins`);
    });

    it(`${l}: llms.txt lists every product; each product has llms.txt and llms-full.txt`, () => {
      const site = read(path.join(PREFIX[l].slice(1), 'llms.txt'));
      assert.match(site, /^# .+\n\n> .+/);
      for (const s of products) {
        assert.ok(site.includes(`${SITE_URL}${PREFIX[l]}/${s.id}/llms.txt`), `${s.id} not in llms.txt`);
        const llms = read(path.join(PREFIX[l].slice(1), s.id, 'llms.txt'));
        assert.match(llms, /^# .+\n\n> .+\n\n## .+\n\n- \[.+\]\(https:\/\/\S+\.md\): /, s.id);
        // Every page it lists is there as Markdown.
        for (const [, url] of llms.matchAll(/\]\((https:\/\/\S+\.md)\)/g))
          assert.ok(fs.existsSync(path.join(BUILD, decodeURIComponent(new URL(url).pathname))), `${s.id}: ${url}`);
        const full = read(path.join(PREFIX[l].slice(1), s.id, 'llms-full.txt'));
        assert.ok(full.length > llms.length * 3, `${s.id}: llms-full.txt holds little`);
      }
    });
  }
});
