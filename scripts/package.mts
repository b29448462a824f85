/**
 * Packs the built site for a closed network: one archive holding the site, the nginx
 * configuration with the security headers (root, port and paths filled in at install by
 * install.sh, which needs no Node.js), the install guide in ko, en and ja, and SHA256SUMS of
 * every file. Prints the archive's path and size.
 *
 *   npm run package                          # builds, then writes dist/docs-portal-<date>-<commit>.tar.gz
 *   tsx scripts/package.mts --skip-build     # packs the existing build/
 *   tsx scripts/package.mts --skip-build --out /tmp/x
 */
import {execFileSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';

const ROOT = path.resolve(import.meta.dirname, '..');
const PACKAGE = path.join(ROOT, 'deploy/package');
const GUIDES = ['INSTALL.ko.md', 'INSTALL.en.md', 'INSTALL.ja.md'];

/** `docs-portal[-<edition>]-<YYYY.MM.DD>-<short commit>`, an archive's name and its top folder. */
export function packageName(edition = '', date = new Date()): string {
  let commit = 'nocommit';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {cwd: ROOT, encoding: 'utf8'}).trim();
  } catch {
    // Not a git checkout: the date alone names it.
  }
  const day = date.toISOString().slice(0, 10).replaceAll('-', '.');
  return `docs-portal-${edition ? `${edition}-` : ''}${day}-${commit}`;
}

/** deploy/nginx.conf with the security headers written in; the other placeholders stay for install.sh. */
export function nginxTemplate(): string {
  const headers = fs
    .readFileSync(path.join(ROOT, 'deploy/security-headers.conf'), 'utf8')
    .split('\n')
    .filter((l) => l && !l.startsWith('#'))
    .join('\n    ');
  return fs.readFileSync(path.join(ROOT, 'deploy/nginx.conf'), 'utf8').replaceAll('__SECURITY_HEADERS__', headers);
}

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

const sha256 = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/** Writes the archive from `build` into `out`; returns its path. */
export function writePackage(build: string, out: string): string {
  if (!fs.existsSync(path.join(build, 'index.html'))) throw new Error(`${build} has no index.html: build first`);
  const name = packageName();
  const stage = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-package-'));
  try {
    const dir = path.join(stage, name);
    fs.mkdirSync(path.join(dir, 'nginx'), {recursive: true});
    // The site is linked, not copied, and tar follows the link (-h).
    fs.symlinkSync(path.resolve(build), path.join(dir, 'site'));
    fs.writeFileSync(path.join(dir, 'nginx/nginx.conf.template'), nginxTemplate());
    fs.copyFileSync(path.join(PACKAGE, 'install.sh'), path.join(dir, 'install.sh'));
    fs.chmodSync(path.join(dir, 'install.sh'), 0o755);
    for (const guide of GUIDES) fs.copyFileSync(path.join(PACKAGE, guide), path.join(dir, guide));
    const files = [
      ...filesUnder(path.resolve(build)).map((f) => path.join('site', path.relative(path.resolve(build), f))),
      ...['nginx/nginx.conf.template', 'install.sh', ...GUIDES],
    ].sort();
    const sums = files.map((f) => `${sha256(path.join(dir, f))}  ${f.split(path.sep).join('/')}`);
    fs.writeFileSync(path.join(dir, 'SHA256SUMS'), `${sums.join('\n')}\n`);
    fs.mkdirSync(out, {recursive: true});
    const archive = path.join(path.resolve(out), `${name}.tar.gz`);
    // gzip -1: most of the site's bytes are already compressed (.br, .gz, images).
    execFileSync('tar', ['-C', stage, '-h', '-I', 'gzip -1', '-cf', archive, name]);
    return archive;
  } finally {
    fs.rmSync(stage, {recursive: true, force: true});
  }
}

if (process.argv[1]?.endsWith('package.mts')) {
  const {values} = parseArgs({
    options: {'skip-build': {type: 'boolean', default: false}, out: {type: 'string', default: 'dist'}},
  });
  if (!values['skip-build']) execFileSync('npm', ['run', 'build'], {cwd: ROOT, stdio: 'inherit'});
  const archive = writePackage(path.join(ROOT, 'build'), path.resolve(ROOT, values.out!));
  const mb = (fs.statSync(archive).size / 1024 / 1024).toFixed(1);
  console.log(`${path.relative(process.cwd(), archive)}: ${mb} MB`);
}
