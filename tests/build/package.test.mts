/**
 * The closed-network package (npm run package): unpacked in a temporary folder, every file
 * matches SHA256SUMS, and install.sh's configuration serves the site with nginx on 127.0.0.1
 * as production does: clean URLs, each locale's not-found page with a 404, the security
 * headers, the precompressed copies.
 */
import assert from 'node:assert/strict';
import {execFileSync, spawn, type ChildProcess} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {after, before, describe, it} from 'node:test';
import {BUILD, requireBuild} from '../lib/build.mts';
import {ROOT} from '../lib/inventory.mts';

const nginx = ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((p) => fs.existsSync(p));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function get(port: number, url: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.get({host: '127.0.0.1', port, path: url, headers}, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8')}),
      );
    });
    req.on('error', reject);
    req.setTimeout(10_000, () => req.destroy(new Error(`${url}: timed out`)));
  });
}

describe('closed-network package', {skip: nginx ? false : 'nginx is not installed'}, () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'package-test-'));
  let dir = '';
  let server: ChildProcess | undefined;
  let port = 0;

  before(async () => {
    requireBuild();
    const out = execFileSync('npx', ['tsx', 'scripts/package.mts', '--skip-build', '--out', tmp], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    const archive = fs.readdirSync(tmp).find((f) => /^docs-portal-\d{4}\.\d{2}\.\d{2}-\w+\.tar\.gz$/.test(f));
    assert.ok(archive, `no archive in ${tmp}: ${out}`);
    console.log(`# ${out.trim()}`);
    execFileSync('tar', ['-xzf', path.join(tmp, archive), '-C', tmp]);
    dir = path.join(tmp, archive.replace(/\.tar\.gz$/, ''));
    port = await freePort();
    const user = process.getuid?.() === 0 ? ['--user', 'root'] : [];
    execFileSync('sh', [path.join(dir, 'install.sh'), '--port', String(port), '--listen', '127.0.0.1', ...user]);
    server = spawn(nginx!, ['-p', path.join(dir, 'run'), '-c', path.join(dir, 'nginx/nginx.conf')], {
      stdio: 'ignore',
    });
    for (let i = 0; i < 100; i++) {
      if (
        await get(port, '/').then(
          () => true,
          () => false,
        )
      )
        return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('nginx did not start');
  });

  after(() => {
    server?.kill('SIGQUIT');
    fs.rmSync(tmp, {recursive: true, force: true});
  });

  it('holds the site, the nginx template, install.sh and the guides in ko, en and ja, each file in SHA256SUMS', () => {
    const sums = fs
      .readFileSync(path.join(dir, 'SHA256SUMS'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => /^([0-9a-f]{64}) {2}(.+)$/.exec(l)!);
    const listed = new Map(sums.map((m) => [m[2], m[1]]));
    for (const [file, hash] of listed)
      assert.equal(
        crypto
          .createHash('sha256')
          .update(fs.readFileSync(path.join(dir, file)))
          .digest('hex'),
        hash,
        file,
      );
    const packed = fs
      .readdirSync(dir, {recursive: true, withFileTypes: true})
      .filter((e) => e.isFile())
      .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
      .filter((f) => f !== 'SHA256SUMS' && !f.startsWith('run/') && f !== 'nginx/nginx.conf');
    assert.deepEqual(packed.sort(), [...listed.keys()].sort());
    for (const f of ['install.sh', 'nginx/nginx.conf.template', 'INSTALL.ko.md', 'INSTALL.en.md', 'INSTALL.ja.md'])
      assert.ok(listed.has(f), f);
    assert.equal(
      [...listed.keys()].filter((f) => f.startsWith('site/')).length,
      fs.readdirSync(BUILD, {recursive: true, withFileTypes: true}).filter((e) => e.isFile()).length,
    );
  });

  it('serves pages with every security header, and redirects to clean URLs', async () => {
    const home = await get(port, '/');
    assert.equal(home.status, 200);
    assert.match(home.headers['content-security-policy'] as string, /script-src 'self' 'sha256-/);
    assert.match(home.headers['strict-transport-security'] as string, /max-age=/);
    assert.equal(home.headers['x-content-type-options'], 'nosniff');
    const html = await get(port, '/shieldrm/feature/IntroDRM.html');
    assert.equal(html.status, 301);
    assert.equal(html.headers.location, '/shieldrm/feature/IntroDRM');
    assert.equal((await get(port, '/shieldrm/feature/IntroDRM')).status, 200);
  });

  it("answers an unknown address with its locale's not-found page and a 404", async () => {
    for (const [prefix, lang] of [
      ['', 'ko'],
      ['/en', 'en'],
      ['/ja', 'ja'],
    ]) {
      const res = await get(port, `${prefix}/no/such/page`);
      assert.equal(res.status, 404, prefix);
      assert.match(res.body, new RegExp(`<html[^>]* lang="?${lang}`), prefix);
    }
  });

  it('sends the precompressed copies and caches hashed assets for a year', async () => {
    const js = fs.readdirSync(path.join(BUILD, 'assets/js')).find((f) => /^main\..+\.js$/.test(f))!;
    const br = await get(port, `/assets/js/${js}`, {'accept-encoding': 'br'});
    assert.equal(br.status, 200);
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(br.headers['cache-control'] as string, /immutable/);
    const gz = await get(port, `/assets/js/${js}`, {'accept-encoding': 'gzip'});
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.equal(Number(gz.headers['content-length']), fs.statSync(path.join(BUILD, `assets/js/${js}.gz`)).size);
  });
});
