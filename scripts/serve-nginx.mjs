#!/usr/bin/env node
// Serves build/ with the shipped deploy/nginx.conf on 127.0.0.1, as production would.
// Usage: node scripts/serve-nginx.mjs [--port 8080] [--root build] [--ttl seconds] [--headers file]
// (--headers: the security headers of another build, e.g. one with a FEEDBACK_ENDPOINT; default deploy/security-headers.conf)
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';

const {values} = parseArgs({
  options: {
    port: {type: 'string', default: process.env.PORT ?? '8080'},
    root: {type: 'string', default: 'build'},
    ttl: {type: 'string', default: '0'},
    headers: {type: 'string'},
  },
});
const nginx = ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((p) => fs.existsSync(p));
if (!nginx) {
  console.error('nginx is not installed (apt-get install nginx-light).');
  process.exit(1);
}
const root = path.resolve(values.root);
if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`${root} has no index.html: run "npm run build" first.`);
  process.exit(1);
}
// Brotli where the host has the module (Debian: libnginx-mod-http-brotli-static), gzip otherwise.
const brotliModule = ['/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'].find((p) => fs.existsSync(p));
const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-nginx-'));
const conf = fs
  .readFileSync(new URL('../deploy/nginx.conf', import.meta.url), 'utf8')
  .replaceAll('__ROOT__', root)
  .replaceAll('__LISTEN__', `127.0.0.1:${values.port}`)
  .replaceAll('__PREFIX__', prefix)
  .replaceAll('__PID__', path.join(prefix, 'nginx.pid'))
  .replaceAll('__MIME_TYPES__', '/etc/nginx/mime.types')
  .replaceAll('__LOAD_BROTLI__', brotliModule ? `load_module ${brotliModule};` : '')
  .replaceAll('__BROTLI_STATIC__', brotliModule ? 'brotli_static on;' : '')
  .replaceAll(
    '__SECURITY_HEADERS__',
    fs
      .readFileSync(
        values.headers ? path.resolve(values.headers) : new URL('../deploy/security-headers.conf', import.meta.url),
        'utf8',
      )
      .split('\n')
      .filter((l) => l && !l.startsWith('#'))
      .join('\n    '),
  );
const confFile = path.join(prefix, 'nginx.conf');
fs.writeFileSync(confFile, conf);
// Run workers as the invoking user so they can read build/ wherever it is.
if (process.getuid?.() === 0) fs.writeFileSync(confFile, `user root;\n${conf}`);

const test = spawnSync(nginx, ['-t', '-q', '-p', prefix, '-c', confFile], {stdio: 'inherit'});
if (test.status !== 0) process.exit(test.status ?? 1);

const child = spawn(nginx, ['-p', prefix, '-c', confFile], {stdio: 'inherit'});
console.log(`Serving ${root} at http://127.0.0.1:${values.port}/ (nginx, ${path.relative(process.cwd(), confFile)})`);
const stop = () => {
  child.kill('SIGQUIT');
  fs.rmSync(prefix, {recursive: true, force: true});
};
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => (stop(), process.exit(0)));
const ttl = Number(values.ttl);
if (ttl > 0) setTimeout(() => (console.log(`Stopping after ${ttl}s.`), stop(), process.exit(0)), ttl * 1000).unref();
child.on('exit', (code) => process.exit(code ?? 0));
