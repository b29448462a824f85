import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {SECTIONS, FAMILIES} from '../../src/sections/registry';
import {
  activeSections,
  contentDirOf,
  sidebarFileOf,
  DEFAULT_SECTION_ID,
  DEFAULT_SIDEBAR_FILE,
} from '../../src/sections/derive';
import {ROOT, loadInventory} from '../lib/inventory.mts';
import type {Localized} from '../../src/sections/types';

describe('section registry ↔ disk', () => {
  it('has unique, URL-safe ids', () => {
    const ids = SECTIONS.map((s) => s.id);
    assert.equal(new Set(ids).size, ids.length, 'duplicate section id');
    for (const id of ids) assert.match(id, /^[a-z0-9][a-z0-9-]*$/);
  });

  it("registers every docs-* folder, and a sidebar file is the default or a section's own", () => {
    const folders = fs
      .readdirSync(ROOT)
      .filter((d) => (d === 'docs' || d.startsWith('docs-')) && fs.statSync(path.join(ROOT, d)).isDirectory());
    const registered = SECTIONS.map(contentDirOf);
    assert.deepEqual([...folders].sort(), [...registered].sort());
    assert.ok(fs.existsSync(path.join(ROOT, DEFAULT_SIDEBAR_FILE)));
    for (const f of fs.readdirSync(path.join(ROOT, 'sidebars'))) {
      const file = `sidebars/${f}`;
      assert.ok(
        file === DEFAULT_SIDEBAR_FILE || SECTIONS.some((s) => sidebarFileOf(s) === file),
        `${file} is not the default sidebar nor a section's`,
      );
    }
  });

  it('has a tags.yml exactly where the inventory gives the section tags', () => {
    for (const s of loadInventory().sections) {
      const section = SECTIONS.find((x) => x.id === s.id);
      assert.ok(section, s.id);
      assert.equal(fs.existsSync(path.join(ROOT, contentDirOf(section), 'tags.yml')), s.tags, `${s.id}: tags.yml`);
    }
  });

  it('names, summarises and files every section as the inventory does', () => {
    // The Korean source and English as the inventory has them; the Japanese follows the JTF and
    // Microsoft style guides (full-width punctuation, ブラウザー), so it may differ in spelling.
    const text = (t: Localized) => ({ko: t.ko, en: t.en});
    for (const s of loadInventory().sections) {
      const section = SECTIONS.find((x) => x.id === s.id);
      assert.ok(section, s.id);
      assert.deepEqual(text(section.name), text(s.product), `${s.id}: name`);
      assert.deepEqual(text(section.summary), text(s.summary), `${s.id}: summary`);
      assert.equal(section.family, s.family, `${s.id}: family`);
    }
  });

  it('names and summarises every section in ko, en and ja, in a known family', () => {
    for (const s of SECTIONS) {
      for (const l of ['ko', 'en', 'ja'] as const) {
        assert.ok(s.name[l].trim(), `${s.id} name.${l}`);
        assert.ok(s.summary[l].trim(), `${s.id} summary.${l}`);
      }
      assert.ok(s.family in FAMILIES, `${s.id} family ${s.family}`);
    }
  });

  it('covers every section of the inventory', () => {
    const inv = loadInventory().sections.map((s) => s.id);
    assert.deepEqual([...inv].sort(), SECTIONS.map((s) => s.id).sort());
  });
});

describe('DOCS_SECTIONS filter', () => {
  it('keeps all sections when unset', () => assert.equal(activeSections('').length, SECTIONS.length));
  it('keeps the named sections and the default one', () =>
    assert.deepEqual(
      activeSections('shieldrm, portal').map((s) => s.id),
      SECTIONS.map((s) => s.id).filter((id) => ['portal', 'shieldrm', DEFAULT_SECTION_ID].includes(id)),
    ));
  it('rejects an unknown section name', () => assert.throws(() => activeSections('nope'), /unknown sections: nope/));
});
