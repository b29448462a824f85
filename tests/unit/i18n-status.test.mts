import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import {mark, translationStatus} from '../../scripts/i18n-status.mts';
import {changedSince, sourcePrints} from '../../scripts/source-prints.mts';

const KOREAN = `---
title: 오프라인 사용
description: 오프라인 사용 기간을 설정합니다.
---

오프라인에서 보호 문서를 여는 방법을 설명합니다.

## 사용 기간 설정 {#set-period}

관리자 콘솔에서 **정책**을 선택합니다.

기본값은 7일입니다.

\`\`\`text
offline.days = 7

(빈 줄이 있어도 코드는 한 문단입니다)
\`\`\`
`;

describe('stale translations by content', () => {
  it('groups paragraph prints by heading id; code blocks are one paragraph', () => {
    const p = sourcePrints(KOREAN);
    assert.deepEqual(Object.keys(p), ['_title', '_lead', 'set-period']);
    assert.equal(p['set-period'].split(' ').length, 4);
  });

  it('names the section and paragraph that changed, and sections added or removed', () => {
    const before = sourcePrints(KOREAN);
    assert.deepEqual(changedSince(before, before), []);
    const edited = sourcePrints(KOREAN.replace('기본값은 7일입니다.', '기본값은 14일입니다.'));
    assert.deepEqual(changedSince(before, edited), ['#set-period: paragraph 3 changed']);
    const added = sourcePrints(`${KOREAN}\n## 문제 해결 {#troubleshooting}\n\n열리지 않으면 다시 시도합니다.\n`);
    assert.deepEqual(changedSince(before, added), ['#troubleshooting: added']);
    assert.deepEqual(changedSince(undefined, before), ['no record of the Korean text it was translated from']);
  });

  it('reports a page stale after its Korean changes, until its translation is marked', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-status-'));
    const ko = path.join(root, 'docs-shieldrm/guide/offline.md');
    const en = path.join(root, 'i18n/en/docusaurus-plugin-content-docs-shieldrm/current/guide/offline.md');
    for (const [f, text] of [
      [ko, KOREAN],
      [en, '---\ntitle: Offline use\n---\n'],
    ]) {
      fs.mkdirSync(path.dirname(f), {recursive: true});
      fs.writeFileSync(f, text);
    }
    const stale = () => translationStatus(root, 'en').flatMap((r) => r.stale);
    assert.equal(stale().length, 1, 'never recorded');
    assert.equal(mark(root, 'en', ['all']), 1);
    assert.deepEqual(stale(), []);
    fs.writeFileSync(ko, KOREAN.replace('기본값은 7일입니다.', '기본값은 14일입니다.'));
    assert.deepEqual(stale(), [
      {page: 'docs-shieldrm/guide/offline.md', changes: ['#set-period: paragraph 3 changed']},
    ]);
    mark(root, 'en', [path.relative(root, en)]);
    assert.deepEqual(stale(), []);
    fs.rmSync(root, {recursive: true});
  });
});
