/**
 * Client-side loader for Docusaurus' generated global data (.docusaurus/globalData.json), which
 * sits in the entry bundle of every page. For each docs instance it lists every doc's id, path and
 * sidebar (55 KB across 18 sections); in the browser only the theme's doc navbar items read that
 * list, and the site has none (a unit test keeps our code from reading it). Plugin and version
 * paths, which the theme uses to find the active section, stay. The server bundle keeps it all.
 */
const DOCS = 'docusaurus-plugin-content-docs';

module.exports = function globalDataLoader(source) {
  let data;
  try {
    data = JSON.parse(source);
  } catch (e) {
    throw new Error(`globalDataLoader: .docusaurus/globalData.json is not JSON (${e.message})`, {cause: e});
  }
  for (const [id, plugin] of Object.entries(data[DOCS] ?? {})) {
    if (!Array.isArray(plugin.versions))
      throw new Error(
        `globalDataLoader: docs instance "${id}" has no versions list; update src/plugins/globalDataLoader.cjs`,
      );
    for (const version of plugin.versions) version.docs = [];
  }
  return JSON.stringify(data);
};
