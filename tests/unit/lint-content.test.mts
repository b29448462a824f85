import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, before, describe, it} from 'node:test';
import {lintFile} from '../../scripts/lint-content.mts';
import type {ProductFacts} from '../../src/facts/types.ts';

const LONG = '이 문서는 관리자가 정책을 설정하는 절차를 설명합니다. '.repeat(25);
const page = (fm: string, body: string) => `---\n${fm}\n---\n\n${body}\n`;
const FM = 'title: 정책 설정\ndescription: 관리자가 정책을 설정하는 절차를 설명합니다.\ntags: [guide]';
const CLEAN = page(
  FM,
  `${LONG}\n\n## 절차 {#steps}\n\n1. **정책**을 선택합니다.\n\n\`\`\`bash\necho ok\n\`\`\`\n\n[다른 문서](./other.md#steps), [같은 섹션의 다른 문서](./other.md)`,
);

let dir = '';
async function lint(name: string, text: string): Promise<string[]> {
  const file = path.join(dir, 'docs-fixture', name);
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, text);
  return (await lintFile(file)).map((p) => `${p.line}: ${p.message}`);
}

describe('content lint rules', () => {
  before(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-'));
    fs.mkdirSync(path.join(dir, 'docs-fixture'));
    fs.writeFileSync(path.join(dir, 'docs-fixture/tags.yml'), 'guide:\n  label: 가이드\n  permalink: /guide\n');
    fs.writeFileSync(path.join(dir, 'docs-fixture/other.md'), CLEAN);
    fs.writeFileSync(path.join(dir, 'docs-fixture/pic.png'), '');
  });
  after(() => fs.rmSync(dir, {recursive: true, force: true}));

  it('passes a clean page', async () => assert.deepEqual(await lint('clean.md', CLEAN), []));

  const cases: [string, string, RegExp][] = [
    ['missing front matter', `${LONG}`, /missing front matter/],
    ['missing title', page('description: 설명이 충분히 긴 문장입니다.', LONG), /title is missing/],
    ['missing description', page('title: 제목', LONG), /description is missing/],
    ['short description', page('title: 제목\ndescription: 짧음', LONG), /description is \d+ characters/],
    ['unknown key', page(`${FM}\nauthor: 누구`, LONG), /unknown key "author"/],
    ['undeclared tag', page(FM.replace('[guide]', '[nope]'), LONG), /tag "nope" is not declared/],
    ['h1 in body', page(FM, `# 제목\n\n${LONG}`), /h1 in body/],
    ['skipped heading level', page(FM, `${LONG}\n\n## 가 {#a}\n\n#### 나\n`), /skips from h2 to h4/],
    ['heading without id', page(FM, `${LONG}\n\n## 절차\n`), /without an explicit id/],
    ['fence without language', page(FM, `${LONG}\n\n\`\`\`\ncode\n\`\`\`\n`), /code fence without a language/],
    ['placeholder', page(FM, `${LONG}\n\n이 절은 준비 중입니다.`), /placeholder text/],
    ['broken relative link', page(FM, `${LONG}\n\n[없음](./missing.md)`), /link target does not exist/],
    ['missing image', page(FM, `${LONG}\n\n![그림](./nope.png)`), /link target does not exist: \.\/nope\.png/],
    ['link to a non-markdown file', page(FM, `${LONG}\n\n[그림](./pic.png)`), /non-markdown file/],
    [
      'table header pasted twice',
      page(FM, `${LONG}\n\n| 구분 | 경로 |\n|---|---|\n| 구분 | 경로 |\n|---|---|\n| 로그 | /var/log |\n`),
      /^\d+: table header row repeated/,
    ],
    [
      'link to a missing heading in another file',
      page(FM, `${LONG}\n\n[다른 문서](./other.md#offline)`),
      /^9: link to a missing heading: \.\/other\.md#offline/,
    ],
    [
      'fence without a language below a heading with an id, at its own line',
      page(FM, `${LONG}\n\n## 절차 {#steps}\n\n텍스트\n\n\`\`\`\ncode\n\`\`\`\n`),
      /^13: code fence without a language/,
    ],
    ['short Korean body', page(FM, '짧은 본문입니다.'), /body text is \d+ characters/],
    ['MDX syntax error', page(FM, `${LONG}\n\n값은 {잘못된 표현} 입니다 <div`), /MDX does not compile/],
    [
      'broken mermaid',
      page(FM, `${LONG}\n\n\`\`\`mermaid\nflowchart LR\n  A[ -->\n\`\`\`\n`),
      /mermaid diagram does not parse/,
    ],
  ];
  for (const [name, text, expected] of cases)
    it(`catches: ${name}`, async () => {
      const problems = await lint(`${name.replace(/\W+/g, '-')}.md`, text);
      assert.ok(
        problems.some((p) => expected.test(p)),
        `expected ${expected} in:\n${problems.join('\n')}`,
      );
    });

  it('reports the line of the problem', async () => {
    const problems = await lint('line.md', page(FM, `${LONG}\n\n## 절차 {#steps}\n\n[없음](./missing.md)`));
    assert.ok(problems.includes('11: link target does not exist: ./missing.md'), problems.join('\n'));
  });
});

describe('content lint: facts, links, voice and translations', () => {
  const FX: ProductFacts = {
    id: 'fx',
    name: {ko: '픽스처'},
    pages: [''],
    errors: {
      pattern: '\\b(FX-\\d{3})\\b',
      codes: [
        {code: 'FX-100', message: {ko: '연결할 수 없습니다.'}, cause: {ko: '망 차단'}, action: {ko: '방화벽 확인'}},
      ],
    },
    releases: [
      {version: '2.1.0', date: '2026-01-05'},
      {version: '2.0.0', date: '2025-06-02'},
    ],
  };
  const LINKS = '[정책](./other.md), [로그](./other.md#steps)';
  const EN_LINKS = '[Policy](./other.md), [Logs](./other.md#steps)';
  let root = '';
  async function lintAt(rel: string, text: string): Promise<string[]> {
    const file = path.join(root, rel);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, text);
    return (await lintFile(file, [FX])).map((p) => `${p.line}: ${p.message}`);
  }
  const ko = (body: string) => page(FM.replace('\ntags: [guide]', ''), `${LONG}\n\n${body}`);
  before(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-facts-'));
    fs.mkdirSync(path.join(root, 'docs-support'));
    fs.writeFileSync(path.join(root, 'docs-support/other.md'), ko(`## 절차 {#steps}\n\n${LINKS}`));
  });
  after(() => fs.rmSync(root, {recursive: true, force: true}));

  const clean = ko(
    `## 절차 {#steps}\n\n\`FX-100\` 오류가 표시되면 2.1 이상으로 올립니다. ${LINKS}\n\n| 기능 | 도입 버전 |\n|---|---|\n| 화면 | 2.0 |`,
  );
  it('passes a page that quotes known facts', async () =>
    assert.deepEqual(await lintAt('docs-support/ok.md', clean), []));

  const cases: [string, string, string, RegExp][] = [
    [
      'unknown error code',
      'docs-support/a.md',
      ko(`\`FX-999\`가 표시됩니다. ${LINKS}`),
      /error code FX-999 is not defined for fx/,
    ],
    [
      'version missing from release notes',
      'docs-support/b.md',
      ko(`${LINKS}\n\n| 기능 | 도입 버전 |\n|---|---|\n| 화면 | 2.3 |`),
      /version 2\.3 is not in fx's release notes/,
    ],
    [
      'release note dated differently',
      'docs-support/c.md',
      ko(`${LINKS}\n\n## 2.1.0 {#v2-1-0}\n\n출시일: 2026-02-01\n`),
      /release 2\.1\.0 is dated 2026-02-01 here but 2026-01-05/,
    ],
    [
      'release note of an unknown version',
      'docs-support/d.md',
      ko(`${LINKS}\n\n## 2.2.0 {#v2-2-0}\n\n출시일: 2026-03-01\n`),
      /release 2\.2\.0 is not in fx's releases/,
    ],
    ['too few related links', 'docs-support/e.md', ko('[정책](./other.md)'), /1 links to related pages/],
    [
      'absolute link inside the section',
      'docs-support/f.md',
      ko(`${LINKS} [공지](/support/notice)`),
      /link within the section as an absolute path: \/support\/notice/,
    ],
    ['~하십시오 instruction', 'docs-support/g.md', ko(`${LINKS} 설정을 확인하십시오.`), /~하십시오 form/],
    [
      'Korean left in a translation',
      'i18n/en/docusaurus-plugin-content-docs-support/current/other.md',
      page(
        'title: Other\ndescription: A page about the other procedure.',
        `Text.\n\n## Steps {#steps}\n\n정책을 선택합니다. ${EN_LINKS}`,
      ),
      /Korean text left in the en translation/,
    ],
    [
      'translation headings differ from the source',
      'i18n/en/docusaurus-plugin-content-docs-support/current/other.md',
      page(
        'title: Other\ndescription: A page about the other procedure.',
        `Text.\n\n## Steps {#procedure}\n\n${EN_LINKS}`,
      ),
      /heading ids differ from the Korean source/,
    ],
  ];
  for (const [name, rel, text, expected] of cases)
    it(`catches: ${name}`, async () => {
      const problems = await lintAt(rel, text);
      assert.ok(
        problems.some((p) => expected.test(p)),
        `expected ${expected} in:\n${problems.join('\n')}`,
      );
    });

  it('accepts a faithful translation', async () =>
    assert.deepEqual(
      await lintAt(
        'i18n/en/docusaurus-plugin-content-docs-support/current/other.md',
        page(
          'title: Other\ndescription: A page about the other procedure.',
          `Text.\n\n## Steps {#steps}\n\n${EN_LINKS}`,
        ),
      ),
      [],
    ));
});
