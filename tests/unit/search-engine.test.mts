import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {
  loadIndexes,
  plan,
  priorOf,
  rank,
  search,
  termsFor,
  type Lunr,
  type SearchDocument,
  type WrappedIndex,
} from '../../src/search/engine';
import {buildShards, openShards, searchShards, type PluginIndex} from '../../src/search/shards';
import {SYNONYMS} from '../../src/search/synonyms';
import {headOf, isSearchFile, offlineScript, OFFLINE_INDEX_CALLBACK, partFileOf} from '../../src/search/files';
import {LUNR} from '../lib/search-node.ts';

// lunr with the portal's `shield` language registered, as the search worker has it.
const lunr = LUNR as unknown as ((config: (this: never) => void) => object) & Lunr;

/** A tiny site indexed as the search plugin does it: one lunr index per document type. */
const TITLES: SearchDocument[] = [
  {i: 1, t: '휴지통', u: '/a/trash'},
  {i: 4, t: '릴리스 노트', u: '/a/release-notes'},
  {i: 6, t: '고가용성 구성', u: '/a/ha'},
  {i: 8, t: '만료일 확인', u: '/a/expiry'},
  {i: 10, t: '자주 묻는 질문', u: '/a/faq'},
  {i: 12, t: '로그 보관', u: '/a/logs'},
];
const HEADINGS: SearchDocument[] = [{i: 2, t: '보존 기간 설정', u: '/a/trash', h: '#retention', p: 1}];
const CONTENT: SearchDocument[] = [
  {
    i: 3,
    t: '삭제한 파일은 휴지통에 30일 동안 보존됩니다. 보존 기간은 관리자가 바꿉니다.',
    u: '/a/trash',
    h: '#retention',
    p: 1,
  },
  {i: 5, t: '휴지통 보존 기간 설정 기능을 추가했습니다.', u: '/a/release-notes', h: '', p: 4},
  {i: 7, t: '두 대의 서버로 고가용성을 구성합니다.', u: '/a/ha', h: '', p: 6},
  {i: 9, t: '라이선스 만료일은 포털에서 확인합니다.', u: '/a/expiry', h: '', p: 8},
  {i: 11, t: '비밀번호를 잊은 경우 재설정 링크를 받습니다.', u: '/a/faq', h: '', p: 10},
  {i: 13, t: '감사 로그는 1년 동안 보관합니다. 휴지통 로그도 같습니다.', u: '/a/logs', h: '', p: 12},
];

function indexOf(documents: SearchDocument[]) {
  return lunr(function (this: {
    use(p: unknown): void;
    ref(r: string): void;
    field(f: string): void;
    metadataWhitelist: string[];
    add(d: object): void;
  }) {
    this.use(lunr.shield);
    this.ref('i');
    this.field('t');
    this.metadataWhitelist = ['position'];
    for (const d of documents) this.add({...d, i: String(d.i)});
  });
}
const L = lunr as Lunr;
/** The five indexes as the plugin writes them to disk. */
const PLUGIN_JSON = [TITLES, HEADINGS, [], [], CONTENT].map((documents) => ({
  documents,
  index: JSON.parse(JSON.stringify(indexOf(documents))) as object,
}));
const INDEXES: WrappedIndex[] = loadIndexes(L, PLUGIN_JSON);
const pages = (q: string) => [...new Set(search(L, INDEXES, q, 8).results.map((r) => r.document.u))];

describe('search engine', () => {
  it('ranks the page whose title and heading match above a passing mention and release notes', () => {
    const got = pages('휴지통 보존 기간');
    assert.equal(got[0], '/a/trash');
    assert.ok(got.indexOf('/a/release-notes') > got.indexOf('/a/trash'));
    assert.ok(priorOf('/x/release/release-note') < priorOf('/x/guide'));
  });

  it('groups a page with its sections: the page first, each page once in order', () => {
    const rows = search(L, INDEXES, '휴지통 보존 기간', 8).results;
    assert.equal(rows[0].type, 0);
    const order = rows.map((r) => r.document.u);
    const firstSeen = [...new Set(order)];
    // Rows of a page are contiguous.
    assert.deepEqual(
      order.filter((u, i) => i === 0 || u !== order[i - 1]),
      firstSeen,
    );
    assert.ok(rows.slice(1).some((r) => r.isLastOfTree || r.isInterOfTree));
  });

  it('finds a page through a synonym from the term file', () => {
    assert.ok(SYNONYMS.some((g) => g.includes('이중화') && g.includes('고가용성')));
    assert.equal(pages('이중화 구성')[0], '/a/ha');
    assert.equal(pages('HA')[0], '/a/ha');
  });

  it('matches a word that begins a longer word anywhere in the query, not only last', () => {
    assert.equal(pages('만료 확인')[0], '/a/expiry');
  });

  it('strips conversational endings and negations, and reaches a verb form no page uses', () => {
    assert.deepEqual(
      plan(L, '휴지통이 안 보여요').map((c) => c.surface),
      ['휴지통', '보여'],
    );
    assert.equal(pages('비밀번호를 잊어버렸을 때')[0], '/a/faq');
  });

  it('reads a Japanese query as the segmenter cuts it in any context', () => {
    const known = (t: string) => ['送信', '者', 'ポリシー', '送っ', 'ファイル', 'ループ', 'pc', 'いつ'].includes(t);
    const surfaces = (q: string) => plan(L, q, known).map((c) => c.surface);
    // A lone kanji (者) is one word with its neighbour, whose pieces must stand together.
    const [, sender] = plan(L, 'ShieldMail 送信者ポリシー', known);
    assert.equal(sender.surface, '送信者');
    assert.ok(sender.alternatives[0].every((s) => s.together));
    // A particle glued to a word (で送っ) comes off; a question word (いつ) counts for nothing.
    assert.deepEqual(surfaces('EdgeLinkで送ったファイルがいつまでも'), ['edgelink', '送っ', 'ファイル']);
    // 再起動 alone is 再/起動, in a sentence 再起/動: the synonym entry matches either way.
    const reboot = plan(L, 'PCの再起動がループする', known).find((c) => c.surface.startsWith('再起'));
    assert.ok(reboot?.alternatives.some((alt) => alt.some((s) => s.term === 'reboot')));
  });

  it('never answers empty when some words match, and says the match is partial', () => {
    const out = search(L, INDEXES, '휴지통 보존 기간 설정 카푸치노', 8);
    assert.ok(out.results.length > 0);
    assert.equal(out.partial, true);
    assert.deepEqual(out.missing, ['카푸치노']);
    const full = search(L, INDEXES, '휴지통 보존', 8);
    assert.equal(full.partial, false);
  });

  it('survives hostile and huge input', () => {
    for (const q of [
      '<script>alert(1)</script>',
      '"><img src=x onerror=alert(1)>',
      '(.*)[+?{',
      'x'.repeat(10_000),
      '',
      '   ',
    ]) {
      const t0 = performance.now();
      const out = search(L, INDEXES, q, 8);
      assert.ok(Array.isArray(out.results));
      assert.ok(performance.now() - t0 < 2_000, `${q.slice(0, 20)} took too long`);
    }
  });
});

describe('synonym file', () => {
  it('has groups of two or more distinct, non-empty entries that the analyzer can read', () => {
    for (const group of SYNONYMS) {
      assert.ok(group.length >= 2, `lonely group ${group.join()}`);
      assert.equal(new Set(group.map((e) => e.toLowerCase())).size, group.length, `duplicate in ${group.join()}`);
      for (const entry of group) assert.ok(lunr.shield.queryTerms(entry).length > 0, `"${entry}" analyzes to nothing`);
    }
  });
  it('lists the abbreviations readers type', () => {
    const all = new Set(SYNONYMS.flat().map((e) => e.toLowerCase()));
    for (const abbr of ['ha', 'sso', 'mfa', 'eol', 'cdr', 'drm']) assert.ok(all.has(abbr), abbr);
  });
});

describe('index in parts', () => {
  /** The fixture's index as a head and parts (every part one term or one page), served by `serve`. */
  async function sharded(serve: (files: Map<string, string>, f: string) => string = (files, f) => files.get(f)!) {
    const built = buildShards(PLUGIN_JSON as PluginIndex, {termPartBytes: 1, pagePartBytes: 1});
    const files = new Map<string, string>();
    files.set(
      'head.json',
      built.head((part) => {
        const name = `part-${built.parts.indexOf(part)}.json`;
        files.set(name, part);
        return name;
      }),
    );
    const fetched: string[] = [];
    const ctx = await openShards(async (f) => {
      fetched.push(f);
      return JSON.parse(serve(files, f)) as unknown;
    }, 'head.json');
    const run = (q: string, limit: number) => searchShards(L, ctx, q, limit);
    return {ctx, run, fetched, parts: built.parts.length};
  }

  it('answers exactly as the lunr indexes it was made from: rows, scores and match positions', async () => {
    for (const q of [
      '휴지통 보존 기간',
      '이중화 구성',
      'HA',
      '만료 확인',
      '비밀번호를 잊어버렸을 때',
      '휴지통 카푸치노',
      '로그',
    ])
      for (const limit of [1, 3, 8, 100]) {
        const {run} = await sharded();
        const plain = (v: unknown) => JSON.parse(JSON.stringify(v)) as unknown;
        assert.deepEqual(plain(await run(q, limit)), plain(search(L, INDEXES, q, limit)), `${q} (${limit})`);
      }
  });

  it('downloads only the parts a query needs', async () => {
    const {run, fetched, parts} = await sharded();
    const out = await run('만료 확인', 1);
    assert.equal(out.results[0].document.u, '/a/expiry');
    // The head, the parts of the terms the query reaches, and the one page shown.
    assert.ok(fetched.length < parts / 2, `${fetched.length} of ${parts} parts`);
    const before = fetched.length;
    await run('만료 확인', 1);
    assert.equal(fetched.length, before, 'a part is fetched once');
  });

  it('keeps a failed part out of its cache, so the next query fetches it again', async () => {
    let fail = true;
    const {ctx} = await sharded((files, f) => {
      if (f !== 'head.json' && fail) throw new Error('offline');
      return files.get(f)!;
    });
    await assert.rejects(ctx.loadTerms(termsFor(L, ctx.indexes, '휴지통')));
    fail = false;
    await ctx.loadTerms(termsFor(L, ctx.indexes, '휴지통'));
    assert.ok(rank(L, ctx.indexes, '휴지통').pages.length > 0);
  });
});

describe('Japanese queries', () => {
  const titles: SearchDocument[] = [
    {i: 1, t: '緊急時の対応', u: '/j/urgent'},
    {i: 3, t: '証明書の管理', u: '/j/cert'},
    {i: 5, t: 'リンクの設定', u: '/j/link'},
    {i: 7, t: '暗号化された文書', u: '/j/encrypted'},
    {i: 9, t: 'はじめに', u: '/j/'},
    {i: 11, t: 'インターフェースの点検', u: '/j/check'},
  ];
  const content: SearchDocument[] = [
    {i: 2, t: 'サーバーが急に止まる場合は再起動します。', u: '/j/urgent', h: '', p: 1},
    {i: 4, t: '証明書は期限の前に更新します。', u: '/j/cert', h: '', p: 3},
    {i: 6, t: '転送速度の上限は100Mbpsです。', u: '/j/link', h: '', p: 5},
    {i: 8, t: '文書を開くにはパスワードが必要です。', u: '/j/encrypted', h: '', p: 7},
    {i: 10, t: '証明書の更新、リンクの上限、文書の暗号化を説明します。', u: '/j/', h: '', p: 9},
    {i: 12, t: 'ネットワークは3か月ごとに点検します。', u: '/j/check', h: '', p: 11},
  ];
  const indexes = loadIndexes(
    L,
    [titles, [], [], [], content].map((documents) => ({
      documents,
      index: JSON.parse(JSON.stringify(indexOf(documents))) as object,
    })),
  );
  const ja = (q: string) => [...new Set(search(L, indexes, q, 8).results.map((r) => r.document.u))];
  const known = (t: string) => indexes.some((w) => w.index.has(t));
  const surfaces = (q: string) => plan(L, q, known).map((c) => c.surface);

  it('drops kana the segmenter leaves over and particles glued together', () => {
    assert.deepEqual(surfaces('証明書のみ'), ['証明書']);
    assert.deepEqual(surfaces('iOSでもまだ使える'), ['ios', '使える']);
  });

  it('drops particles that limit a word and how a report says a message shows', () => {
    assert.deepEqual(surfaces('証明書だけ更新しようとするとエラーと出る'), ['証明書', '更新', 'エラー']);
  });

  it('reads a katakana word with or without a long vowel mark, and ヶ月 as か月', () => {
    assert.ok(termsFor(L, indexes, 'インタフェース').has('インターフェース'));
    assert.ok(termsFor(L, indexes, '3ヶ月').has('か月'));
  });

  it('keeps the pieces of a synonym typed as one word together (退職者: 退職/者)', () => {
    const inIndex = (t: string) => ['退職', '者'].includes(t);
    const [leaver] = plan(L, '退職者', inIndex);
    assert.ok(leaver.alternatives[0].length > 1 && leaver.alternatives[0].every((s) => s.together));
    const [apart] = plan(L, 'high availability', inIndex);
    assert.ok(apart.alternatives[0].every((s) => !s.together));
  });

  it('matches a kana verb of a synonym in another inflection (つながら: つながる, 接続)', () => {
    const [connect] = plan(L, 'つながらない', known);
    assert.ok(connect.alternatives.some((alt) => alt[0].term === '接続'));
  });

  it('counts a lone kanji (急, 別) half: a two-kanji word says more about the page', () =>
    assert.equal(ja('急 更新')[0], '/j/cert'));

  it('ranks a section overview below the page that answers', () => {
    assert.ok(priorOf('/ja/portal/') < priorOf('/ja/portal/admin-guide/users'));
    assert.equal(ja('証明書 更新')[0], '/j/cert');
  });

  it('finds a unit that the pages write after a number (Mbps in 100Mbps)', () => {
    const [top] = rank(L, indexes, 'Mbps 上限').pages;
    assert.equal(titles.find((d) => d.i === top.id)?.u, '/j/link');
    assert.equal(top.coverage, 1);
  });

  it('looks for a kanji compound no page holds whole in its pieces, side by side', () => {
    const inIndex = (t: string) => ['申請', '制', '設定'].includes(t);
    const [compound] = plan(L, '申請制 設定', inIndex);
    assert.equal(compound.surface, '申請制');
    assert.ok(compound.alternatives.some((alt) => alt.map((s) => s.term).join(' ') === '申請 制' && alt[0].together));
  });

  it('reaches a loanword cut short to two letters, as readers type it (文書パス → 文書 パスワード)', () => {
    assert.equal(ja('文書パス')[0], '/j/encrypted');
    assert.ok(termsFor(L, indexes, 'パス').has('パスワード'));
  });

  it('reaches a three-kanji compound from its first two kanji (暗号 → 暗号化)', () => {
    assert.ok(termsFor(L, indexes, '暗号').has('暗号化'));
    assert.equal(ja('暗号 文書')[0], '/j/encrypted');
  });
});

describe('index file names (src/search/files.ts)', () => {
  const names = [
    'index.html',
    'search-index-8ef45fa3.json',
    'search-index-shieldrm-8ef45fa3.json',
    'search-index-support-endpoint-security-8ef45fa3.json',
    'search-part-0123456789ab.json',
  ];
  it("finds a context's head, all products' only without a context, and none for an unknown one", () => {
    assert.equal(headOf(names), 'search-index-8ef45fa3.json');
    assert.equal(headOf(names, 'shieldrm'), 'search-index-shieldrm-8ef45fa3.json');
    assert.equal(headOf(names, 'support/endpoint-security'), 'search-index-support-endpoint-security-8ef45fa3.json');
    assert.equal(headOf(names, 'shieldgate'), undefined);
    assert.equal(headOf(['index.html']), undefined);
  });
  it("writes an index file as a script that hands its name and exact JSON text to the offline edition's callback", () => {
    const json = JSON.stringify({t: 'a "quote", a \\ backslash, </script> and \u2028 a line separator'});
    const got: [string, string][] = [];
    new Function(OFFLINE_INDEX_CALLBACK, offlineScript('search-part-0123456789ab.json', json))(
      (name: string, text: string) => got.push([name, text]),
    );
    assert.deepEqual(got, [['search-part-0123456789ab.json', json]]);
  });
  it('tells heads and parts from other files, and names a part by its hash', () => {
    assert.deepEqual(names.map(isSearchFile), [false, true, true, true, true]);
    assert.ok(isSearchFile(partFileOf('0123456789abcdef')));
    assert.equal(partFileOf('0123456789abcdef'), 'search-part-0123456789ab.json');
  });
});
