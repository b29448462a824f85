/**
 * The local search theme (@easyops-cn/docusaurus-search-local), wrapped because it offers no
 * hook for three things the portal needs:
 * - its worker's query handling: the plugin's `searchByWorker` module is swapped for ours
 *   (src/search/searchByWorker.ts → src/search/engine.ts) at bundle time;
 * - a context for a section's landing that is not the whole section: after the plugin has
 *   written its indexes, a context with nested contexts is rebuilt smaller (see narrow);
 * - precompressed indexes (see ./precompress.ts), which it writes after everything else.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import * as searchLocalModule from '@easyops-cn/docusaurus-search-local';
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
import {buildIndex} from '@easyops-cn/docusaurus-search-local/dist/server/server/utils/buildIndex';
import {processPluginOptions} from '@easyops-cn/docusaurus-search-local/dist/server/server/utils/processPluginOptions';
import {precompressFiles} from './precompress';

// Its published types describe the options only.
const searchLocal = searchLocalModule as unknown as {
  default: (context: LoadContext, options: PluginOptions) => Plugin;
  validateOptions: (args: OptionValidationContext<PluginOptions, PluginOptions>) => PluginOptions;
};

type Doc = {u: string};
type Resource = {context: string; request: string};
type Index = {documents: Doc[]; index: unknown}[];
const CONTENT = 4; // the plugin's SearchDocumentType.Content

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
    const name = files.find((f) => new RegExp(`^search-index-${ctx.replace(/\//g, '-')}-[0-9a-f]{8}\\.json$`).test(f));
    if (nested.length === 0 || !name) continue;
    const file = path.join(outDir, name);
    const json = JSON.parse(await fs.readFile(file, 'utf8')) as Index;
    const inNested = (u: string) => nested.some((n) => u === n || u.startsWith(`${n}/`));
    const docs = json.map(({documents}, type) =>
      type === CONTENT ? documents.filter((d) => !inNested(d.u)) : documents,
    );
    await fs.writeFile(file, JSON.stringify(buildIndex(docs, config)));
  }
}

export default function shieldSearch(context: LoadContext, options: PluginOptions): Plugin {
  const inner = searchLocal.default(context, options);
  const ours = path.join(context.siteDir, 'src/search/searchByWorker.ts');
  return {
    ...inner,
    configureWebpack(config, isServer, utils, content) {
      const base = inner.configureWebpack?.(config, isServer, utils, content) ?? {};
      // SEARCH_ENGINE=plugin keeps the plugin's own query handling (bench/search.mts compares).
      if (process.env.SEARCH_ENGINE === 'plugin') return base;
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
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
      await inner.postBuild?.(props);
      await narrow(props.outDir, props.baseUrl, options, context);
      const files = (await fs.readdir(props.outDir)).filter((f) => /^search-index.*\.json$/.test(f));
      await precompressFiles(files.map((f) => path.join(props.outDir, f)));
    },
  };
}

export const validateOptions = searchLocal.validateOptions;
