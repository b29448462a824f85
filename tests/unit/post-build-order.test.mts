import assert from 'node:assert/strict';
import path from 'node:path';
import {createRequire} from 'node:module';
import {it} from 'node:test';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';

const require = createRequire(import.meta.url);

// Loaded the way Docusaurus loads the config and a plugin: two fresh copies of the module.
function freshCopy(): typeof import('../../src/plugins/postBuildOrder') {
  const jiti = require('jiti') as (from: string, options: object) => (id: string) => unknown;
  const load = jiti(import.meta.filename, {cache: false, requireCache: false, interopDefault: false});
  return load(path.resolve(import.meta.dirname, '../../src/plugins/postBuildOrder.ts')) as never;
}

it("waits for a tracked plugin's postBuild, across fresh copies of the module", async () => {
  const a = freshCopy();
  const b = freshCopy();
  assert.notEqual(a, b);
  const log: string[] = [];
  const slow: PluginModule = () =>
    ({
      name: 'slow',
      async postBuild() {
        await new Promise((r) => setTimeout(r, 50));
        log.push('slow done');
      },
    }) as Plugin;
  const plugin = (await a.awaited({default: slow})({} as LoadContext, {})) as Plugin;
  const waiting = (async () => {
    await b.otherPostBuilds();
    log.push('after others');
  })();
  // Core calls every postBuild in one loop; the waiting one may come first.
  void plugin.postBuild!({} as never);
  await waiting;
  assert.deepEqual(log, ['slow done', 'after others']);
});
