import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, before, describe, it} from 'node:test';
import {lintFile} from '../../scripts/lint-content.mts';

const LONG = '이 문서는 관리자가 정책을 설정하는 절차를 설명합니다. '.repeat(25);
const page = (fm: string, body: string) => `---\n${fm}\n---\n\n${body}\n`;
const FM = 'title: 정책 설정\ndescription: 관리자가 정책을 설정하는 절차를 설명합니다.\ntags: [guide]';
const CLEAN = page(
  FM,
  `${LONG}\n\n## 절차 {#steps}\n\n1. **정책**을 선택합니다.\n\n\`\`\`bash\necho ok\n\`\`\`\n\n[다른 문서](./other.md#steps)`,
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
