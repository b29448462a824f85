/**
 * Reaches into dependencies' generated code that no patch can carry (the code is generated at
 * each build), each declared once: what it relies on, where, and the versions it was checked
 * against. A loader that finds nothing to change, or leaves a match it should have changed,
 * fails the build with the hook's name instead of shipping the unchanged code.
 */
const HOOKS = {
  'routes-lazy-components': {
    what: "each route of .docusaurus/routes.js is \"component: ComponentCreator('path'[, 'hash']),\" on one line",
    where: 'src/plugins/routesLoader.cjs',
    checked: '@docusaurus/core 3.10.2',
  },
  'registry-module-paths': {
    what: 'each entry of .docusaurus/registry.js is [() => import(…), "path", require.resolveWeak("path")]',
    where: 'src/plugins/registryLoader.cjs',
    checked: '@docusaurus/core 3.10.2',
  },
};

/**
 * Fails when a hook matched nothing or left a match unchanged.
 * @param {keyof typeof HOOKS} id
 * @param {number} hits replacements made
 * @param {number} left matches of the old shape still in the output
 */
function guardHook(id, hits, left = 0) {
  const hook = HOOKS[id];
  if (!hook) throw new Error(`unknown hook "${id}"`);
  if (hits > 0 && left === 0) return;
  throw new Error(
    `hook "${id}" (${hook.where}, checked with ${hook.checked}) ${hits === 0 ? 'matched nothing' : `left ${left} unchanged`}: ` +
      `it relies on ${hook.what}; the generated code has changed, update the hook`,
  );
}

module.exports = {HOOKS, guardHook};
