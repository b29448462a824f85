import assert from 'node:assert/strict';
import {before, describe, it} from 'node:test';
import {fileForRoute, requireBuild} from '../lib/build.mts';
import {builtBodyText, PLACEHOLDER} from '../lib/body.mts';
import {loadInventory} from '../lib/inventory.mts';
import {MIN_KO_BODY_CHARS as MIN_CHARS} from '../../scripts/lint-content.mts';

describe('Korean content of every inventory page', () => {
  before(requireBuild);
  for (const s of loadInventory().sections) {
    if (s.id === 'docs') continue; // the blank page the inventory asks for
    it(`${s.id}: every page is built with ≥ ${MIN_CHARS} characters of real body text`, () => {
      const problems: string[] = [];
      for (const p of s.pages) {
        const file = fileForRoute(p.path);
        if (!file) {
          problems.push(`${p.path}: missing`);
          continue;
        }
        const text = builtBodyText(file);
        if (text.length < MIN_CHARS) problems.push(`${p.path}: ${text.length} characters`);
        const ph = PLACEHOLDER.exec(text);
        if (ph) problems.push(`${p.path}: placeholder "${ph[0]}"`);
      }
      assert.deepEqual(problems, []);
    });
  }
});

describe('Markdown emphasis next to Korean particles', () => {
  before(requireBuild);
  it('renders **정책**을 as emphasis on every page (no literal ** left)', () => {
    const leftovers: string[] = [];
    for (const s of loadInventory().sections)
      for (const p of s.pages) {
        const file = fileForRoute(p.path);
        if (!file) continue;
        // `**word**` left as text; masked values such as 900101-1****** are fine.
        const m = /.{0,20}(?<!\*)\*\*[^*\s][^*]{0,80}?[^*\s]\*\*(?!\*).{0,20}/.exec(builtBodyText(file));
        if (m) leftovers.push(`${p.path}: ${m[0]}`);
      }
    assert.deepEqual(leftovers, []);
  });
});
