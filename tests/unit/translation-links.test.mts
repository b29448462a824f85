import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, before, describe, it} from 'node:test';
import type {Link, Root} from 'mdast';
import {VFile} from 'vfile';
import {translationLinkFallback, koreanSourceOf} from '../../src/remark/translationLinkFallback.ts';

describe('translated pages linking untranslated pages', () => {
  let root = '';
  const tr = (rel: string) => path.join(root, 'i18n/en/docusaurus-plugin-content-docs-support/current', rel);
  before(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'trlinks-'));
    for (const f of ['docs-support/notice/policy.md', 'docs-support/faq/general.md']) {
      fs.mkdirSync(path.dirname(path.join(root, f)), {recursive: true});
      fs.writeFileSync(path.join(root, f), '# x\n');
    }
    fs.mkdirSync(path.dirname(tr('notice/policy.md')), {recursive: true});
    fs.writeFileSync(tr('notice/policy.md'), '# x\n');
  });
  after(() => fs.rmSync(root, {recursive: true, force: true}));

  it('finds the Korean source of a translation file', () => {
    assert.equal(koreanSourceOf(tr('notice/policy.md')), path.join(root, 'docs-support/notice/policy.md'));
    assert.equal(koreanSourceOf(path.join(root, 'docs-support/notice/policy.md')), null);
  });

  it('points a link at the Korean file only when the translation is missing', () => {
    const links: Link[] = [
      {type: 'link', url: '../faq/general.md#login', children: []},
      {type: 'link', url: './policy.md', children: []},
      {type: 'link', url: '/support/faq/general', children: []},
    ];
    const tree: Root = {type: 'root', children: [{type: 'paragraph', children: links}]};
    translationLinkFallback()(tree, new VFile({path: tr('notice/policy.md')}));
    assert.equal(links[0].url, '../../../../../docs-support/faq/general.md#login');
    assert.equal(links[1].url, './policy.md');
    assert.equal(links[2].url, '/support/faq/general');
  });
});
