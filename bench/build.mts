/**
 * Build benchmark: cold and warm production builds of the site with the project's settings
 * (Docusaurus Faster: Rspack, SWC, Lightning CSS, SSG worker threads) and, on the same tree in
 * the same run, with Faster off (DOCUSAURUS_FASTER=false → webpack, Babel, Terser). Cold means
 * after removing what `docusaurus clear` removes except build/ (.docusaurus/ and the bundler's
 * persistent cache in node_modules/.cache/; clear would also delete build/, which others use);
 * warm is a second build right after. Every build writes to a temporary --out-dir, never to
 * build/. Prints wall time and peak memory per build (GNU time's maximum RSS of the largest
 * process when /usr/bin/time exists, and the peak of the whole process tree's summed RSS polled
 * from /proc), where the time went (Docusaurus' own phase timings, DOCUSAURUS_PERF_LOGGER), then
 * webpack ÷ Faster ratios. Refuses to start while another Docusaurus build or
 * dev server runs in this tree, as they share .docusaurus/ and the cache. Prints; asserts nothing.
 *
 *   nice -n 10 npm run bench:build                                 # all locales, both bundlers (about 11 min)
 *   nice -n 10 npm run bench:build -- --locales ko --skip-webpack   # a few minutes
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {pickLocales} from './lib/pages.mts';
import {hasGnuTime, measure, requireQuietTree, type Measured} from './lib/proc.mts';
import {onInterrupt, ROOT} from './lib/serve.mts';
import {mb, printTable, ratio, seconds} from './lib/table.mts';

const {values} = parseArgs({
  options: {
    locales: {type: 'string'},
    'skip-webpack': {type: 'boolean', default: false},
  },
});
const DOCUSAURUS = path.join(ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');

interface Variant {
  name: string;
  env: Record<string, string>;
}
const VARIANTS: Variant[] = [
  {name: 'Faster (Rspack)', env: {}},
  ...(values['skip-webpack'] ? [] : [{name: 'webpack', env: {DOCUSAURUS_FASTER: 'false'}}]),
];

/** `docusaurus clear` minus build/: generated files and the bundlers' persistent caches. */
function clearCaches(): void {
  for (const dir of ['.docusaurus', 'node_modules/.cache', '.yarn/.cache'])
    fs.rmSync(path.join(ROOT, dir), {recursive: true, force: true});
}

let tmp: string | null = null;
function cleanup(): void {
  if (tmp) fs.rmSync(tmp, {recursive: true, force: true});
  tmp = null;
}
onInterrupt(cleanup);

/** Docusaurus' phases, summed over the locales built; "[PERF] Build > ko > SSG - 7.02 seconds!". */
const PHASES = {load: 'Load site', bundle: 'Bundling with', ssg: 'SSG', postBuild: 'postBuild()'} as const;
type Phases = Record<keyof typeof PHASES, number>;

function phasesOf(log: string): Phases {
  const out: Phases = {load: 0, bundle: 0, ssg: 0, postBuild: 0};
  for (const m of log.matchAll(/^\[PERF\] Build > [\w-]+ > ([^>\n]+?) - ([\d.]+) (ms|seconds)/gm)) {
    const phase = (Object.keys(PHASES) as (keyof Phases)[]).find((k) => m[1].startsWith(PHASES[k]));
    if (phase) out[phase] += Number(m[2]) * (m[3] === 'ms' ? 1 : 1000);
  }
  return out;
}

async function build(variant: Variant, locales: string[], outDir: string): Promise<Measured & {phases: Phases}> {
  fs.rmSync(outDir, {recursive: true, force: true});
  const args = [DOCUSAURUS, 'build', '--out-dir', outDir, ...locales.flatMap((l) => ['--locale', l])];
  const logFile = path.join(path.dirname(outDir), 'build.log');
  const log = fs.openSync(logFile, 'w');
  const r = await measure(process.execPath, args, {
    cwd: ROOT,
    env: {...process.env, ...variant.env, DOCUSAURUS_PERF_LOGGER: 'true'},
    stdio: ['ignore', log, 'inherit'],
  }).finally(() => fs.closeSync(log));
  if (r.code !== 0) throw new Error(`${variant.name} build exited with ${r.code}`);
  return {...r, phases: phasesOf(fs.readFileSync(logFile, 'utf8'))};
}

try {
  const locales = values.locales ? pickLocales(values.locales) : [];
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-build-'));
  const outDir = path.join(tmp, 'build');
  const results: {variant: Variant; kind: 'cold' | 'warm'; r: Measured & {phases: Phases}}[] = [];
  for (const variant of VARIANTS)
    for (const kind of ['cold', 'warm'] as const) {
      requireQuietTree(ROOT, true); // again: a build may have started since the last one
      if (kind === 'cold') clearCaches();
      console.log(`${variant.name}, ${kind} build of ${locales.join(', ') || 'all locales'} …`);
      const r = await build(variant, locales, outDir);
      console.log(`  ${seconds(r.wallMs)}`);
      results.push({variant, kind, r});
    }

  printTable(
    `Production build of ${locales.join(', ') || 'all locales'} (${os.cpus().length} CPUs, out dir in ${os.tmpdir()})`,
    [
      'bundler',
      'build',
      'wall time',
      hasGnuTime() ? 'peak RSS, largest process (time -v)' : 'peak RSS',
      'peak RSS, process tree',
    ],
    results.map(({variant, kind, r}) => [
      variant.name,
      kind,
      seconds(r.wallMs),
      r.maxRssBytes === null ? '—' : mb(r.maxRssBytes),
      mb(r.treePeakBytes),
    ]),
  );
  printTable(
    'Where the time went (Docusaurus phase timings, all locales summed)',
    ['bundler', 'build', 'load content', 'bundle', 'static pages (SSG)', 'postBuild (search, precompress)', 'rest'],
    results.map(({variant, kind, r}) => {
      const p = r.phases;
      const rest = r.wallMs - p.load - p.bundle - p.ssg - p.postBuild;
      return [
        variant.name,
        kind,
        seconds(p.load),
        seconds(p.bundle),
        seconds(p.ssg),
        seconds(p.postBuild),
        seconds(rest),
      ];
    }),
  );
  if (VARIANTS.length > 1) {
    const get = (v: Variant, kind: string) => results.find((x) => x.variant === v && x.kind === kind)!.r;
    const [faster, webpack] = VARIANTS;
    printTable(
      'webpack ÷ Faster',
      ['build', 'wall time', 'bundle phase', 'peak RSS (largest process)', 'peak RSS (tree)'],
      (['cold', 'warm'] as const).map((kind) => {
        const f = get(faster, kind);
        const w = get(webpack, kind);
        return [
          kind,
          ratio(w.wallMs, f.wallMs),
          ratio(w.phases.bundle, f.phases.bundle),
          w.maxRssBytes && f.maxRssBytes ? ratio(w.maxRssBytes, f.maxRssBytes) : '—',
          ratio(w.treePeakBytes, f.treePeakBytes),
        ];
      }),
    );
  }
  const warmOverCold = VARIANTS.map((v) => {
    const cold = results.find((x) => x.variant === v && x.kind === 'cold')!.r;
    const warm = results.find((x) => x.variant === v && x.kind === 'warm')!.r;
    return `${v.name} warm ÷ cold ${ratio(warm.wallMs, cold.wallMs)}`;
  });
  console.log(`\n${warmOverCold.join('; ')}`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  cleanup();
  // The project builds with Rspack; webpack's cache would only take disk space.
  if (VARIANTS.length > 1) fs.rmSync(path.join(ROOT, 'node_modules/.cache/webpack'), {recursive: true, force: true});
}
