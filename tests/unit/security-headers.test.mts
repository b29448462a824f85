import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {
  HEADERS_FILE,
  NGINX_FILE,
  committedHashes,
  headersFile,
  nginxConf,
  securityHeaders,
} from '../../scripts/security-headers.mts';
import {ROOT} from '../lib/inventory.mts';
import {observatoryScore} from '../../scripts/observatory-score.mts';

const headers = securityHeaders(committedHashes());
const csp = new Map(
  headers
    .find(([k]) => k === 'Content-Security-Policy')![1]
    .split('; ')
    .map((d) => [d.split(' ')[0], d.split(' ').slice(1)] as const),
);

describe('security headers', () => {
  it('nginx and _headers are generated from the one source (npm run headers:update)', () => {
    assert.equal(fs.readFileSync(NGINX_FILE, 'utf8'), nginxConf(headers));
    assert.equal(fs.readFileSync(HEADERS_FILE, 'utf8'), headersFile(headers));
    assert.match(fs.readFileSync(path.join(ROOT, 'deploy/nginx.conf'), 'utf8'), /^\s*__SECURITY_HEADERS__$/m);
  });

  it('runs only our own scripts: no unsafe-inline or unsafe-eval, inline scripts by hash', () => {
    const scripts = csp.get('script-src')!;
    assert.ok(!scripts.includes("'unsafe-inline'") && !scripts.includes("'unsafe-eval'"));
    assert.ok(scripts.filter((s) => s.startsWith("'sha256-")).length > 0);
    assert.deepEqual(csp.get('object-src'), ["'none'"]);
    assert.deepEqual(csp.get('base-uri'), ["'self'"]);
    assert.deepEqual(csp.get('frame-ancestors'), ["'none'"]);
    assert.deepEqual(csp.get('default-src'), ["'self'"]);
  });

  it('sends HSTS for a year and denies browser features a docs site never uses', () => {
    const get = (k: string) => headers.find(([n]) => n === k)?.[1] ?? '';
    assert.match(get('Strict-Transport-Security'), /max-age=31536000/);
    assert.match(get('Permissions-Policy'), /camera=\(\)/);
    assert.match(get('Permissions-Policy'), /geolocation=\(\)/);
  });
});

describe('Observatory scoring', () => {
  const origin = 'https://docs.example.com';
  const lower = (h: [string, string][]) => Object.fromEntries(h.map(([k, v]) => [k.toLowerCase(), v]));
  it('scores our headers A+ and a bare response F', () => {
    assert.ok(observatoryScore(lower(headers), ['/assets/js/main.js'], origin).score >= 100);
    const bare = observatoryScore({}, ['https://cdn.example.net/x.js'], origin);
    assert.ok(bare.score < 50, String(bare.score));
  });
  it('penalises unsafe-inline scripts unless hashes make browsers ignore it', () => {
    const csp = (v: string) => observatoryScore({'content-security-policy': v}, [], origin).results[0].result;
    assert.equal(csp("script-src 'self' 'unsafe-inline'"), 'csp-implemented-with-unsafe-inline');
    assert.equal(csp("default-src 'none'; script-src 'self'"), 'csp-implemented-with-no-unsafe-default-src-none');
  });
});
