/**
 * Draws mermaid diagrams to SVG at build time with mermaid-isomorphic, which runs mermaid in
 * Debian's Chromium: a real browser lays out the labels, with the font the reader gets
 * (./font.ts). Each diagram is drawn once per colour mode and kept in the build cache, keyed
 * by everything its SVG depends on, so a warm build draws only what changed.
 */
import fs from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {createRequire} from 'node:module';
import type {MermaidRenderer, createMermaidRenderer as Create} from 'mermaid-isomorphic';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../config/chromium';
import {DIAGRAM_FONT_FACE, DIAGRAM_FONT_FAMILY, DIAGRAM_FONT_FILE, DIAGRAM_THEMES} from '../config/diagrams';
import {cacheDir, hashOf, writeEntry} from '../plugins/buildCache';
import {LOCALE_CONFIGS} from '../config/locales';
import type {LocaleId} from '../sections/types';
import {FONT_CSS, SUBSET_OPTIONS, fontDirOf, missingGlyphs} from './font';

export interface DrawnDiagram {
  /** The SVG's width in CSS pixels at full size (its viewBox). */
  width: number;
  height: number;
  light: string;
  dark: string;
}

const MODES = ['light', 'dark'] as const;

const mermaidConfig = (mode: (typeof MODES)[number]) => ({
  theme: DIAGRAM_THEMES[mode],
  fontFamily: `'${DIAGRAM_FONT_FAMILY}', sans-serif`,
});

/** What every drawing depends on besides its source: renderer versions, font and options. */
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
  );
}

let renderer: MermaidRenderer | null = null;
const drawn = new Map<string, Promise<DrawnDiagram>>();

/** A stable element id per diagram, unique on its page: mermaid scopes its styles and markers by it. */
const idOf = (locale: LocaleId, source: string) => `diagram-${hashOf(locale, source).slice(0, 12)}`;

async function drawBatch(siteDir: string, locale: LocaleId, sources: readonly string[]): Promise<DrawnDiagram[]> {
  if (!renderer) {
    // Node's own loader: the config's loader (jiti) rewrites ES modules and breaks the package's import.meta.
    const {createMermaidRenderer} = createRequire(path.join(siteDir, 'package.json'))('mermaid-isomorphic') as {
      createMermaidRenderer: typeof Create;
    };
    renderer = createMermaidRenderer({launchOptions: {executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS}});
  }
  const css = pathToFileURL(path.join(fontDirOf(siteDir, locale), FONT_CSS));
  const [light, dark] = await Promise.all(
    MODES.map((mode) =>
      renderer!([...sources], {
        css,
        // The page's language: Chromium shapes Korean and Japanese text by it, and so sizes labels.
        lang: LOCALE_CONFIGS[locale].htmlLang,
        ids: sources.map((s) => `${idOf(locale, s)}-${mode}`),
        mermaidConfig: mermaidConfig(mode),
      }),
    ),
  );
  return sources.map((source, i) => {
    const [l, d] = [light[i], dark[i]];
    if (l.status === 'rejected' || d.status === 'rejected') {
      const reason = (l.status === 'rejected' ? l.reason : (d as PromiseRejectedResult).reason) as Error;
      throw new Error(`mermaid could not draw a ${locale} diagram: ${reason?.message ?? reason}\n${source}`);
    }
    return {width: l.value.width, height: l.value.height, light: l.value.svg, dark: d.value.svg};
  });
}

/** Draws the diagrams not drawn yet (nor cached), in one batch per colour mode. */
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

/** One diagram's drawing; the build draws every diagram it finds ahead, so this seldom draws. */
export async function drawDiagram(siteDir: string, locale: LocaleId, source: string): Promise<DrawnDiagram> {
  const k = `${locale}\0${source}`;
  const missing = missingGlyphs(locale, source);
  if (missing.length)
    throw new Error(
      `A ${locale} diagram uses ${missing.join(' ')}, which the diagram font was not made with (src/diagrams/sources.ts did not find it):\n${source}`,
    );
  if (!drawn.has(k)) await drawDiagrams(siteDir, locale, [source]);
  return drawn.get(k)!;
}
