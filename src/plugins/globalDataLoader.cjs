/**
 * Client-side loader for Docusaurus' generated global data (.docusaurus/globalData.json), which
 * sits in the entry bundle of every page. For each docs instance it lists every doc's id, path and
 * sidebar (55 KB across 18 sections); in the browser only the theme's doc navbar items read that
 * list, and the site has none (a unit test keeps our code from reading it). Plugin and version
 * paths, which the theme uses to find the active section, stay. The server bundle keeps it all.
 */
const {guardHook} = require('./hooks.cjs');

const DOCS = 'docusaurus-plugin-content-docs';

module.exports = function globalDataLoader(source) {
  let data;
  try {
    data = JSON.parse(source);
  } catch {
    guardHook('global-data-docs', 0);
  }
  let hits = 0;
  let left = 0;
  for (const plugin of Object.values(data[DOCS] ?? {}))
    for (const version of Array.isArray(plugin.versions) ? plugin.versions : [{}]) {
      if (Array.isArray(version.docs)) {
        version.docs = [];
        hits++;
      } else left++;
    }
  guardHook('global-data-docs', hits, left);
  return JSON.stringify(data);
};
