/**
 * Every reach into a dependency's internals that no patch carries (patches/ holds those that
 * change a dependency's own code), each declared once: what it relies on, where, and the
 * versions it was checked against. Each is guarded:
 * - a loader over generated code (generated at each build, so no patch can carry it) calls
 *   guardHook with its hits, and fails the build when it matched nothing or left a match;
 * - a module replacement calls guardRelies when the bundler is configured: the module it swaps
 *   must still be imported the way it expects, or the build stops naming the hook;
 * - a deep import (`lib/`, `dist/`, `internal`), and a theme component wrapped or replaced whole
 *   that the theme does not list as safe to, are listed here; tests/unit/hooks.test.mts fails on one that is not, and
 *   checks that every `relies` holds for the installed versions.
 */
const CORE = '@docusaurus/core 3.10.2';
const CLASSIC = '@docusaurus/theme-classic 3.10.2';
const SEARCH = '@easyops-cn/docusaurus-search-local 0.55.3';
const SEARCH_THEME = '@easyops-cn/docusaurus-search-local/dist/client/client/theme';

const HOOKS = {
  // Loaders over Docusaurus' generated files (client bundle only; src/plugins/chunks.ts).
  'registry-module-paths': {
    kind: 'loader',
    what: 'each entry of .docusaurus/registry.js is [() => import(…), "path", require.resolveWeak("path")]',
    where: 'src/plugins/registryLoader.cjs',
    checked: CORE,
  },
  'site-config-json': {
    kind: 'loader',
    what: '.docusaurus/docusaurus.config.mjs is "export default <JSON>;" with plugins, themes and presets keys',
    where: 'src/plugins/configLoader.cjs',
    checked: CORE,
  },
  'global-data-docs': {
    kind: 'loader',
    what: '.docusaurus/globalData.json lists each docs instance\'s versions, each with a "docs" array',
    where: 'src/plugins/globalDataLoader.cjs',
    checked: CORE,
  },

  // Module replacements.
  'prism-client-module': {
    kind: 'replacement',
    what: "theme-classic registers Prism's languages as the client module './prism-include-languages'",
    where: 'src/plugins/chunks.ts',
    checked: CLASSIC,
    relies: [{file: '@docusaurus/theme-classic/lib/index.js', text: "'./prism-include-languages'"}],
  },
  'search-worker-module': {
    kind: 'replacement',
    what: "the search box and page reach the plugin's worker only through ../searchByWorker",
    where: 'src/plugins/search.ts',
    checked: SEARCH,
    relies: [
      {file: `${SEARCH_THEME}/SearchBar/SearchBar.jsx`, text: 'from "../searchByWorker"'},
      {file: `${SEARCH_THEME}/SearchPage/SearchPage.jsx`, text: 'from "../searchByWorker"'},
    ],
  },
  'search-box-constants': {
    kind: 'replacement',
    what: 'the search box reads searchResultLimits from ../../utils/proxiedGeneratedConstants (which pulls in lunr)',
    where: 'src/plugins/search.ts',
    checked: SEARCH,
    relies: [
      {
        file: `${SEARCH_THEME}/SearchBar/SearchBar.jsx`,
        text: 'import { searchResultLimits } from "../../utils/proxiedGeneratedConstants"',
      },
    ],
  },
  'search-mark-lazy': {
    kind: 'replacement',
    what: "the plugin's generated module exports Mark from require.resolve('mark.js'), which is dist/mark.js",
    where: 'src/plugins/search.ts',
    checked: `${SEARCH}, mark.js 8.11.1`,
    relies: [
      {
        file: '@easyops-cn/docusaurus-search-local/dist/server/server/utils/generate.js',
        text: 'require.resolve("mark.js")',
      },
      {file: 'mark.js/package.json', text: '"main": "dist/mark.js"'},
    ],
  },

  // Deep imports.
  'search-server-utils': {
    kind: 'import',
    what: "the plugin's index builder, option processing and index hash, to rebuild a narrowed context's index and check the offline edition's",
    where: 'src/plugins/search.ts',
    checked: SEARCH,
    imports: [
      '@easyops-cn/docusaurus-search-local/dist/server/server/utils/buildIndex',
      '@easyops-cn/docusaurus-search-local/dist/server/server/utils/processPluginOptions',
      '@easyops-cn/docusaurus-search-local/dist/server/server/utils/getIndexHash',
    ],
  },
  'search-index-url': {
    kind: 'import',
    what: "the plugin's generated index file name ({dir} and the content hash), read by our worker",
    where: 'src/search/contexts.ts',
    checked: SEARCH,
    imports: ['@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants'],
  },
  'mark-js-dist': {
    kind: 'import',
    what: "mark.js's browser build, loaded when a page is opened from a search result",
    where: 'src/search/lazyMark.ts',
    checked: 'mark.js 8.11.1',
    imports: ['mark.js/dist/mark.js'],
  },
  'theme-common-internal': {
    kind: 'import',
    what: 'useAlternatePageUtils, the hook the locale menu uses to find a page in another locale; useNavbarMobileSidebar, whether the phone menu is open',
    where: 'src/hooks/useOffline.ts, src/theme/Navbar/MobileSidebar/index.tsx',
    checked: '@docusaurus/theme-common 3.10.2',
    imports: ['@docusaurus/theme-common/internal'],
  },

  // Wrapped theme components that their theme's swizzle config does not list as safe to wrap
  // (the search plugin lists none); each needs to add inside the page, which
  // the safe component around it cannot, or (the phone menu) to hold the original back until needed.
  'unlisted-wraps': {
    kind: 'wrap',
    what: 'wrapping adds to the original and passes its props through; a wrapper keeps working while those props stay',
    where: 'src/theme',
    checked: `${CLASSIC}, ${SEARCH}`,
    wraps: [
      'DocBreadcrumbs/Items/Home',
      'DocItem/Content',
      'DocTagDocListPage',
      'DocTagsListPage',
      'ErrorPageContent',
      'MDXComponents',
      'Navbar/MobileSidebar',
      'NavbarItem/ComponentTypes',
      'NotFound/Content',
      'SearchPage',
    ],
  },

  // The page template, Docusaurus' own with its entry scripts started after the first paint.
  'ssr-template-scripts': {
    kind: 'import',
    what: "core's page template loads each entry script with this exact <script defer> tag",
    where: 'src/config/ssrTemplate.ts',
    checked: CORE,
    imports: ['@docusaurus/core/lib/ssg/ssgTemplate.html.js'],
    relies: [
      {
        file: '@docusaurus/core/lib/ssg/ssgTemplate.html.js',
        text: '<script src="<%= it.baseUrl %><%= script %>" defer></script>',
      },
    ],
  },

  // Theme components replaced whole that their theme does not list as safe to eject; each does
  // what a wrapper cannot: LastUpdated formats its date without Intl (src/config/dates.ts).
  'unlisted-ejects': {
    kind: 'eject',
    what: 'the replacement renders what the original did from the same props and translation ids',
    where: 'src/theme',
    checked: CLASSIC,
    ejects: ['LastUpdated'],
  },

  // The search plugin's index, read and rewritten by our wrapper and worker.
  'search-document-types': {
    kind: 'other',
    what: "the plugin's index is one lunr index per document type, in the order Title 0, Heading 1, Description 2, Keywords 3, Content 4",
    where: 'src/plugins/search.ts (narrow), src/search/shards.ts, src/search/engine.ts (DocType)',
    checked: SEARCH,
    relies: [
      {
        file: '@easyops-cn/docusaurus-search-local/dist/server/shared/interfaces.js',
        text: 'SearchDocumentType[SearchDocumentType["Content"] = 4] = "Content"',
      },
      {
        file: '@easyops-cn/docusaurus-search-local/dist/server/shared/interfaces.js',
        text: 'SearchDocumentType[SearchDocumentType["Title"] = 0] = "Title"',
      },
    ],
  },
  'lunr-languages-name': {
    kind: 'other',
    what: 'the plugin loads language support as require(`lunr-languages/lunr.${language}`); packages/lunr-languages takes that npm name (package.json overrides) to add lunr.shield',
    where: 'packages/lunr-languages, package.json',
    checked: SEARCH,
    relies: [
      {
        file: '@easyops-cn/docusaurus-search-local/dist/server/server/utils/buildIndex.js',
        text: 'require(`lunr-languages/lunr.${lang}`)',
      },
    ],
  },

  'search-rendered-dom': {
    kind: 'other',
    what: "the box's results are autocomplete.js's [role=listbox] inside our wrapper, the page's results a <section> in its <main>: the wrappers put the partial-match note and the widening link there",
    where: 'src/theme/SearchBar/index.tsx, src/theme/SearchPage/index.tsx (tests/e2e/search.spec.ts reads both notes)',
    checked: `${SEARCH}, @easyops-cn/autocomplete.js 0.38.1`,
  },

  // Other shapes relied on.
  'bundler-cache-config': {
    kind: 'other',
    what: "the bundler's persistent cache config: Rspack experiments.cache {type: 'persistent', buildDependencies: []}, webpack cache {type: 'filesystem', buildDependencies: {}}",
    where: 'src/plugins/chunks.ts (trackBuildCode)',
    checked: `${CORE}, @docusaurus/faster 3.10.2`,
  },
  'core-inline-scripts': {
    kind: 'other',
    what: "the inline scripts Docusaurus writes into every page (colour mode, announcement bar), allowed by the CSP's hashes",
    where: 'scripts/security-headers.mts (recomputed and compared with deploy/ after every build)',
    checked: CORE,
  },
};

function describe(id) {
  const hook = HOOKS[id];
  if (!hook) throw new Error(`unknown hook "${id}"`);
  return `hook "${id}" (${hook.where}, checked with ${hook.checked})`;
}

/**
 * Fails when a hook matched nothing or left a match unchanged.
 * @param {keyof typeof HOOKS} id
 * @param {number} hits replacements made
 * @param {number} left matches of the old shape still in the output
 */
function guardHook(id, hits, left = 0) {
  const name = describe(id);
  if (hits > 0 && left === 0) return;
  throw new Error(
    `${name} ${hits === 0 ? 'matched nothing' : `left ${left} unchanged`}: ` +
      `it relies on ${HOOKS[id].what}; the generated code has changed, update the hook`,
  );
}

/**
 * Fails when a file a replacement relies on no longer holds the text it expects.
 * @param {keyof typeof HOOKS} id
 * @param {(request: string) => string} resolve resolves a package path from the site
 */
function guardRelies(id, resolve = require.resolve) {
  const name = describe(id);
  for (const {file, text} of HOOKS[id].relies ?? []) {
    let source;
    try {
      source = require('node:fs').readFileSync(resolve(file), 'utf8');
    } catch (e) {
      throw new Error(`${name}: cannot read ${file} (${e.message}); update the hook`, {cause: e});
    }
    if (!source.includes(text))
      throw new Error(`${name}: ${file} no longer contains ${text}; it relies on ${HOOKS[id].what}, update the hook`);
  }
}

module.exports = {HOOKS, guardHook, guardRelies};
