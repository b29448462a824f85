/**
 * What the portal's bundles need beyond Docusaurus' defaults, each worth bytes on every page:
 * - Facts: src/remark/factsImports.ts imports a product's facts module into each page that
 *   quotes it. ./factsLoader.cjs keeps only the Korean text and the built locale's, and each
 *   product becomes one chunk (Docusaurus turns off the bundler's shared async chunks, which
 *   would otherwise copy the module into every one of those pages).
 * - Prism: theme-classic registers it in a client module, in the entry bundle of every page;
 *   src/theme/CodeBlock loads it with the first code block instead.
 * - Route registry: ./registryLoader.cjs drops the module paths the browser never reads.
 * - Site config and global data: ./configLoader.cjs leaves out the plugin, theme and preset
 *   options, ./globalDataLoader.cjs the per-doc lists of the docs instances; the browser reads
 *   neither.
 * - Chunk files are named by id alone, so the runtime needs no id-to-name table.
 * - `npm start` compiles a page's chunks when the browser first asks for them (Rspack's lazy
 *   compilation): one section starts in 4.4 s instead of 6.8 s.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {OFFLINE} from '../config/offline';

const FACTS = /[\\/]src[\\/]facts[\\/]products[\\/]([^\\/]+)\.ts$/;
const REGISTRY = /[\\/]\.docusaurus[\\/]registry\.js$/;
const SITE_CONFIG = /[\\/]\.docusaurus[\\/]docusaurus\.config\.mjs$/;
const GLOBAL_DATA = /[\\/]\.docusaurus[\\/]globalData\.json$/;
const PRISM_CLIENT_MODULE = /[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;
const SERVER_ONLY = /^\.\/serverOnly$/;

/**
 * The folders of the Node-side code that shapes the bundles (everything docusaurus.config.ts
 * loads: plugins, loaders, remark plugins, config, the facts and constants they read; a unit
 * test walks the imports), and the patches applied to dependencies, whose files the cache
 * takes as unchanged while their package version is.
 */
export const BUILD_CODE = [
  'src/config',
  'src/constants',
  'src/diagrams',
  'src/facts',
  'src/plugins',
  'src/remark',
  'src/search',
  'src/sections',
  'patches',
];

/** Every file of BUILD_CODE, its subfolders included. */
export function buildCodeFiles(siteDir: string): string[] {
  return BUILD_CODE.flatMap((dir) =>
    fs.readdirSync(path.join(siteDir, dir), {recursive: true}).map((f) => path.join(siteDir, dir, String(f))),
  ).filter((f) => /\.(ts|cjs|mjs|js|patch)$/.test(f));
}

/**
 * Docusaurus lists docusaurus.config.ts as the persistent cache's build dependency, and neither
 * bundler can follow what it loads through jiti or names as a path: without these, a changed
 * plugin or loader would build from stale cached modules.
 */
function trackBuildCode(config: object, siteDir: string, hooks: Hooks): void {
  const files = buildCodeFiles(siteDir);
  const {cache, experiments} = config as {
    cache?: boolean | {type?: string; buildDependencies?: Record<string, string[]>};
    experiments?: {cache?: boolean | {type?: string; buildDependencies?: string[]}};
  };
  const rspack = experiments?.cache as {type?: string; buildDependencies?: string[]; version?: string} | undefined;
  // The offline edition compiles pages differently (src/plugins/diagrams.ts), so it keeps a cache of its own.
  const edition = OFFLINE ? '-offline' : '';
  if (typeof rspack === 'object' && rspack.type === 'persistent') {
    rspack.buildDependencies = [...(rspack.buildDependencies ?? []), ...files];
    rspack.version = `${rspack.version ?? ''}${edition}`;
  } else if (typeof cache === 'object' && cache.type === 'filesystem') {
    cache.buildDependencies = {...cache.buildDependencies, portal: files};
    (cache as {name?: string}).name = `${(cache as {name?: string}).name ?? ''}${edition}`;
  }
  // A cache kept only in memory (or none) needs no tracking; one on disk in a shape this does
  // not know would silently reuse modules built by stale plugins.
  else if ([rspack, cache].some((c) => typeof c === 'object' && c.type !== 'memory'))
    hooks.guardHook('bundler-cache-config', 0);
}

type Hooks = {
  guardHook: (id: string, hits: number, left?: number) => void;
  guardRelies: (id: string, resolve: (request: string) => string) => void;
};

export default function chunksPlugin(context: LoadContext): Plugin {
  const own = (file: string) => path.join(context.siteDir, file);
  const fromSite = createRequire(own('package.json'));
  const hooks = fromSite(own('src/plugins/hooks.cjs')) as Hooks;
  return {
    name: 'portal-chunks',
    configureWebpack(config, isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      trackBuildCode(config, context.siteDir, hooks);
      hooks.guardRelies('prism-client-module', fromSite.resolve);
      const stub = (r: {request: string}) => {
        r.request = own('src/theme/CodeBlock/notInBrowser.ts');
      };
      const shared = {
        plugins: [new NormalModuleReplacementPlugin(PRISM_CLIENT_MODULE, stub)],
        module: {
          rules: [
            {
              test: FACTS,
              enforce: 'pre' as const,
              use: [{loader: own('src/plugins/factsLoader.cjs'), options: {locale: context.i18n.currentLocale}}],
            },
            // The server bundle keeps the paths: react-loadable reports them while rendering.
            ...(isServer
              ? []
              : [
                  {test: REGISTRY, enforce: 'pre' as const, use: [own('src/plugins/registryLoader.cjs')]},
                  {test: SITE_CONFIG, enforce: 'pre' as const, use: [own('src/plugins/configLoader.cjs')]},
                  {test: GLOBAL_DATA, enforce: 'pre' as const, use: [own('src/plugins/globalDataLoader.cjs')]},
                ]),
          ],
        },
      };
      if (isServer) return shared;
      const client = shared;
      if (config.mode !== 'production' && currentBundler.name === 'rspack')
        return {...client, experiments: {lazyCompilation: {imports: true, entries: false}}};
      return {
        ...client,
        plugins: [
          ...client.plugins,
          new NormalModuleReplacementPlugin(SERVER_ONLY, (r: {context: string; request: string}) => {
            if (r.context === own('src/theme/CodeBlock')) stub(r);
          }),
        ],
        ...(config.mode === 'production' && {output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'}}),
        optimization: {
          splitChunks: {
            cacheGroups: {
              facts: {
                test: FACTS,
                chunks: 'async',
                enforce: true,
                priority: 30,
                name: (module: object) => `facts-${FACTS.exec((module as {resource?: string}).resource ?? '')?.[1]}`,
              },
            },
          },
        },
      };
    },
  };
}
