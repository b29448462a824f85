/**
 * The local search theme (@easyops-cn/docusaurus-search-local), wrapped because it offers no
 * hook for the things the portal needs:
 * - its worker's query handling: the plugin's `searchByWorker` module is swapped for ours
 *   (src/search/searchByWorker.ts → src/search/engine.ts) at bundle time;
 * - a context for a section's landing that is not the whole section: after the plugin has
 *   written its indexes, a context with nested contexts is rebuilt smaller (see narrow);
 * - precompressed indexes (see ./precompress.ts), which it writes after everything else;
 * - a rebuild whose pages did not change reuses the indexes of the last one (see ./buildCache.ts;
 *   indexing the Korean pages takes about 8 s on this 2-core machine);
 * - indexes a reader fetches in parts (src/search/shards.ts): each context's index file is
 *   rewritten as a head, with term and page parts beside it, named by their content;
 * - index names that change with the analyzer and the index format, not only with the pages
 *   (see searchFingerprint);
 * - the offline edition's indexes, as scripts (see offlineIndexes).
 */
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import fs from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import * as searchLocalModule from '@easyops-cn/docusaurus-search-local';
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
import {buildIndex} from '@easyops-cn/docusaurus-search-local/dist/server/server/utils/buildIndex';
import {processPluginOptions} from '@easyops-cn/docusaurus-search-local/dist/server/server/utils/processPluginOptions';
import {getIndexHash} from '@easyops-cn/docusaurus-search-local/dist/server/server/utils/getIndexHash';
import {buildShards, type PluginIndex} from '../search/shards';
import {DocType} from '../search/engine';
import {SEARCH_FINGERPRINT_DIR} from '../config/search';
import {SECTIONS} from '../sections/registry';
import {localized} from '../sections/derive';
import {cacheDir, hashOf, readEntry, withoutAssetNames, writeEntry} from './buildCache';
import {builtFiles, INDEX_QUALITY, precompressFiles} from './precompress';
import {HEAD_FILE, headOf, isSearchFile, offlineScript, offlineScriptOf, partFileOf} from '../search/files';
import {OFFLINE_INDEXES} from '../config/offline';
import {localePrefix} from '../config/locales';
import type {LocaleId} from '../sections/types';

// Its published types describe the options only.
const searchLocal = searchLocalModule as unknown as {
  default: (context: LoadContext, options: PluginOptions) => Plugin;
  validateOptions: (args: OptionValidationContext<PluginOptions, PluginOptions>) => PluginOptions;
};

type Doc = {u: string};
type Resource = {context: string; request: string};
type Index = {documents: Doc[]; index: unknown}[];

/**
 * A context with contexts nested in it (support, support/endpoint-security) keeps the full
 * text of its own pages only; of the nested contexts' pages it keeps titles, headings and
 * descriptions, which find the page at a fifth of the size. Their full text is in their own
 * context and in the all-products index.
 */
async function narrow(outDir: string, baseUrl: string, options: PluginOptions, context: LoadContext) {
  const config = processPluginOptions(options, context);
  const paths = (options.searchContextByPaths ?? []).map((c) => (typeof c === 'string' ? c : c.path));
  const files = await fs.readdir(outDir);
  for (const ctx of paths) {
    const nested = paths.filter((p) => p.startsWith(`${ctx}/`)).map((p) => `${baseUrl}${p}`);
    const name = headOf(files, ctx);
    if (nested.length === 0 || !name) continue;
    const file = path.join(outDir, name);
    const json = JSON.parse(await fs.readFile(file, 'utf8')) as Index;
    const inNested = (u: string) => nested.some((n) => u === n || u.startsWith(`${n}/`));
    const docs = json.map(({documents}, type) =>
      type === DocType.Content ? documents.filter((d) => !inNested(d.u)) : documents,
    );
    await fs.writeFile(file, JSON.stringify(buildIndex(docs, config)));
  }
}

/** Part sizes (JSON bytes): a query fetches a few term parts and a part per page it shows. */
export const PART_BYTES = {termPartBytes: 16_000, pagePartBytes: 4_000};

/**
 * Rewrites each context's index file as a head and parts. In the all-products context each
 * page's path starts with its product's name, so results from nine products can be told apart.
 */
async function shard(outDir: string, baseUrl: string, locale: string) {
  const names = new Map(SECTIONS.map((s) => [s.id, localized(s.name, locale)]));
  const productOf = (u: string) => names.get(u.slice(baseUrl.length).split('/')[0]);
  for (const name of (await fs.readdir(outDir)).filter((f) => HEAD_FILE.test(f))) {
    const file = path.join(outDir, name);
    const json = JSON.parse(await fs.readFile(file, 'utf8')) as PluginIndex;
    const all = HEAD_FILE.exec(name)![1] === undefined;
    const built = buildShards(json, {
      ...PART_BYTES,
      title: all
        ? (doc) => {
            const product = productOf(doc.u);
            return product ? {...doc, b: [product, ...(doc.b ?? [])]} : doc;
          }
        : undefined,
    });
    const fileOf = (part: string) => partFileOf(hashOf(part));
    for (const part of built.parts) await fs.writeFile(path.join(outDir, fileOf(part)), part);
    await fs.writeFile(file, built.head(fileOf));
  }
}

/** Everything the indexes are made from: options, the plugin, our analyzer, routes and pages. */
async function indexKey(
  props: Parameters<NonNullable<Plugin['postBuild']>>[0],
  options: PluginOptions,
  siteDir: string,
) {
  const regexps = (_: string, v: unknown) => (v instanceof RegExp ? String(v) : v);
  const parts: (string | Buffer)[] = [JSON.stringify(options, regexps), JSON.stringify(props.routesPaths)];
  const analyzer = (await fs.readdir(path.join(siteDir, 'packages/lunr-languages'))).sort();
  const own = [
    'node_modules/@easyops-cn/docusaurus-search-local/package.json',
    'src/plugins/search.ts',
    'src/search/shards.ts',
    'src/search/files.ts',
    'src/sections/registry.ts',
    ...analyzer.map((f) => `packages/lunr-languages/${f}`),
  ];
  for (const f of own) parts.push(await fs.readFile(path.join(siteDir, f)));
  const pages = await builtFiles(props.outDir, (name) => name.endsWith('.html'));
  for (let i = 0; i < pages.length; i += 64) {
    const batch = pages.slice(i, i + 64);
    const texts = await Promise.all(batch.map((f) => fs.readFile(f, 'utf8')));
    batch.forEach((f, j) => parts.push(f.slice(props.outDir.length), withoutAssetNames(texts[j])));
  }
  return hashOf(...parts);
}

/**
 * What shapes an index beyond the pages: the analyzer, this wrapper, the index format and the
 * options that change how text is analyzed.
 */
export function searchFingerprint(siteDir: string, options: Pick<PluginOptions, 'language' | 'ignoreCssSelectors'>) {
  const files = [
    'packages/lunr-languages/analyzer.js',
    'packages/lunr-languages/lunr.shield.js',
    'src/plugins/search.ts',
    'src/search/shards.ts',
  ];
  const {language, ignoreCssSelectors} = options;
  return hashOf(
    ...files.map((f) => readFileSync(path.join(siteDir, f))),
    JSON.stringify({language, ignoreCssSelectors}),
  ).slice(0, 16);
}

/**
 * The offline edition renders no pages at build time, so it takes the served build's indexes
 * (same pages, same names) and writes each as a script (src/search/offline.ts reads them).
 */
async function offlineIndexes(from: string, outDir: string, options: PluginOptions, context: LoadContext) {
  const dir = path.join(from, localePrefix(context.i18n.currentLocale as LocaleId));
  const files = (await fs.readdir(dir).catch(() => [])).filter(isSearchFile);
  const hash = getIndexHash(processPluginOptions(options, context));
  const head = headOf(files);
  if (!head?.endsWith(`-${hash}.json`))
    throw new Error(
      `The offline edition reuses the search indexes of a build of the same pages, and ${dir} has ` +
        `${head ? `those of other pages (${head})` : 'none'}: run \`npm run build\` first.`,
    );
  for (const name of files)
    await fs.writeFile(
      path.join(outDir, offlineScriptOf(name)),
      offlineScript(name, await fs.readFile(path.join(dir, name), 'utf8')),
    );
}

export default function shieldSearch(context: LoadContext, options: PluginOptions): Plugin {
  // The plugin names index files by a hash of the Markdown in docsDir, taken when it is created:
  // a changed analyzer must change the names too, or readers would keep cached indexes it no
  // longer reads.
  const dir = path.join(context.siteDir, SEARCH_FINGERPRINT_DIR);
  mkdirSync(dir, {recursive: true});
  writeFileSync(path.join(dir, 'fingerprint.md'), `${searchFingerprint(context.siteDir, options)}\n`);
  const inner = searchLocal.default(context, options);
  const ours = path.join(context.siteDir, 'src/search/searchByWorker.ts');
  return {
    ...inner,
    configureWebpack(config, isServer, utils, content) {
      const base = inner.configureWebpack?.(config, isServer, utils, content) ?? {};
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      const fromSite = createRequire(path.join(context.siteDir, 'package.json'));
      const {guardRelies} = fromSite(path.join(context.siteDir, 'src/plugins/hooks.cjs')) as {
        guardRelies: (id: string, resolve: (request: string) => string) => void;
      };
      for (const id of [
        'search-worker-module',
        'search-box-constants',
        'search-mark-lazy',
        'search-document-types',
        'lunr-languages-name',
      ])
        guardRelies(id, fromSite.resolve);
      const searchDir = path.join(context.siteDir, 'src/search');
      const fromPlugin = (r: Resource) => r.context.includes(`${path.sep}docusaurus-search-local${path.sep}`);
      return {
        ...base,
        plugins: [
          new NormalModuleReplacementPlugin(/[\\/]searchByWorker(\.js)?$/, (r: Resource) => {
            if (fromPlugin(r)) r.request = ours;
          }),
          // Keep lunr and mark.js out of the entry bundle: the box needs neither to render.
          new NormalModuleReplacementPlugin(/[\\/]proxiedGeneratedConstants(\.js)?$/, (r: Resource) => {
            if (fromPlugin(r) && r.context.endsWith(`${path.sep}SearchBar`))
              r.request = path.join(searchDir, 'boxConstants.ts');
          }),
          new NormalModuleReplacementPlugin(/[\\/]mark\.js[\\/]dist[\\/]mark\.js$/, (r: Resource) => {
            if (!r.context.startsWith(searchDir)) r.request = path.join(searchDir, 'lazyMark.ts');
          }),
        ],
      };
    },
    async postBuild(props) {
      if (OFFLINE_INDEXES) return offlineIndexes(OFFLINE_INDEXES, props.outDir, options, context);
      const cache = cacheDir(context.siteDir, 'search');
      const entry = cache && path.join(cache, await indexKey(props, options, context.siteDir));
      const list = entry && (await readEntry(path.join(entry, 'files.json')));
      if (entry && list) {
        for (const name of JSON.parse(list.toString()) as string[])
          await fs.copyFile(path.join(entry, name), path.join(props.outDir, name));
      } else {
        await inner.postBuild?.(props);
        await narrow(props.outDir, props.baseUrl, options, context);
        await shard(props.outDir, props.baseUrl, context.i18n.currentLocale);
      }
      const files = (await fs.readdir(props.outDir)).filter(isSearchFile);
      if (entry && !list) {
        for (const name of files)
          await writeEntry(path.join(entry, name), await fs.readFile(path.join(props.outDir, name)));
        await writeEntry(path.join(entry, 'files.json'), JSON.stringify(files)); // last: marks the entry whole
      }
      await precompressFiles(
        files.map((f) => path.join(props.outDir, f)),
        {quality: INDEX_QUALITY, cache: cacheDir(context.siteDir, 'precompress')},
      );
    },
  };
}

export const validateOptions = searchLocal.validateOptions;
