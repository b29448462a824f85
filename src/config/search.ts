import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
import type {PluginConfig} from '@docusaurus/types';
import {contentDirOf, productSections} from '../sections/derive';
import type {Section} from '../sections/types';

/** Local search: one index context per product, all products on pages outside a section. */
export function searchOptions(sections: readonly Section[]): PluginOptions {
  return {
    indexDocs: true,
    indexBlog: false,
    indexPages: false,
    docsRouteBasePath: sections.map((s) => s.id),
    // The hashed cache key only covers these folders, so list every content folder.
    docsDir: [...sections.map(contentDirOf), 'i18n'],
    hashed: 'filename',
    language: ['ko', 'en', 'ja'],
    highlightSearchTermsOnTargetPage: true,
    explicitSearchResultPath: true,
    searchResultLimits: 8,
    searchResultContextMaxLength: 60,
    searchContextByPaths: productSections(sections).map((s) => ({label: {...s.name}, path: s.id})),
    useAllContextsWithNoSearchContext: true,
  };
}

export const searchTheme = (sections: readonly Section[]): PluginConfig => [
  '@easyops-cn/docusaurus-search-local',
  searchOptions(sections) as Record<string, unknown>,
];
