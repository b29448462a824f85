import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
import type {PluginConfig} from '@docusaurus/types';
import {contentDirOf, productSections} from '../sections/derive';
import type {Section} from '../sections/types';
import {searchResultLimits} from '../search/boxConstants';

/**
 * One search context per product, and one per scope of a large section, listed before
 * the section itself because the search box takes the first path that matches.
 */
export function searchContexts(sections: readonly Section[]): {label: Record<string, string>; path: string}[] {
  return productSections(sections).flatMap((s) => [
    ...(s.searchScopes ?? []).map((scope) => ({
      label: Object.fromEntries(
        Object.entries(s.name).map(([l, name]) => [l, `${name} · ${scope.name[l as keyof typeof scope.name]}`]),
      ),
      path: `${s.id}/${scope.path}`,
    })),
    {label: {...s.name}, path: s.id},
  ]);
}

/** Where the search wrapper writes the fingerprint of what shapes an index beyond the pages. */
export const SEARCH_FINGERPRINT_DIR = 'node_modules/.cache/search-fingerprint';

/** Local search: one index context per product, all products on pages outside a section. */
export function searchOptions(sections: readonly Section[]): PluginOptions {
  return {
    indexDocs: true,
    indexBlog: false,
    indexPages: false,
    docsRouteBasePath: sections.map((s) => s.id),
    // The index file names hash the Markdown files of these folders only: every content folder,
    // and the fingerprint of the analyzer and index format that src/plugins/search.ts writes.
    docsDir: [...sections.map(contentDirOf), 'i18n', SEARCH_FINGERPRINT_DIR],
    hashed: 'filename',
    // One script-aware analyzer for every locale (packages/lunr-languages/lunr.shield.js):
    // the plugin's language option is global per build, and per-language lists cut Korean
    // with the Japanese segmenter.
    language: ['shield'],
    // Code samples and diagram sources are noise for readers' queries and a third of the index.
    ignoreCssSelectors: ['pre', '[data-diagram]'],
    highlightSearchTermsOnTargetPage: true,
    explicitSearchResultPath: true,
    searchResultLimits,
    searchResultContextMaxLength: 60,
    searchContextByPaths: searchContexts(sections),
    useAllContextsWithNoSearchContext: true,
  };
}

/** The plugin, wrapped (src/plugins/search.ts) for the portal's query engine and smaller contexts. */
export const searchTheme = (sections: readonly Section[]): PluginConfig => [
  './src/plugins/search.ts',
  searchOptions(sections) as Record<string, unknown>,
];
