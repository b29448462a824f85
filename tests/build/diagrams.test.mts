import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {before, describe, it} from 'node:test';
import {BUILD, LOCALES, PREFIX, requireBuild, type Locale} from '../lib/build.mts';
import {ROOT} from '../lib/inventory.mts';
import {localeDiagramSources} from '../../src/diagrams/sources.ts';
import {activeSections} from '../../src/sections/derive.ts';

/** Built HTML pages of a locale (other locales' folders left out of the Korean one). */
function pages(l: Locale): string[] {
  const root = path.join(BUILD, PREFIX[l]);
  const others = new Set(LOCALES.filter((x) => x !== l).map((x) => PREFIX[x].replace(/^\//, '')));
  const out: string[] = [];
  const walk = (dir: string, top: boolean) => {
    for (const e of fs.readdirSync(dir, {withFileTypes: true})) {
      if (e.isDirectory()) {
        if (!(top && (others.has(e.name) || e.name === 'assets'))) walk(path.join(dir, e.name), false);
      } else if (e.name.endsWith('.html')) out.push(path.join(dir, e.name));
    }
  };
  walk(root, true);
  return out;
}

// Mermaid diagrams are drawn at build time (src/diagrams): pages carry SVG, bundles no renderer.
describe('diagrams drawn at build time', () => {
  before(requireBuild);

  for (const l of LOCALES) {
    it(`${l}: every diagram is SVG for both colour modes, and none is left as mermaid source`, () => {
      let figures = 0;
      const ids = new Set<string>();
      for (const file of pages(l)) {
        const html = fs.readFileSync(file, 'utf8');
        assert.doesNotMatch(html, /language-mermaid|docusaurus-mermaid-container/, `${file}: an undrawn diagram`);
        for (const m of html.matchAll(/<figure[^>]*data-diagram[^>]*>([\s\S]*?)<\/figure>/g)) {
          figures++;
          const svgIds = [...m[1].matchAll(/<svg id="?([\w-]+)/g)].map((x) => x[1]);
          // One SVG whose dark-mode rules are nested under the dark theme, or one drawing per mode.
          if (svgIds.length === 1) assert.match(m[1], /:root\[data-theme='dark'\]\{#diagram-/, `${file}: no dark mode`);
          else
            assert.match(
              m[1],
              /class="?diagram-light[\s\S]*class="?diagram-dark/,
              `${file}: ${svgIds.length} drawings`,
            );
          ids.add(svgIds[0]);
        }
      }
      const sources = localeDiagramSources(ROOT, activeSections(), l);
      assert.ok(sources.length > 0, `${l}: no diagram sources found`);
      assert.ok(figures >= sources.length, `${l}: ${figures} drawn diagrams for ${sources.length} sources`);
      assert.equal(ids.size, sources.length, `${l}: one drawing per distinct diagram`);
    });

    it(`${l}: no script carries the diagram renderer, and one font serves every diagram`, () => {
      const js = path.join(BUILD, PREFIX[l], 'assets/js');
      for (const f of fs.readdirSync(js).filter((x) => x.endsWith('.js')))
        // mermaid's parser error text: in any bundle that carries the renderer.
        assert.ok(!fs.readFileSync(path.join(js, f), 'utf8').includes('No diagram type detected'), `${f}: mermaid`);
      const fonts = fs
        .readdirSync(path.join(BUILD, PREFIX[l], 'assets/fonts'))
        .filter((f) => /^diagram-.*\.woff2$/.test(f));
      assert.equal(fonts.length, 1, `${l}: diagram fonts ${fonts.join(', ')}`);
      const woff2 = fs.readFileSync(path.join(BUILD, PREFIX[l], 'assets/fonts', fonts[0]));
      assert.equal(woff2.subarray(0, 4).toString('latin1'), 'wOF2');
    });
  }
});
