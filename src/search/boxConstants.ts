/**
 * The one constant the plugin's search box reads from its generated constants module, which
 * also loads lunr and the analyzer (50 KB) for the worker; the box gets this module instead
 * (src/plugins/search.ts) so the entry bundle carries no lunr.
 */
export const searchResultLimits = 8;
