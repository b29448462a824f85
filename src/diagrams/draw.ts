/**
 * Draws mermaid diagrams to SVG at build time with mermaid-isomorphic, which runs mermaid in
 * Debian's Chromium: a real browser lays out the labels, in the page's language and with the
 * font the reader gets (./font.ts). A diagram's light and dark drawings differ only in their
 * stylesheets, so the page carries one SVG with the dark mode's rules nested under
 * [data-theme='dark'] (a diagram whose drawings differ otherwise keeps both); drawBatch says how
 * the dark rules are had without drawing every diagram twice. Drawings are kept in the build
 * cache, keyed by everything they depend on, so a warm build draws only what changed.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {pathToFileURL} from 'node:url';
import type {MermaidRenderer, RenderResult, createMermaidRenderer as Create} from 'mermaid-isomorphic';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../config/chromium';
import {DIAGRAM_FONT_FACE, DIAGRAM_FONT_FAMILY, DIAGRAM_FONT_FILE, DIAGRAM_THEMES} from '../config/diagrams';
import {LOCALE_CONFIGS} from '../config/locales';
import {cacheDir, hashOf, writeEntry} from '../plugins/buildCache';
import type {LocaleId} from '../sections/types';
import {FONT_CSS, SUBSET_OPTIONS, fontDirOf, missingGlyphs} from './font';

export interface DrawnDiagram {
  /** The SVG's width in CSS pixels at full size (its viewBox). */
  width: number;
  height: number;
  /** The figure's markup: one SVG for both colour modes, or one per mode in .diagram-light/.diagram-dark. */
  markup: string;
}

type Mode = keyof typeof DIAGRAM_THEMES;
const MODES = Object.keys(DIAGRAM_THEMES) as Mode[];

const mermaidConfig = (mode: Mode) => ({
  theme: DIAGRAM_THEMES[mode],
  fontFamily: `'${DIAGRAM_FONT_FAMILY}', sans-serif`,
});

/** Where a locale's drawings are written as files, one per diagram, for the bundler (@diagram-svg). */
const svgDirOf = (siteDir: string, locale: LocaleId): string =>
  path.join(siteDir, 'node_modules', '.cache', 'shield-diagram-svg', locale);
/** Not .svg: Docusaurus turns imported .svg files into React components. */
export const SVG_EXT = '.diagram';

/** What every drawing depends on besides its source: renderer versions, font, options and language. */
function inputsKey(siteDir: string, locale: LocaleId): string {
  const version = (pkg: string) =>
    JSON.parse(fs.readFileSync(path.join(siteDir, 'node_modules', pkg, 'package.json'), 'utf8')).version as string;
  const font = fs.statSync(DIAGRAM_FONT_FILE);
  return hashOf(
    version('mermaid'),
    version('mermaid-isomorphic'),
    `${DIAGRAM_FONT_FILE}:${font.size}:${font.mtimeMs}:${DIAGRAM_FONT_FACE[locale]}:${SUBSET_OPTIONS}`,
    JSON.stringify(MODES.map(mermaidConfig)),
    LOCALE_CONFIGS[locale].htmlLang,
    'one-svg-4',
  );
}

let renderer: MermaidRenderer | null = null;
const drawn = new Map<string, Promise<DrawnDiagram>>();

/** A stable element id per diagram, unique on its page: mermaid scopes its styles and markers by it. */
const idOf = (locale: LocaleId, source: string) => `diagram-${hashOf(locale, source).slice(0, 12)}`;

const STYLE = /<style>([\s\S]*?)<\/style>/;
/**
 * A drawing without its colours: the stylesheet, and the colours of the drop-shadow filter and
 * gradient mermaid defines for other looks. Null when an element uses either, as then those
 * colours show.
 */
function shape(svg: string): string | null {
  const body = svg.replace(STYLE, '');
  return /url\(#[\w-]+-(gradient|drop-shadow[\w-]*)\)/.test(body)
    ? null
    : body.replace(/ (flood-color|stop-color)="[^"]*"/g, '');
}

function render(siteDir: string, locale: LocaleId, sources: readonly string[], mode: Mode, ids: readonly string[]) {
  if (!renderer) {
    // Node's own loader: the config's loader (jiti) rewrites ES modules and breaks the package's import.meta.
    const {createMermaidRenderer} = createRequire(path.join(siteDir, 'package.json'))('mermaid-isomorphic') as {
      createMermaidRenderer: typeof Create;
    };
    renderer = createMermaidRenderer({launchOptions: {executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS}});
  }
  return renderer([...sources], {
    css: pathToFileURL(path.join(fontDirOf(siteDir, locale), FONT_CSS)),
    // The page's language: Chromium shapes Korean and Japanese text by it, and so sizes labels.
    lang: LOCALE_CONFIGS[locale].htmlLang,
    ids,
    mermaidConfig: mermaidConfig(mode),
  });
}

function fulfilled(result: PromiseSettledResult<RenderResult>, locale: LocaleId, source: string): RenderResult {
  if (result.status === 'fulfilled') return result.value;
  const reason = result.reason as Error;
  throw new Error(`mermaid could not draw a ${locale} diagram: ${reason?.message ?? reason}\n${source}`);
}

/** One mode's drawings, split over two browser pages so both cores draw. */
async function renderSplit(siteDir: string, locale: LocaleId, sources: readonly string[], mode: Mode, ids: string[]) {
  const half = Math.ceil(sources.length / 2);
  const parts = await Promise.all(
    [0, half]
      .filter((from) => from < sources.length)
      .map((from) => render(siteDir, locale, sources.slice(from, from + half), mode, ids.slice(from, from + half))),
  );
  return parts.flat().map((r, i) => fulfilled(r, locale, sources[i]));
}

const cssOf = (svg: string) => STYLE.exec(svg)?.[1] ?? '';
/** A stylesheet of one drawing for another: mermaid prefixes every rule with the SVG's id. */
export const rekey = (css: string, from: string, to: string) => css.split(`#${from}`).join(`#${to}`);
const typeOf = (source: string) => source.trim().split(/\s+/)[0];

/**
 * Every diagram is drawn in the light theme. Mermaid's stylesheet is a function of the diagram's
 * type and id (and of its classDef lines), so the dark theme is drawn once per type and its rules
 * re-keyed for the type's other diagrams; a diagram whose light rules are not its type's re-keyed
 * is drawn dark itself. This halves a cold build's drawing time.
 */
async function drawBatch(siteDir: string, locale: LocaleId, sources: readonly string[]): Promise<DrawnDiagram[]> {
  const ids = sources.map((s) => idOf(locale, s));
  const lights = await renderSplit(siteDir, locale, sources, 'light', ids);
  const first = new Map<string, number>();
  sources.forEach((s, i) => first.has(typeOf(s)) || first.set(typeOf(s), i));
  const repOf = (i: number) => first.get(typeOf(sources[i]))!;
  const own = sources.flatMap((_, i) => {
    const r = repOf(i);
    return r === i || rekey(cssOf(lights[r].svg), ids[r], ids[i]) !== cssOf(lights[i].svg) ? [i] : [];
  });
  const darkOwn = await renderSplit(
    siteDir,
    locale,
    own.map((i) => sources[i]),
    'dark',
    own.map((i) => ids[i]),
  );
  const dark = new Map(own.map((i, k) => [i, darkOwn[k].svg]));
  // Drawn dark, a diagram of a type whose drawings differ beyond colours (or itself so) keeps both drawings.
  const differs = new Set(
    own.filter((i) => {
      const light = shape(lights[i].svg);
      return light === null || light !== shape(dark.get(i)!);
    }),
  );
  const apart = sources.flatMap((_, i) => (differs.has(i) || differs.has(repOf(i)) ? [i] : []));
  const separate = apart.length
    ? await renderSplit(
        siteDir,
        locale,
        apart.map((i) => sources[i]),
        'dark',
        apart.map((i) => `${ids[i]}-dark`),
      )
    : [];
  return sources.map((_, i) => {
    const {width, height, svg} = lights[i];
    const k = apart.indexOf(i);
    if (k >= 0) {
      const other = separate[k].svg;
      return {width, height, markup: `<div class="diagram-light">${svg}</div><div class="diagram-dark">${other}</div>`};
    }
    const r = repOf(i);
    const darkCss = dark.has(i) ? cssOf(dark.get(i)!) : rekey(cssOf(dark.get(r)!), ids[r], ids[i]);
    // The dark stylesheet nested under the dark mode: its rules all start with the SVG's id.
    const markup = svg.replace(STYLE, (all) => `${all}<style>:root[data-theme='dark']{${darkCss}}</style>`);
    return {width, height, markup};
  });
}

/** Draws the diagrams not drawn yet (nor cached), in one batch. */
export async function drawDiagrams(siteDir: string, locale: LocaleId, sources: readonly string[]): Promise<void> {
  const dir = cacheDir(siteDir, 'diagrams');
  const key = inputsKey(siteDir, locale);
  const fileOf = (source: string) => (dir ? path.join(dir, `${hashOf(key, source)}.json`) : null);
  const todo: string[] = [];
  for (const source of new Set(sources)) {
    const k = `${locale}\0${source}`;
    if (drawn.has(k)) continue;
    const file = fileOf(source);
    if (file && fs.existsSync(file)) drawn.set(k, Promise.resolve(JSON.parse(fs.readFileSync(file, 'utf8'))));
    else todo.push(source);
  }
  if (!todo.length) return;
  const batch = drawBatch(siteDir, locale, todo).then(async (results) => {
    await Promise.all(
      results.map((r, i) => {
        const file = fileOf(todo[i]);
        return file ? writeEntry(file, JSON.stringify(r)) : undefined;
      }),
    );
    return results;
  });
  todo.forEach((source, i) =>
    drawn.set(
      `${locale}\0${source}`,
      batch.then((r) => r[i]),
    ),
  );
  await batch;
}

/**
 * One diagram's drawing, and the file the page imports it from (the bundler gives the server
 * render its markup and the browser its address). The build draws every diagram it finds
 * ahead, so this seldom draws.
 */
export async function drawDiagram(
  siteDir: string,
  locale: LocaleId,
  source: string,
): Promise<DrawnDiagram & {file: string}> {
  const k = `${locale}\0${source}`;
  const missing = missingGlyphs(locale, source);
  if (missing.length)
    throw new Error(
      `A ${locale} diagram uses ${missing.join(' ')}, which the diagram font was not made with (src/diagrams/sources.ts did not find it):\n${source}`,
    );
  if (!drawn.has(k)) await drawDiagrams(siteDir, locale, [source]);
  const diagram = await drawn.get(k)!;
  const file = path.join(svgDirOf(siteDir, locale), `${idOf(locale, source)}${SVG_EXT}`);
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== diagram.markup) {
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, diagram.markup);
  }
  return {...diagram, file};
}
