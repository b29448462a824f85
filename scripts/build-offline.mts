/**
 * Builds the offline edition (src/config/offline.ts): a folder a reader opens by double-clicking
 * its index.html, with no server, and a zip of it. Its search indexes are those of the served
 * build in build/, made from the same pages: run `npm run build` first. Prints the sizes.
 *
 *   npm run build:offline                   # dist/offline/site/ and dist/offline/docs-portal-offline-<date>-<commit>.zip
 *   tsx scripts/build-offline.mts --no-zip
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {packageName} from './package.mts';

const ROOT = path.resolve(import.meta.dirname, '..');
/** Where the folder is written; the browser tests open it from here. */
export const OFFLINE_DIR = path.join(ROOT, 'dist/offline/site');

const {values} = parseArgs({options: {'no-zip': {type: 'boolean', default: false}}});
const served = path.join(ROOT, 'build');
if (!fs.existsSync(path.join(served, 'index.html'))) {
  console.error('build-offline: build/ has no site; run `npm run build` first (its search indexes are reused).');
  process.exit(1);
}

const started = Date.now();
execFileSync('npx', ['docusaurus', 'build', '--out-dir', OFFLINE_DIR], {
  cwd: ROOT,
  stdio: 'inherit',
  env: {...process.env, DOCS_OFFLINE_INDEXES: served},
});
const seconds = ((Date.now() - started) / 1000).toFixed(0);

const files = fs.readdirSync(OFFLINE_DIR, {recursive: true, withFileTypes: true}).filter((e) => e.isFile());
const bytes = files.reduce((sum, e) => sum + fs.statSync(path.join(e.parentPath, e.name)).size, 0);
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
console.log(`${path.relative(process.cwd(), OFFLINE_DIR)}: ${files.length} files, ${mb(bytes)}, built in ${seconds} s`);

if (!values['no-zip']) {
  // The zip's top folder carries the edition's name; zip stores what the link points to.
  const name = packageName('offline');
  const stage = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-offline-'));
  const zip = path.join(path.dirname(OFFLINE_DIR), `${name}.zip`);
  try {
    fs.symlinkSync(OFFLINE_DIR, path.join(stage, name));
    fs.rmSync(zip, {force: true});
    execFileSync('zip', ['-q', '-r', zip, name], {cwd: stage});
  } finally {
    fs.rmSync(stage, {recursive: true, force: true});
  }
  console.log(`${path.relative(process.cwd(), zip)}: ${mb(fs.statSync(zip).size)}`);
}
