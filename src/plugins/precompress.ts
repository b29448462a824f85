/**
 * Writes gzip (level 9) and brotli copies next to the built files a reader downloads, so nginx
 * (gzip_static, brotli_static) and other static hosts send the smallest form without
 * compressing on every request. Node's zlib does both; no library needed.
 * Brotli quality, measured on the Korean build: for pages, scripts and styles (26.9 MB) quality
 * 7 gives 6.59 MB in 0.9 s, quality 9 6.58 MB in 9.8 s, so pages get 7; the search indexes
 * (21.7 MB), which readers download whole, get 9 (4.25 MB in 3.1 s, 7: 4.34 MB in 1.2 s);
 * 10–11 would save about a tenth more at ten times the time (17 s for the all-products index).
 * With a cache folder, copies are kept by content hash, so a rebuild compresses only what
 * changed.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {LOCALES} from '../config/locales';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {cacheDir, hashOf, readEntry, writeEntry} from './buildCache';
import type {LocaleId} from '../sections/types';
import {feedPosts, writeProductFeeds, type FeedPost} from './productFeeds';
import {productReleaseLinks} from './releaseLinks';
import {writeMarkdownTwins, type TwinSection} from './markdownTwins';
import {LLMS_LABELS, twinSections} from './twinSections';
import {otherPostBuilds} from './postBuildOrder';
import {isSearchFile} from '../search/files';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Text types worth compressing; images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt|md|map)$/;
/** Below this, headers cost more than compression saves. */
export const MIN_BYTES = 1024;

export const PAGE_QUALITY = 7;
export const INDEX_QUALITY = 9;

async function compress(data: Buffer, quality: number): Promise<[Buffer, Buffer]> {
  return Promise.all([
    gzip(data, {level: 9}),
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
  ]);
}

async function cached(data: Buffer, quality: number, cache: string | null): Promise<[Buffer, Buffer]> {
  if (!cache) return compress(data, quality);
  const key = path.join(cache, hashOf(data, String(quality)));
  const [gz, br] = await Promise.all([readEntry(`${key}.gz`), readEntry(`${key}.br`)]);
  if (gz && br) return [gz, br];
  const made = await compress(data, quality);
  await Promise.all([writeEntry(`${key}.gz`, made[0]), writeEntry(`${key}.br`, made[1])]);
  return made;
}

async function compressOne(file: string, quality: number, cache: string | null): Promise<void> {
  const data = await fs.readFile(file);
  if (data.length < MIN_BYTES) return;
  const [gz, br] = await cached(data, quality, cache);
  if (gz.length < data.length) await fs.writeFile(`${file}.gz`, gz);
  if (br.length < data.length) await fs.writeFile(`${file}.br`, br);
}

/**
 * Compresses the files, a few at a time (zlib runs on libuv's thread pool), reusing copies
 * kept in `cache` (see ./buildCache.ts) when given.
 */
export async function precompressFiles(
  files: string[],
  {quality = PAGE_QUALITY, cache = null}: {quality?: number; cache?: string | null} = {},
  parallel = 4,
): Promise<void> {
  const queue = [...files];
  await Promise.all(
    Array.from({length: parallel}, async () => {
      for (let f = queue.shift(); f; f = queue.shift()) await compressOne(f, quality, cache);
    }),
  );
}

/**
 * Files of one locale's build whose names pass `keep`; the default locale's folder holds the
 * other locales' builds, which are left out.
 */
export async function builtFiles(outDir: string, keep: (name: string) => boolean): Promise<string[]> {
  const others = LOCALES.filter((l) => path.basename(outDir) !== l);
  const walk = async (dir: string, skip: readonly string[]): Promise<string[]> => {
    const out: string[] = [];
    for (const entry of await fs.readdir(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!skip.includes(entry.name)) out.push(...(await walk(full, [])));
      } else if (keep(entry.name)) out.push(full);
    }
    return out;
  };
  return (await walk(outDir, others)).sort();
}

/** The search index files (heads and parts), which the search plugin writes and compresses itself. */

/** Every compressible file of a locale's build; the search plugin compresses its own indexes. */
export function compressibleFiles(outDir: string): Promise<string[]> {
  return builtFiles(outDir, (name) => COMPRESSIBLE.test(name) && !isSearchFile(name));
}

/**
 * After the pages are built: writes the outputs made from them (Markdown twins and llms files,
 * product feeds), then
 * precompresses the locale's pages and assets; the search plugin does its own indexes.
 */
export default function precompress(context: LoadContext): Plugin {
  let posts: FeedPost[] = [];
  let releaseLinks: Record<string, string> = {};
  let twins: TwinSection[] = [];
  const locale = context.i18n.currentLocale as LocaleId;
  return {
    name: 'shield-precompress',
    allContentLoaded({allContent}) {
      posts = feedPosts(allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined);
      releaseLinks = productReleaseLinks(allContent, context);
      twins = twinSections(allContent, locale);
    },
    async postBuild({outDir}) {
      await writeMarkdownTwins({
        outDir,
        siteDir: context.siteDir,
        baseUrl: context.baseUrl,
        site: context.siteConfig.url,
        title: context.siteConfig.title,
        summary: context.siteConfig.tagline,
        labels: LLMS_LABELS[locale],
        sections: twins,
      });
      await writeProductFeeds({
        outDir,
        baseUrl: context.baseUrl,
        siteUrl: context.siteConfig.url,
        locale,
        posts,
        releaseLinks,
      });
      // The sitemap and the blog's feeds are written by their plugins' postBuild.
      await otherPostBuilds();
      await precompressFiles(await compressibleFiles(outDir), {
        cache: cacheDir(context.siteDir, 'precompress'),
      });
    },
  };
}
