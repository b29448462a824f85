import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import {mermaidSources} from '../../src/diagrams/sources.ts';
import {FONT_CSS, FONT_FILE, fontDirOf, glyphsOf, missingGlyphs, writeDiagramFont} from '../../src/diagrams/font.ts';
import {DIAGRAM_FONT_FAMILY, DIAGRAM_FONT_FILE} from '../../src/config/diagrams.ts';
import {rekey} from '../../src/diagrams/draw.ts';

describe('diagram sources', () => {
  it('finds fenced mermaid blocks with backticks or tildes, and nothing else', () => {
    const md = [
      '```mermaid\nflowchart LR\n  A["정책"] --> B\n```',
      '```js\nconst a = 1;\n```',
      '~~~mermaid\nsequenceDiagram\n  A->>B: hi\n~~~',
    ].join('\n\n');
    assert.deepEqual(mermaidSources(md), ['flowchart LR\n  A["정책"] --> B', 'sequenceDiagram\n  A->>B: hi']);
  });

  it("a font's glyphs are every label character plus printable ASCII, without whitespace", () => {
    const glyphs = glyphsOf(['A["정책 서버"]', 'B["認証"]']);
    for (const c of '정책서버認証AZaz09~') assert.ok(glyphs.has(c), c);
    assert.ok(!glyphs.has('\n'));
  });
});

describe('diagram font', {skip: !fs.existsSync(DIAGRAM_FONT_FILE) && 'no Noto Sans CJK on this machine'}, () => {
  it('is a woff2 subset with its @font-face, and names what a later diagram would lack', async () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'diagram-font-'));
    try {
      await writeDiagramFont(site, 'ja', ['A["認証サーバー"]']);
      const dir = fontDirOf(site, 'ja');
      const woff2 = fs.readFileSync(path.join(dir, FONT_FILE));
      assert.equal(woff2.subarray(0, 4).toString('latin1'), 'wOF2');
      assert.ok(woff2.length < 12_000, `a few glyphs, not the collection (${woff2.length} B)`);
      const css = fs.readFileSync(path.join(dir, FONT_CSS), 'utf8');
      assert.match(css, new RegExp(`font-family: '${DIAGRAM_FONT_FAMILY}'`));
      assert.ok(css.includes(`url('./${FONT_FILE}')`), css);
      assert.deepEqual(missingGlyphs('ja', 'A["認証サーバー"]'), []);
      assert.deepEqual(missingGlyphs('ja', 'A["暗号"]'), ['暗', '号']);
    } finally {
      fs.rmSync(site, {recursive: true, force: true});
    }
  });
});

// The dark theme is drawn once per diagram type and its rules moved to the type's other diagrams.
describe('dark stylesheet re-keying', () => {
  it("moves a type's dark stylesheet to another diagram's id, every rule of it", () => {
    const css = '#ko-a{font-size:16px}#ko-a .node rect,#ko-a .cluster rect{fill:#1f2020}#ko-a-marker{x:1}';
    assert.equal(
      rekey(css, 'ko-a', 'ko-b'),
      '#ko-b{font-size:16px}#ko-b .node rect,#ko-b .cluster rect{fill:#1f2020}#ko-b-marker{x:1}',
    );
    assert.doesNotMatch(rekey(css, 'ko-a', 'ko-b'), /#ko-a/);
  });
});
