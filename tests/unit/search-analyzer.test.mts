import assert from 'node:assert/strict';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import {ROOT} from '../lib/inventory.mts';
import {SEARCH_FINGERPRINT_DIR, searchOptions} from '../../src/config/search';
import {searchFingerprint} from '../../src/plugins/search';
import {SECTIONS} from '../../src/sections/registry';

const require = createRequire(import.meta.url);
const analyzer = require('lunr-languages/analyzer') as {
  stemKorean: (w: string) => string;
  koreanTerms: (w: string) => string[];
  splitRuns: (t: string) => {text: string; script: string}[];
};
const lunr = require('lunr');
require('lunr-languages/lunr.stemmer.support')(lunr);
require('lunr-languages/lunr.shield')(lunr);
const nfc = (xs: string[]) => xs.map((x) => x.normalize('NFC'));
const analyze = (t: string): string[] => nfc(lunr.shield.analyze(t));
const query = (t: string): string[] => nfc(lunr.shield.analyzeQuery(t));

describe('Korean analysis', () => {
  it('strips particles and endings down to the stem', () => {
    for (const [word, stem] of [
      ['정책을', '정책'],
      ['레이블이', '레이블'],
      ['사용자에게', '사용자'],
      ['설정에서는', '설정'],
      ['암호화된', '암호화'],
      ['복호화하는', '복호화'],
      ['적용합니다', '적용'],
      ['로그인할', '로그인'],
      ['서버로', '서버'],
    ])
      assert.equal(analyzer.stemKorean(word), stem, word);
  });
  it('keeps short words whole: 추가, 정도, 국가 are not particles', () => {
    for (const w of ['추가', '정도', '국가', '속도']) assert.equal(analyzer.stemKorean(w), w);
  });
  it('drops a particle that stands alone', () => assert.deepEqual(analyzer.koreanTerms('에서'), []));
  it('indexes the tails of a long compound', () =>
    assert.deepEqual(analyzer.koreanTerms('운전면허번호'), [
      '운전면허번호',
      '전면허번호',
      '면허번호',
      '허번호',
      '번호',
    ]));
});

describe('script-aware tokens', () => {
  it('splits mixed Korean/Latin tokens and numbers', () => {
    assert.deepEqual(analyze('ShieldRM에서 DRM을 해제합니다'), ['shieldrm', 'drm', '해제']);
    assert.deepEqual(analyze('오류 코드 [1107]이 표시됩니다'), ['오류', '코드', '1107', '표시']);
  });
  it('never runs Korean through the Japanese segmenter', () => {
    assert.deepEqual(analyze('문서보안 정책'), ['문서보안', '서보안', '보안', '정책']);
    assert.ok(
      analyzer
        .splitRuns('정책ポリシー')
        .map((r) => r.script)
        .join() === 'hangul,ja',
    );
  });
  it('segments Japanese and stems English', () => {
    assert.deepEqual(analyze('ポリシーを設定します'), ['ポリシー', '設定']);
    assert.deepEqual(analyze('Managing policies'), ['manag', 'polici']);
  });
  it('analyzes queries like the index, keeping the typing wildcard', () => {
    assert.deepEqual(query('정책을*'), ['정책*']);
    assert.deepEqual(query('shieldrm에서'), ['shieldrm']);
    assert.deepEqual(query('악성코드를'), ['악성코드']);
    assert.deepEqual(query('코드'), ['코드']);
  });
  it('keeps 복호화 and 암호화 apart under one-edit fuzzy matching', () => {
    const [a, b] = [lunr.shield.analyze('복호화')[0], lunr.shield.analyze('암호화')[0]];
    const distance = (x: string, y: string): number => {
      const d = Array.from({length: x.length + 1}, (_, i) => [i, ...Array(y.length).fill(0)]);
      for (let j = 1; j <= y.length; j++) d[0][j] = j;
      for (let i = 1; i <= x.length; i++)
        for (let j = 1; j <= y.length; j++)
          d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (x[i - 1] === y[j - 1] ? 0 : 1));
      return d[x.length][y.length];
    };
    assert.ok(distance(a, b) > 1);
  });
  it('never empties a query term, which would crash lunr on a required clause', () => {
    for (const q of ['을', 'the', '(.*+?^${}[]|\\)', '***']) assert.ok(lunr.shield.analyzeQuery(q).length > 0, q);
    assert.equal(lunr.shield.stopWordFilter('을'), undefined);
    assert.equal(lunr.shield.stopWordFilter('the'), undefined);
    assert.equal(lunr.shield.stopWordFilter('정책을'), '정책을');
  });
  it('does not throw or hang on hostile or huge input', () => {
    const start = Date.now();
    assert.doesNotThrow(() => analyze('<script>alert(1)</script> (.*+?^${}[]|\\) '.repeat(300)));
    assert.doesNotThrow(() => query('a'.repeat(10_000)));
    assert.ok(Date.now() - start < 5000);
  });
});

describe('codes', () => {
  it('keeps the letters of a code even when they spell a stop word (ON-404, BE-507)', () => {
    assert.deepEqual(analyze('Error ON-404 and BE-507'), ['error', 'on', '404', 'be', '507']);
    assert.deepEqual(
      lunr.shield.queryTerms('ON-404 エラー').map((t: {term: string}) => t.term),
      ['on', '404', 'エラー'],
    );
    // Elsewhere they stay stop words.
    assert.deepEqual(analyze('turn it on - 5 or be'), ['turn', '5']);
  });
});

describe('index fingerprint', () => {
  it('is in the index file names: it changes with the analyzer, the index format and the options', () => {
    assert.ok(searchOptions(SECTIONS).docsDir?.includes(SEARCH_FINGERPRINT_DIR));
    const options = searchOptions(SECTIONS);
    const now = searchFingerprint(ROOT, options);
    assert.match(now, /^[0-9a-f]{16}$/);
    assert.equal(searchFingerprint(ROOT, options), now);
    assert.notEqual(searchFingerprint(ROOT, {...options, ignoreCssSelectors: ['pre']}), now);
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'fingerprint-'));
    try {
      for (const f of [
        'packages/lunr-languages/analyzer.js',
        'packages/lunr-languages/lunr.shield.js',
        'src/plugins/search.ts',
        'src/search/shards.ts',
      ]) {
        fs.mkdirSync(path.dirname(path.join(copy, f)), {recursive: true});
        fs.copyFileSync(path.join(ROOT, f), path.join(copy, f));
      }
      assert.equal(searchFingerprint(copy, options), now);
      fs.appendFileSync(path.join(copy, 'packages/lunr-languages/analyzer.js'), '\n// changed\n');
      assert.notEqual(searchFingerprint(copy, options), now);
    } finally {
      fs.rmSync(copy, {recursive: true, force: true});
    }
  });
});
