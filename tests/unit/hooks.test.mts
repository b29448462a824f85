/**
 * Every reach into a dependency's internals is declared in src/plugins/hooks.cjs, and what the
 * declared ones rely on holds for the installed versions.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, it} from 'node:test';
import {ROOT} from '../lib/inventory.mts';

const require = createRequire(path.join(ROOT, 'package.json'));
type Hook = {
  kind: string;
  relies?: {file: string; text: string}[];
  imports?: string[];
  wraps?: string[];
  ejects?: string[];
};
const {HOOKS, guardRelies} = require('./src/plugins/hooks.cjs') as {
  HOOKS: Record<string, Hook>;
  guardRelies: (id: string, resolve?: (r: string) => string) => void;
};
const hooksOf = (kind: string) => Object.values(HOOKS).filter((h) => h.kind === kind);

/** Source files that ship, build or measure the site (tests may read a dependency's files to test a patch). */
function sources(): {file: string; text: string}[] {
  const out: {file: string; text: string}[] = [];
  for (const dir of ['src', 'scripts', 'packages', 'bench']) {
    for (const f of fs.readdirSync(path.join(ROOT, dir), {recursive: true}).map(String)) {
      if (!/\.(ts|tsx|mts|cjs|mjs|js)$/.test(f) || f.includes('node_modules')) continue;
      out.push({file: path.join(dir, f), text: fs.readFileSync(path.join(ROOT, dir, f), 'utf8')});
    }
  }
  return out;
}

const SPECIFIER = /(?:from\s+|import\(\s*|require(?:\.resolve)?\(\s*)['"]([^'"./][^'"]*)['"]/g;
/** A package path into its files rather than its published entry points. */
const DEEP = /^(?:@[^/]+\/)?[^/@]+\/(?:.*\/)?(?:lib|dist|internal|src)(?:\/|$)/;

/** Theme components swizzled with `action` are listed safe for it by the classic theme, or declared; declared ones are still swizzled and unsafe. */
function assertSafeOrDeclared(action: 'wrap' | 'eject', swizzled: Set<string>, declared: string[]): void {
  const {default: swizzleConfig} = require('@docusaurus/theme-classic/lib/getSwizzleConfig.js') as {
    default: () => {components: Record<string, {actions: Partial<Record<typeof action, string>>}>};
  };
  const safe = Object.entries(swizzleConfig().components)
    .filter(([, c]) => c.actions[action] === 'safe')
    .map(([name]) => name);
  assert.deepEqual(
    [...swizzled].filter((w) => !safe.includes(w) && !declared.includes(w)).sort(),
    [],
    `${action} a component the theme lists as safe to ${action}, or declare it in src/plugins/hooks.cjs`,
  );
  assert.deepEqual(
    declared.filter((d) => !swizzled.has(d) || safe.includes(d)),
    [],
    `no longer swizzled (${action}), or now listed safe: remove from src/plugins/hooks.cjs`,
  );
}

describe('hooks into dependencies', () => {
  it('every replacement finds what it relies on in the installed versions', () => {
    for (const [id, hook] of Object.entries(HOOKS)) if (hook.relies) assert.doesNotThrow(() => guardRelies(id));
  });

  it('a replacement whose module changed fails naming its hook', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hooks-'));
    const changed = path.join(dir, 'SearchBar.jsx');
    fs.writeFileSync(changed, 'import { searchByWorker } from "../worker/search";\n');
    try {
      assert.throws(
        () => guardRelies('search-worker-module', () => changed),
        /hook "search-worker-module".*no longer contains/,
      );
      assert.throws(() => guardRelies('search-worker-module', () => path.join(dir, 'gone.jsx')), /cannot read/);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });

  it('every deep import is declared, resolves, and every declared one is used', () => {
    const found = new Map<string, string>();
    for (const {file, text} of sources())
      for (const m of text.matchAll(SPECIFIER)) if (DEEP.test(m[1])) found.set(m[1], file);
    const declared = hooksOf('import').flatMap((h) => h.imports ?? []);
    const undeclared = [...found].filter(([spec]) => !declared.includes(spec)).map(([s, f]) => `${s} (${f})`);
    assert.deepEqual(undeclared, [], 'declare these in src/plugins/hooks.cjs');
    assert.deepEqual(
      declared.filter((d) => !found.has(d)),
      [],
      'no longer imported: remove from src/plugins/hooks.cjs',
    );
    for (const d of declared) assert.doesNotThrow(() => require.resolve(d), d);
  });

  it('every wrapped theme component is listed safe by its theme or declared', () => {
    const wrapped = new Set<string>();
    for (const {text} of sources().filter((s) => s.file.startsWith(`src${path.sep}theme`)))
      for (const m of text.matchAll(/from '@theme-original\/([^']+)'/g)) wrapped.add(m[1]);
    assertSafeOrDeclared(
      'wrap',
      wrapped,
      hooksOf('wrap').flatMap((h) => h.wraps ?? []),
    );
  });

  it('every theme component replaced whole is listed safe by its theme or declared', () => {
    const themeDir = path.join(path.dirname(require.resolve('@docusaurus/theme-classic/package.json')), 'lib', 'theme');
    const replaced = new Set<string>();
    for (const {file, text} of sources().filter((s) => s.file.startsWith(path.join('src', 'theme')))) {
      const name = path
        .relative(path.join('src', 'theme'), file)
        .replace(/(\/index)?\.tsx?$/, '')
        .split(path.sep)
        .join('/');
      const original = ['.js', '/index.js'].some((ext) => fs.existsSync(path.join(themeDir, name + ext)));
      if (original && !text.includes(`'@theme-original/${name}'`)) replaced.add(name);
    }
    assertSafeOrDeclared(
      'eject',
      replaced,
      hooksOf('eject').flatMap((h) => h.ejects ?? []),
    );
  });
});
