import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, before, describe, it} from 'node:test';
import {ROOT} from '../lib/inventory.mts';
import {createSection, parseNewSection} from '../../scripts/new-section.mts';
import {createDoc} from '../../scripts/new-doc.mts';

const SKIP = new Set(['node_modules', 'build', '.docusaurus', '.git', 'test-results', 'playwright-report']);

/** A throwaway copy of the repo sharing node_modules, so the real tree is never touched. */
function copyRepo(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scaffold-'));
  for (const entry of fs.readdirSync(ROOT)) {
    if (SKIP.has(entry)) continue;
    fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), {recursive: true});
  }
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

function run(cwd: string, cmd: string, args: string[], env: Record<string, string> = {}): string {
  try {
    return execFileSync(cmd, args, {
      cwd,
      env: {...process.env, ...env},
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (e) {
    const {stdout, stderr} = e as {stdout?: string; stderr?: string};
    throw new Error(`${cmd} ${args.join(' ')} failed:\n${stdout ?? ''}\n${(stderr ?? '').slice(-2000)}`, {
      cause: e,
    });
  }
}

describe('new:section and new:doc on a temporary copy', {timeout: 240_000}, () => {
  let dir = '';
  before(() => {
    dir = copyRepo();
  });
  after(() => fs.rmSync(dir, {recursive: true, force: true}));

  it('rejects a bad id, a duplicate id and an unknown family', () => {
    assert.throws(() => parseNewSection(['Bad_Id']), /usage/);
    assert.throws(() => parseNewSection(['shieldrm']), /already exists/);
    assert.throws(() => parseNewSection(['demo', '--family', 'nope']), /unknown family/);
  });

  it('creates a section that registers, lints clean and builds', async () => {
    const s = parseNewSection([
      'demo',
      '--name-ko',
      '데모 제품',
      '--name-en',
      'Demo Product',
      '--family',
      'zero-trust',
      '--tags',
    ]);
    const files = await createSection(dir, s);
    assert.ok(files.includes('docs-demo/index.md') && !files.some((f) => f.startsWith('sidebars/')));
    run(dir, process.execPath, [
      '--import',
      'tsx',
      '--test',
      'tests/unit/registry.test.mts',
      'tests/unit/config.test.mts',
    ]);
    const lint = run(dir, process.execPath, ['--import', 'tsx', 'scripts/lint-content.mts', 'docs-demo']);
    assert.match(lint, /0 problems/);
    // Last-update dates come from git history, so the copy needs one commit.
    run(dir, 'git', ['init', '-q']);
    run(dir, 'git', ['add', '-A']);
    run(dir, 'git', ['-c', 'user.name=scaffold', '-c', 'user.email=scaffold@example.com', 'commit', '-qm', 'scaffold']);
    run(dir, 'npx', ['docusaurus', 'build', '--locale', 'ko', '--out-dir', 'build'], {DOCS_SECTIONS: 'demo'});
    for (const route of [
      'demo/index.html',
      'demo/category/guide/index.html',
      'demo/guide/getting-started/index.html',
      'demo/tags/guide/index.html',
    ])
      assert.ok(fs.existsSync(path.join(dir, 'build', route)), `${route} not built`);
    assert.match(
      fs.readFileSync(path.join(dir, 'build/index.html'), 'utf8'),
      /데모 제품/,
      'home page lacks the new card',
    );
  });

  it('creates a page with the section defaults that the lint asks to fill in', () => {
    assert.throws(() => createDoc(dir, ['shieldrm', 'guide/new-topic']), /a title is needed/);
    assert.throws(
      () => createDoc(dir, ['shieldrm', 'guide/new-topic', '--title', '새 주제', '--tags', 'nope']),
      /not declared in docs-shieldrm\/tags\.yml: nope/,
    );
    const rel = createDoc(dir, ['shieldrm', 'guide/new-topic', '--title', '새 주제', '--tags', 'faq']);
    const text = fs.readFileSync(path.join(dir, rel), 'utf8');
    assert.match(
      text,
      /^---\ntitle: 새 주제\ndescription: .+\ntags: \[faq\]\n# tags\.yml declares: .*\bfaq\b.*\nsidebar_position: \d+\n---/,
    );
    // Placed after every page and category already in the folder.
    const position = Number(/sidebar_position: (\d+)/.exec(text)![1]);
    const folder = path.join(dir, path.dirname(rel));
    for (const entry of fs.readdirSync(folder, {withFileTypes: true})) {
      const meta = entry.isDirectory() ? path.join(folder, entry.name, '_category_.json') : null;
      if (meta && fs.existsSync(meta))
        assert.ok((JSON.parse(fs.readFileSync(meta, 'utf8')).position ?? 0) < position, entry.name);
    }
    assert.throws(() => createDoc(dir, ['shieldrm', 'guide/new-topic', '--title', '새 주제']), /already exists/);
    assert.throws(
      () => run(dir, process.execPath, ['--import', 'tsx', 'scripts/lint-content.mts', rel]),
      /body text is \d+ characters/,
    );
  });
});
