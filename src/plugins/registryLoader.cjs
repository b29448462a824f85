/**
 * Client-side loader for Docusaurus' generated route registry (.docusaurus/registry.js), which
 * sits in the entry bundle. Each entry carries its module's path three times; the browser needs
 * none of them as strings (react-loadable reads the path only while rendering on the server),
 * and 600 routes per locale make that 50 KB. The server bundle keeps them (src/plugins/chunks.ts).
 * See facebook/docusaurus#7256.
 */
const {guardHook} = require('./hooks.cjs');

module.exports = function registryLoader(source) {
  let hits = 0;
  const out = source.replace(/\), "[^"]+", require\.resolveWeak\(/g, () => {
    hits++;
    return '), 0, require.resolveWeak(';
  });
  // Every entry has a weak require; each must have lost its path.
  const entries = (out.match(/require\.resolveWeak\(/g) ?? []).length;
  guardHook('registry-module-paths', hits, entries - hits);
  return out;
};
