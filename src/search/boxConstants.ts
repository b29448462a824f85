/**
 * The one constant the plugin's search box reads from its generated constants module, which
 * also loads lunr and the analyzer (50 KB) for the worker; the box gets this module instead
 * (src/plugins/search.ts) so the entry bundle carries no lunr. Also what the plugin's search
 * page asks for, for the search started before it renders.
 */
export const searchResultLimits = 8;

/**
 * What the search page (as patched, patches/@easyops-cn+docusaurus-search-local+*.patch) asks
 * for: the first screen of results, then all of them. A unit test reads both in the patched page.
 */
export const SEARCH_PAGE_FIRST = 10;
export const SEARCH_PAGE_LIMIT = 100;
