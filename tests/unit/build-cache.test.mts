import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, describe, it} from 'node:test';
import zlib from 'node:zlib';
import {withoutAssetNames} from '../../src/plugins/buildCache.ts';
import {precompressFiles} from '../../src/plugins/precompress.ts';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'build-cache-'));
after(() => fs.rmSync(tmp, {recursive: true, force: true}));

describe('precompressed copies', () => {
  const page = path.join(tmp, 'site', 'page.html');
  const cache = path.join(tmp, 'cache');
  const text = '<p>문서보안 정책을 배포합니다.</p>\n'.repeat(200);
  fs.mkdirSync(path.dirname(page), {recursive: true});

  it('writes gzip and brotli copies that unpack to the page, and keeps them by content', async () => {
    fs.writeFileSync(page, text);
    await precompressFiles([page], {cache});
    assert.equal(zlib.gunzipSync(fs.readFileSync(`${page}.gz`)).toString(), text);
    assert.equal(zlib.brotliDecompressSync(fs.readFileSync(`${page}.br`)).toString(), text);
    assert.equal(fs.readdirSync(cache).filter((f) => !f.endsWith('.tmp')).length, 2);
  });

  it('takes a kept copy instead of compressing the same content again', async () => {
    const kept = fs.readdirSync(cache).find((f) => f.endsWith('.gz'))!;
    const marker = zlib.gzipSync('kept copy');
    fs.writeFileSync(path.join(cache, kept), marker);
    fs.rmSync(`${page}.gz`);
    await precompressFiles([page], {cache});
    assert.deepEqual(fs.readFileSync(`${page}.gz`), marker);
  });

  it('compresses changed content afresh', async () => {
    fs.writeFileSync(page, `${text}<p>변경</p>`);
    await precompressFiles([page], {cache});
    assert.equal(zlib.gunzipSync(fs.readFileSync(`${page}.gz`)).toString(), `${text}<p>변경</p>`);
  });
});

describe('search index key', () => {
  const page = (runtime: string, body: string) =>
    `<script src=/assets/js/runtime~main.${runtime}.js defer></script><link rel=stylesheet href=/assets/css/styles.0a1b2c3d.css><main>${body}</main>`;

  it('ignores hashed asset names and sees the text', () => {
    assert.equal(withoutAssetNames(page('dc99343c', '가')), withoutAssetNames(page('c17562de', '가')));
    assert.notEqual(withoutAssetNames(page('dc99343c', '가')), withoutAssetNames(page('dc99343c', '나')));
  });
});
