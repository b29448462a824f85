import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, it} from 'node:test';
import {compile} from '@mdx-js/mdx';
import {factsImports} from '../../src/remark/factsImports.ts';
import {PRODUCTS} from '../../src/facts/index.ts';
import vm from 'node:vm';
import {ROOT} from '../lib/inventory.mts';
import {DEFER_SCRIPT, ENTRY_LOADER, PRELOAD, ssrTemplate} from '../../src/config/ssrTemplate.ts';

const require = createRequire(import.meta.url);
const {project} = require('../../src/plugins/factsLoader.cjs') as {project: (v: unknown, locale: string) => unknown};
const registryLoader = require('../../src/plugins/registryLoader.cjs') as (source: string) => string;

const mdx = async (source: string) =>
  String(await compile({value: source, path: '/site/docs-x/page.mdx'}, {remarkPlugins: [factsImports]}));

describe('facts reach a page only for the products it quotes', () => {
  it('imports each quoted product once and passes it to every fact element', async () => {
    const js = await mdx(
      'Error <ErrorMessage product="shieldrm" code="RM-1001" />, host <Fact product="shieldrm" name="x" />.\n\n<Ports product="shieldgate" />\n',
    );
    assert.equal(js.match(/from "@site\/src\/facts\/products\/shieldrm"/g)?.length, 1);
    assert.match(js, /import __facts_shieldgate from "@site\/src\/facts\/products\/shieldgate"/);
    assert.match(js, /facts: __facts_shieldrm/);
    assert.match(js, /facts: __facts_shieldgate/);
    for (const p of PRODUCTS.filter((x) => !['shieldrm', 'shieldgate'].includes(x.id)))
      assert.ok(!js.includes(`/products/${p.id}"`), `${p.id} imported but not quoted`);
  });

  it('gives a life-cycle table the products it lists, or every product with a life cycle', async () => {
    const listed = await mdx('<Lifecycle products={["shieldmail", "sib"]} />\n');
    assert.match(listed, /facts: \[__facts_shieldmail, __facts_sib\]/);
    const all = await mdx('<Lifecycle />\n');
    const withLifecycle = PRODUCTS.filter((p) => p.lifecycle?.length).map((p) => p.id);
    assert.ok(withLifecycle.length > 1);
    for (const id of withLifecycle) assert.match(all, new RegExp(`/products/${id}"`));
  });

  it('stops the build on an unknown product or a product that is not a plain string', async () => {
    await assert.rejects(mdx('<Ports product="nosuch" />\n'), /page\.mdx:1: <Ports> names unknown product "nosuch"/);
    await assert.rejects(mdx('<Ports product={"shieldrm"} />\n'), /needs product="id"/);
    await assert.rejects(mdx('<Lifecycle products="shieldrm" />\n'), /needs products=/);
  });

  it('leaves other elements alone', async () => {
    const js = await mdx('<details><summary>x</summary>y</details>\n');
    assert.ok(!js.includes('__facts_'));
  });
});

describe('bundle loaders', () => {
  it('keeps the Korean text and the built locale only', () => {
    const data = {
      name: {ko: '가', en: 'A', ja: 'あ'},
      rows: [{message: {ko: '오류', en: 'Error', ja: 'エラー'}, port: 443}],
      values: {host: 'rm.example.com'},
      partial: {ko: '한국어만'},
    };
    assert.deepEqual(project(data, 'ko'), {
      name: {ko: '가'},
      rows: [{message: {ko: '오류'}, port: 443}],
      values: {host: 'rm.example.com'},
      partial: {ko: '한국어만'},
    });
    assert.deepEqual(project(data, 'ja'), {
      name: {ko: '가', ja: 'あ'},
      rows: [{message: {ko: '오류', ja: 'エラー'}, port: 443}],
      values: {host: 'rm.example.com'},
      partial: {ko: '한국어만'},
    });
  });

  it('drops the module paths of the route registry and keeps its loaders', () => {
    const line =
      '  "0003de0e": [() => import(/* webpackChunkName: "0003de0e" */ "@site/docs-x/a.md"), "@site/docs-x/a.md", require.resolveWeak("@site/docs-x/a.md")],';
    assert.equal(
      registryLoader(line),
      '  "0003de0e": [() => import(/* webpackChunkName: "0003de0e" */ "@site/docs-x/a.md"), 0, require.resolveWeak("@site/docs-x/a.md")],',
    );
  });
});

describe('route table (patches/@docusaurus+core)', () => {
  const {generateRoutesCode} = require('@docusaurus/core/lib/server/codegen/codegenRoutes.js') as {
    generateRoutesCode: (configs: unknown[]) => {routesConfig: string};
  };
  it('builds each route component when first read, and the same one after', () => {
    const {routesConfig} = generateRoutesCode([
      {path: '/shieldrm', exact: true, component: '@theme/DocRoot', modules: {}},
    ]);
    const body = routesConfig.slice(routesConfig.indexOf('export default ') + 'export default '.length);
    let made = 0;
    const ComponentCreator = (...args: string[]) => ({made: ++made, args});
    const routes = new Function('ComponentCreator', `return ${body}`)(ComponentCreator) as {component: unknown}[];
    assert.equal(made, 0, 'nothing built at start-up');
    const first = routes[0].component as {args: string[]};
    assert.equal(made, 1);
    assert.equal(first.args[0], '/shieldrm');
    assert.equal(routes[0].component, first, 'one component per route');
    assert.deepEqual(routes[1].component, {made: 2, args: ['*']});
  });
});

describe('entry bundle started after the first paint (src/config/ssrTemplate.ts)', () => {
  /** Runs the page's loader against a stand-in page; returns what it appended and a way to paint. */
  function loader(visibility: 'visible' | 'hidden') {
    const appended: {src: string; async: boolean}[] = [];
    const timers: (() => void)[] = [];
    let paint: (() => void) | undefined;
    const links = [{href: '/assets/js/runtime~main.1.js'}, {href: '/assets/js/main.2.js'}];
    const page = {
      document: {
        visibilityState: visibility,
        querySelectorAll: (selector: string) => (selector === 'link[data-entry]' ? links : []),
        createElement: () => ({src: '', async: true}),
        body: {appendChild: (el: {src: string; async: boolean}) => appended.push(el)},
      },
      setTimeout: (fn: () => void, ms?: number) => (ms ? undefined : timers.push(fn)),
      requestAnimationFrame: () => assert.fail('waits for the paint, not a frame'),
      PerformanceObserver: Object.assign(
        function (this: unknown, callback: (list: unknown, observer: unknown) => void) {
          const list = {getEntriesByName: (n: string) => (n === 'first-contentful-paint' ? [{}] : [])};
          return {observe: () => (paint = () => callback(list, {disconnect: () => undefined}))};
        },
        {supportedEntryTypes: ['paint']},
      ),
    };
    vm.runInNewContext(ENTRY_LOADER, {...page, window: page});
    return {appended, paint: () => (paint?.(), timers.splice(0).forEach((t) => t()))};
  }

  it('a visible page runs its entry scripts, in order, only once its first contentful paint is in', () => {
    const page = loader('visible');
    assert.equal(page.appended.length, 0, 'nothing runs before the paint');
    page.paint();
    assert.deepEqual(
      page.appended.map((s) => [s.src, s.async]),
      [
        ['/assets/js/runtime~main.1.js', false],
        ['/assets/js/main.2.js', false],
      ],
    );
  });

  it('a hidden page, which paints nothing, runs them at once', () => {
    assert.equal(loader('hidden').appended.length, 2);
  });

  it("the template is Docusaurus' own with only the entry scripts changed", () => {
    const template = ssrTemplate()!;
    const core = fs.readFileSync(require.resolve('@docusaurus/core/lib/ssg/ssgTemplate.html.js'), 'utf8');
    assert.ok(!template.includes(DEFER_SCRIPT));
    const back = template.replace(PRELOAD, DEFER_SCRIPT).replace(`  <script>${ENTRY_LOADER}</script>\n`, '');
    assert.ok(core.includes(back), "the rest of the template differs from core's");
  });
});

describe('hooks into generated code fail loudly when it changes', () => {
  const entry =
    '  "0003de0e": [() => import(/* webpackChunkName: "0003de0e" */ "@site/docs-x/a.md"), "@site/docs-x/a.md", require.resolveWeak("@site/docs-x/a.md")],';
  it('the registry loader names its hook when an entry keeps its module path', () => {
    assert.doesNotThrow(() => registryLoader(entry));
    assert.throws(
      () => registryLoader(entry.replace(/"@site/g, "'@site").replace(/\.md"/g, ".md'")),
      /hook "registry-module-paths"/,
    );
    assert.throws(
      () =>
        registryLoader(`${entry}\n${entry.replace('"@site/docs-x/a.md", require', '["@site/docs-x/a.md"], require')}`),
      /hook "registry-module-paths".*left 1 unchanged/,
    );
  });
});

describe('what the entry bundle leaves out', () => {
  it("no client code reads the docs instances' per-doc lists, which the browser build drops", () => {
    const readers: string[] = [];
    for (const f of fs.readdirSync(path.join(ROOT, 'src'), {recursive: true}).map(String)) {
      if (!/\.tsx?$/.test(f) || f.startsWith(`plugins${path.sep}`)) continue;
      if (/useAllDocsData|useDocsData|useActiveDocContext/.test(fs.readFileSync(path.join(ROOT, 'src', f), 'utf8')))
        readers.push(f);
    }
    assert.deepEqual(readers, []);
  });

  it('drops the per-doc lists and the plugin options, and stops loudly on a format it does not know', async () => {
    const {default: globalData} = await import('../../src/plugins/globalDataLoader.cjs');
    const data = {
      'docusaurus-plugin-content-docs': {a: {path: '/a', versions: [{name: 'current', path: '/a', docs: [{id: 'x'}]}]}},
    };
    assert.deepEqual(
      JSON.parse(globalData(JSON.stringify(data)))['docusaurus-plugin-content-docs'].a.versions[0].docs,
      [],
    );
    assert.throws(
      () => globalData('{"docusaurus-plugin-content-docs": {"a": {}}}'),
      /hook "global-data-docs".*matched nothing/,
    );
    const two = {a: data['docusaurus-plugin-content-docs'].a, b: {path: '/b', versions: [{name: 'current'}]}};
    assert.throws(
      () => globalData(JSON.stringify({'docusaurus-plugin-content-docs': two})),
      /hook "global-data-docs".*left 1 unchanged/,
    );
    const {default: config} = await import('../../src/plugins/configLoader.cjs');
    const out = config(
      `/* generated */\nexport default ${JSON.stringify({
        title: 'T',
        future: {v4: {}, faster: {}, experimental_router: 'browser'},
        ...Object.fromEntries(
          ['plugins', 'themes', 'presets', 'clientModules', 'markdown', 'staticDirectories'].map((k) => [k, []]),
        ),
        ...Object.fromEntries(['onBrokenLinks', 'onBrokenAnchors', 'onDuplicateRoutes'].map((k) => [k, 'warn'])),
        ...Object.fromEntries(['headTags', 'scripts', 'stylesheets'].map((k) => [k, []])),
      })};\n`,
    );
    assert.equal(out, 'export default {"title":"T","future":{"experimental_router":"browser"}};\n');
    assert.throws(() => config('export default {title: () => 1};'), /hook "site-config-json".*matched nothing/);
    assert.throws(() => config('export default {"title": "T", "plugins": []};'), /hook "site-config-json".*left 11/);
  });
});

describe("the bundler's persistent cache", () => {
  it('is invalidated by every file of the Node-side code docusaurus.config.ts loads', async () => {
    const {buildCodeFiles} = await import('../../src/plugins/chunks.ts');
    const tracked = new Set(buildCodeFiles(ROOT));
    const EXT = ['', '.ts', '.tsx', '.mts', '.cjs', '.mjs', '.js', '/index.ts'];
    const resolve = (dir: string, spec: string) =>
      EXT.map((e) => path.resolve(dir, spec + e)).find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
    const seen = new Set<string>();
    const queue = [path.join(ROOT, 'docusaurus.config.ts')];
    while (queue.length) {
      const file = queue.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      const text = fs.readFileSync(file, 'utf8');
      const specs: [string, string][] = [];
      // Imports and requires, and plugins and loaders named by their path from the site folder.
      for (const m of text.matchAll(/(?:from\s+|import\(\s*|require\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g))
        specs.push([path.dirname(file), m[1]]);
      for (const m of text.matchAll(/['"](?:\.\/)?(src\/plugins\/[^'"]+)['"]/g)) specs.push([ROOT, m[1]]);
      for (const [dir, spec] of specs) {
        const found = resolve(dir, spec);
        if (found) queue.push(found);
      }
    }
    const loaded = [...seen].filter((f) => !f.endsWith('docusaurus.config.ts'));
    assert.ok(loaded.length > 40, `walked ${loaded.length} files`);
    assert.deepEqual(
      loaded.filter((f) => !tracked.has(f)).map((f) => path.relative(ROOT, f)),
      [],
      'add their folders to BUILD_CODE in src/plugins/chunks.ts',
    );
  });
});
