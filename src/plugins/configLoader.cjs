/**
 * Client-side loader for Docusaurus' generated site config (.docusaurus/docusaurus.config.mjs),
 * which sits in the entry bundle of every page. The browser reads the site's fields, themeConfig
 * and customFields, never the plugin, theme and preset options (18 docs instances, the search
 * contexts, the blog: 17 KB of every first visit), the client module paths, the Markdown, broken-link
 * and HTML-tag options, the static folders, or any future flag but the router. The server bundle
 * keeps them.
 * The generated module is `export default <JSON>;`; if that ever changes, the build stops here
 * (hook "site-config-json" in ./hooks.cjs).
 */
const {guardHook} = require('./hooks.cjs');

// Client modules come from their own generated file; the rest are options of the build and its HTML.
const NOT_IN_BROWSER = [
  'plugins',
  'themes',
  'presets',
  'clientModules',
  'markdown',
  'staticDirectories',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onDuplicateRoutes',
  'headTags',
  'scripts',
  'stylesheets',
];

module.exports = function configLoader(source) {
  const body = /export default ([\s\S]*?);?\s*$/.exec(source)?.[1];
  let config;
  try {
    config = JSON.parse(body);
  } catch {
    guardHook('site-config-json', 0);
  }
  const hits = NOT_IN_BROWSER.filter((key) => key in config).length;
  guardHook('site-config-json', hits, hits === NOT_IN_BROWSER.length ? 0 : NOT_IN_BROWSER.length - hits);
  for (const key of NOT_IN_BROWSER) delete config[key];
  // Of the future flags, the browser reads the router only (Link, useBaseUrl, the client entry).
  if (config.future) config.future = {experimental_router: config.future.experimental_router};
  return `export default ${JSON.stringify(config)};\n`;
};
