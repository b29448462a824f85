import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {before, describe, it} from 'node:test';
import {BUILD, LOCALES, PREFIX, requireBuild} from '../lib/build.mts';
import {COMPRESSIBLE, MIN_BYTES, builtFiles} from '../../src/plugins/precompress.ts';

// nginx's gzip_static and brotli_static send a copy as it is: a missing one costs bytes, a
// stale or truncated one (read while another plugin still wrote the file) breaks the page.
describe('precompressed copies', () => {
  before(requireBuild);
  for (const locale of LOCALES)
    it(`${locale}: every compressible file of 1 KB or more has .gz and .br copies equal to it`, async () => {
      const files = await builtFiles(path.join(BUILD, PREFIX[locale]), (name) => COMPRESSIBLE.test(name));
      const wrong: string[] = [];
      let checked = 0;
      for (const file of files) {
        const data = fs.readFileSync(file);
        if (data.length < MIN_BYTES) continue;
        checked++;
        const name = path.relative(BUILD, file);
        for (const [ext, inflate] of [
          ['gz', zlib.gunzipSync],
          ['br', zlib.brotliDecompressSync],
        ] as const) {
          const copy = `${file}.${ext}`;
          if (!fs.existsSync(copy)) wrong.push(`${name}: no .${ext}`);
          else if (!inflate(fs.readFileSync(copy)).equals(data)) wrong.push(`${name}.${ext} differs`);
        }
      }
      assert.ok(checked > 100, `only ${checked} files checked`);
      assert.deepEqual(wrong.slice(0, 20), [], `${wrong.length} of ${checked} files`);
    });
});
