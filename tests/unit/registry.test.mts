import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {SECTIONS, FAMILIES} from '../../src/sections/registry';
import {activeSections, contentDirOf, sidebarFileOf, DEFAULT_SECTION_ID} from '../../src/sections/derive';
import {ROOT, loadInventory} from '../lib/inventory.mts';

describe('section registry ↔ disk', () => {
  it('has unique, URL-safe ids', () => {
    const ids = SECTIONS.map((s) => s.id);
    assert.equal(new Set(ids).size, ids.length, 'duplicate section id');
    for (const id of ids) assert.match(id, /^[a-z0-9][a-z0-9-]*$/);
  });

  it('registers every docs-* folder, and every entry has its folder and sidebar file', () => {
    const folders = fs
      .readdirSync(ROOT)
      .filter((d) => (d === 'docs' || d.startsWith('docs-')) && fs.statSync(path.join(ROOT, d)).isDirectory());
    const registered = SECTIONS.map(contentDirOf);
    assert.deepEqual([...folders].sort(), [...registered].sort());
    for (const s of SECTIONS)
      assert.ok(fs.existsSync(path.join(ROOT, sidebarFileOf(s))), `missing ${sidebarFileOf(s)}`);
    const sidebarFiles = fs.readdirSync(path.join(ROOT, 'sidebars')).map((f) => f.replace(/\.ts$/, ''));
    assert.deepEqual(sidebarFiles.sort(), SECTIONS.map((s) => s.id).sort(), 'a sidebar file without a section');
  });

  it('declares tags exactly where a tags.yml exists', () => {
    for (const s of SECTIONS)
      assert.equal(
        fs.existsSync(path.join(ROOT, contentDirOf(s), 'tags.yml')),
        s.tags,
        `${s.id}: tags flag vs tags.yml`,
      );
  });

  it('names and summarises every section in ko, en and ja, in a known family', () => {
    for (const s of SECTIONS) {
      for (const l of ['ko', 'en', 'ja'] as const) {
        assert.ok(s.name[l].trim(), `${s.id} name.${l}`);
        assert.ok(s.summary[l].trim(), `${s.id} summary.${l}`);
      }
      assert.ok(s.family in FAMILIES, `${s.id} family ${s.family}`);
      assert.ok(s.exclude.length > 0, `${s.id} excludes no work folder`);
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
