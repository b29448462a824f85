import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import type {Root} from 'mdast';
import {VFile} from 'vfile';
import {ROOT} from '../lib/inventory.mts';
import {SECTIONS} from '../../src/sections/registry';
import {DEFAULT_SECTION_ID} from '../../src/sections/derive';
import {hubData, hubRefs, hubReleases, parseHubRef, SUPPORT_REQUEST_REF} from '../../src/sections/hub';
import {productHub} from '../../src/remark/productHub.ts';
import {LOCALES} from '../../src/config/locales';
import {fillCategories} from '../../scripts/i18n-categories.mts';

const products = SECTIONS.filter((s) => s.id !== DEFAULT_SECTION_ID && s.id !== 'support');
const shieldrm = SECTIONS.find((s) => s.id === 'shieldrm')!;

describe('product landing hubs', () => {
  it('every product section declares where its landing leads', () => {
    assert.deepEqual(
      products.filter((s) => !s.hub?.start).map((s) => s.id),
      [],
      'sections without a get-started page',
    );
  });

  for (const locale of LOCALES)
    it(`${locale}: every hub ref names an existing page with a title`, () => {
      for (const s of products) {
        const {links} = hubData(s, locale, ROOT);
        assert.ok(links.length >= 3, `${s.id}: ${links.length} entries`);
        for (const l of links) assert.ok(l.title.trim(), `${s.id} ${l.kind}`);
      }
    });

  it('sends a product without a support article to the support-request page, last', () => {
    const approval = SECTIONS.find((s) => s.id === 'approval')!;
    assert.deepEqual(hubRefs(approval).at(-1), {kind: 'support', ref: SUPPORT_REQUEST_REF});
    assert.deepEqual(
      hubRefs(shieldrm).map((r) => r.kind),
      ['start', 'install', 'admin', 'releases', 'faq', 'errors', 'support'],
    );
  });

  it('reads refs to another section and to a heading', () => {
    assert.deepEqual(parseHubRef('support:notice/a#b', shieldrm), {
      section: SECTIONS.find((s) => s.id === 'support'),
      doc: 'notice/a',
      hash: 'b',
    });
    assert.throws(() => parseHubRef('nowhere:x', shieldrm), /unknown section "nowhere"/);
    assert.throws(
      () => hubData({...shieldrm, hub: {start: 'guide/renamed-page'}}, 'ko', ROOT),
      /names no page of docs-shieldrm/,
    );
  });

  it('lists the newest release of each separately released part, in the page language', () => {
    const ds = hubReleases('ds', 'en');
    assert.ok(ds.length >= 2, JSON.stringify(ds));
    assert.equal(new Set(ds.map((r) => r.component)).size, ds.length);
    assert.ok(ds.every((r) => r.component && !/[가-힣]/.test(r.component)));
    assert.equal(hubReleases('shieldrm', 'ko').length, 1);
    assert.deepEqual(hubReleases('approval', 'ko'), []);
  });

  const lead = (): Root => ({
    type: 'root',
    children: [
      {type: 'heading', depth: 2, children: [{type: 'text', value: 'x'}]},
      {type: 'paragraph', children: [{type: 'text', value: 'Lead.'}]},
      {type: 'paragraph', children: [{type: 'text', value: 'More.'}]},
    ],
  });

  it('puts the hub after the lead paragraph of the landing, in each language, and nowhere else', () => {
    const run = (file: string, locale: 'ko' | 'ja') => {
      const tree = lead();
      productHub({sectionId: 'shieldrm', locale})(tree, new VFile({path: `${ROOT}/${file}`}));
      return tree.children.map((n) => ('name' in n ? n.name : n.type));
    };
    assert.deepEqual(run('docs-shieldrm/index.md', 'ko'), [
      'mdxjsEsm',
      'heading',
      'paragraph',
      'ProductHub',
      'paragraph',
    ]);
    assert.deepEqual(run('i18n/ja/docusaurus-plugin-content-docs-shieldrm/current/index.md', 'ja'), [
      'mdxjsEsm',
      'heading',
      'paragraph',
      'ProductHub',
      'paragraph',
    ]);
    assert.deepEqual(run('docs-shieldrm/faq/index.md', 'ko'), ['heading', 'paragraph', 'paragraph']);
  });
});

describe('category labels in current.json', () => {
  const korean = {
    'sidebar.sidebar.category.faq': {message: '자주 묻는 질문'},
    'sidebar.sidebar.category.faq.link.generated-index.description': {message: 'FAQ 모음입니다.'},
  };
  const name = {ko: '제품', en: 'Product', ja: '製品'};
  const label = () => ({ko: '자주 묻는 질문', en: 'FAQ', ja: 'よくある質問'});

  it("keeps a translator's label and description", () => {
    const msgs = {
      'sidebar.sidebar.category.faq': {message: 'Questions'},
      'sidebar.sidebar.category.faq.link.generated-index.description': {message: 'Answers to common questions.'},
    };
    fillCategories(msgs, korean, label, name, 'en', 'f');
    assert.equal(msgs['sidebar.sidebar.category.faq'].message, 'Questions');
    assert.equal(
      msgs['sidebar.sidebar.category.faq.link.generated-index.description'].message,
      'Answers to common questions.',
    );
  });

  it('fills a new key from the inventory and names one it cannot fill', () => {
    const msgs = structuredClone(korean);
    fillCategories(msgs, korean, label, name, 'ja', 'f');
    assert.equal(msgs['sidebar.sidebar.category.faq'].message, 'よくある質問');
    assert.match(msgs['sidebar.sidebar.category.faq.link.generated-index.description'].message, /製品/);
    assert.throws(
      () => fillCategories(structuredClone(korean), korean, () => undefined, name, 'en', 'f'),
      /f: translate "sidebar\.sidebar\.category\.faq"/,
    );
  });
});
