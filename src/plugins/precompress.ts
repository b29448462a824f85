/**
 * Writes gzip (level 9) and brotli (quality 9) copies next to the built files a reader
 * downloads, so nginx (gzip_static, brotli_static) and other static hosts send the smallest
 * form without compressing on every request. Node's zlib does both; no library needed.
 * Brotli 10–11 would save about a tenth more but take ten times as long (17 s for the
 * all-products index alone), which every build would pay. With a cache folder, the copies are
 * kept by content hash, so a rebuild compresses only what changed (9 s → under 1 s for ko).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {LOCALES} from '../config/locales';
import {cacheDir, hashOf, readEntry, writeEntry} from './buildCache';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Text types worth compressing; images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt|map)$/;
/** Below this, headers cost more than compression saves. */
const MIN_BYTES = 1024;

async function compress(data: Buffer): Promise<[Buffer, Buffer]> {
  return Promise.all([
    gzip(data, {level: 9}),
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
  ]);
}

async function cached(data: Buffer, cache: string | null): Promise<[Buffer, Buffer]> {
  if (!cache) return compress(data);
  const key = path.join(cache, hashOf(data));
  const [gz, br] = await Promise.all([readEntry(`${key}.gz`), readEntry(`${key}.br`)]);
  if (gz && br) return [gz, br];
  const made = await compress(data);
  await Promise.all([writeEntry(`${key}.gz`, made[0]), writeEntry(`${key}.br`, made[1])]);
  return made;
}

async function compressOne(file: string, cache: string | null): Promise<void> {
  const data = await fs.readFile(file);
  if (data.length < MIN_BYTES) return;
  const [gz, br] = await cached(data, cache);
  if (gz.length < data.length) await fs.writeFile(`${file}.gz`, gz);
  if (br.length < data.length) await fs.writeFile(`${file}.br`, br);
}

/**
 * Compresses the files, a few at a time (zlib runs on libuv's thread pool), reusing copies
 * kept in `cache` (see ./buildCache.ts) when given.
 */
export async function precompressFiles(files: string[], cache: string | null = null, parallel = 4): Promise<void> {
  const queue = [...files];
  await Promise.all(
    Array.from({length: parallel}, async () => {
      for (let f = queue.shift(); f; f = queue.shift()) await compressOne(f, cache);
    }),
  );
}

/** Every compressible file under `dir`, skipping other locales' builds nested in the default one. */
export async function compressibleFiles(dir: string, skip: readonly string[] = []): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await fs.readdir(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skip.includes(entry.name)) out.push(...(await compressibleFiles(full)));
    } else if (COMPRESSIBLE.test(entry.name) && !entry.name.startsWith('search-index')) out.push(full);
  }
  return out;
}

/** Precompresses a locale's pages and assets; the search plugin does its own indexes. */
export default function precompress(context: LoadContext): Plugin {
  return {
    name: 'shield-precompress',
    async postBuild({outDir}) {
      const others = LOCALES.filter((l) => path.basename(outDir) !== l);
      await precompressFiles(await compressibleFiles(outDir, others), cacheDir(context.siteDir, 'precompress'));
    },
  };
}
