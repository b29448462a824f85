import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {PRODUCTS} from '../../src/facts/index.ts';
import {FACTS_AS_OF} from '../../src/facts/site.ts';
import {SUPPORT_LEVELS} from '../../src/facts/support.ts';
import {phaseOf} from '../../src/facts/text.ts';
import {ROOT} from '../lib/inventory.mts';

const ISO = /^\d{4}-\d{2}-\d{2}$/;

describe('facts data', () => {
  it('gives every product a Korean name and pages that exist', () => {
    for (const p of PRODUCTS) {
      assert.ok(p.name.ko.trim() && p.name.ko !== p.id, `${p.id}: name`);
      assert.ok(p.pages.length > 0, `${p.id}: no pages speak for it`);
      for (const prefix of p.pages)
        assert.ok(fs.existsSync(path.join(ROOT, prefix)), `${p.id}: ${prefix} does not exist`);
    }
  });

  it('defines each error code once, matched by its own pattern', () => {
    for (const p of PRODUCTS.filter((x) => x.errors)) {
      const codes = p.errors!.codes.map((c) => c.code);
      assert.equal(new Set(codes).size, codes.length, `${p.id}: duplicate code`);
      const re = new RegExp(p.errors!.pattern);
      for (const c of p.errors!.codes) {
        assert.ok(c.message.ko && c.cause.ko && c.action.ko, `${p.id} ${c.code}: message, cause and action`);
        // The lint finds codes through the pattern, so a code it cannot match is never checked.
        const contexts = [`\`${c.code}\``, `오류 코드 ${c.code}`, `오류 코드 \`${c.code}\``, `에러 코드 ${c.code}`];
        assert.ok(
          contexts.some((text) => re.exec(text)?.[1] === c.code),
          `${p.id}: pattern does not match ${c.code}`,
        );
      }
    }
  });

  it('lists releases newest first, dated on or before the as-of date', () => {
    for (const p of PRODUCTS) {
      const dates = (p.releases ?? []).map((r) => r.date);
      for (const d of dates) assert.match(d, ISO, `${p.id}: ${d}`);
      for (const d of dates) assert.ok(d <= FACTS_AS_OF, `${p.id}: release dated ${d}, after ${FACTS_AS_OF}`);
      assert.deepEqual([...dates].sort().reverse(), dates, `${p.id}: releases not newest first`);
    }
  });

  it('keeps life-cycle dates in order and consistent with the releases', () => {
    for (const p of PRODUCTS)
      for (const l of p.lifecycle ?? []) {
        for (const d of [l.released, l.endOfSale, l.endOfSupport].filter(Boolean)) assert.match(d!, ISO);
        if (l.endOfSale) assert.ok(l.released <= l.endOfSale, `${p.id} ${l.line.ko}: sale ends before release`);
        if (l.endOfSale && l.endOfSupport) assert.ok(l.endOfSale <= l.endOfSupport, `${p.id} ${l.line.ko}`);
        assert.ok(l.released <= FACTS_AS_OF, `${p.id} ${l.line.ko}: released after the as-of date`);
      }
  });

  it('writes port numbers without words, so they read the same in every language', () => {
    for (const p of PRODUCTS)
      for (const port of p.ports ?? []) assert.match(port.port, /^[\d.,: /-]+$/, `${p.id}: ${port.port}`);
  });

  it('derives the phase from the as-of date', () => {
    assert.equal(phaseOf({line: {ko: '1.x'}, released: '2020-01-01'}, '2026-10-01'), 'phaseFull');
    assert.equal(
      phaseOf(
        {line: {ko: '1.x'}, released: '2020-01-01', endOfSale: '2025-01-01', endOfSupport: '2028-01-01'},
        '2026-10-01',
      ),
      'phaseMaintenance',
    );
    assert.equal(
      phaseOf(
        {line: {ko: '1.x'}, released: '2020-01-01', endOfSale: '2022-01-01', endOfSupport: '2025-01-01'},
        '2026-10-01',
      ),
      'phaseEnded',
    );
  });

  it('gives every severity a response target in every tier', () => {
    assert.deepEqual(
      SUPPORT_LEVELS.severities.map((s) => s.id),
      ['S1', 'S2', 'S3', 'S4'],
    );
    for (const s of SUPPORT_LEVELS.severities) {
      const t = SUPPORT_LEVELS.targets.find((x) => x.severity === s.id);
      assert.ok(t, `${s.id}: no target`);
      for (const tier of SUPPORT_LEVELS.tiers) assert.ok(t.firstResponse[tier.id]?.ko, `${s.id}: no ${tier.id} target`);
    }
  });
});
