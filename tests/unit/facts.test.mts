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

  it('gives every value in words its English and Japanese text (a bare string is a code, host or path)', () => {
    for (const p of PRODUCTS)
      for (const [name, v] of Object.entries(p.values ?? {})) {
        if (typeof v === 'string') assert.doesNotMatch(v, /[가-힣]/, `${p.id}.${name} is Korean only`);
        else assert.ok(v.en && v.ja, `${p.id}.${name} lacks en or ja`);
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

describe("each product's own docs as a complete reference", () => {
  /** Codes a page shows: whole tables, `only` lists and codes quoted in its text. */
  const codesShown = (text: string, product: string, all: readonly string[]): Set<string> => {
    const shown = new Set(all.filter((c) => text.includes(c)));
    for (const m of text.matchAll(/<ErrorCodes\s+product="([^"]+)"(?:\s+only=\{\[([^\]]*)\]\})?\s*\/>/g))
      if (m[1] === product)
        for (const c of m[2] ? [...m[2].matchAll(/"([^"]+)"/g)].map((x) => x[1]) : all) shown.add(c);
    return shown;
  };
  const pagesOf = (dir: string): string =>
    fs
      .readdirSync(dir, {recursive: true})
      .map(String)
      .filter((f) => /\.mdx?$/.test(f))
      .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
      .join('\n');

  for (const locale of ['ko', 'en', 'ja'])
    it(`${locale}: every error code of a product with its own section appears in that section`, () => {
      for (const p of PRODUCTS.filter((x) => x.errors)) {
        const dir =
          locale === 'ko'
            ? path.join(ROOT, `docs-${p.id}`)
            : path.join(ROOT, `i18n/${locale}/docusaurus-plugin-content-docs-${p.id}/current`);
        if (!fs.existsSync(path.join(ROOT, `docs-${p.id}`))) continue;
        const all = p.errors!.codes.map((c) => c.code);
        const shown = codesShown(pagesOf(dir), p.id, all);
        assert.deepEqual(
          all.filter((c) => !shown.has(c)),
          [],
          `${p.id}: codes explained only elsewhere`,
        );
      }
    });
});
