/**
 * Client-side loader for Docusaurus' generated route table (.docusaurus/routes.js), evaluated
 * with the entry bundle: it builds a loadable component for each of the 600 routes of a locale
 * at start-up, though a visit renders two or three. Each becomes a getter that builds its
 * component when first read (react-router-config reads it to render a matched route, preload to
 * load one) and keeps it, so React sees one component type per route. See facebook/docusaurus#7256.
 */
const {guardHook} = require('./hooks.cjs');

module.exports = function routesLoader(source) {
  let hits = 0;
  const out = source.replace(/component: (ComponentCreator\((?:'[^']*'(?:, '[^']*')?)\)),/g, (_, creator) => {
    hits++;
    return `get component() { return this.__component ??= ${creator}; },`;
  });
  guardHook('routes-lazy-components', hits, (out.match(/component: ComponentCreator\(/g) ?? []).length);
  return out;
};
