/**
 * The diagrams' font: Noto Sans CJK subset to the characters one locale's diagrams use, as
 * woff2, with the @font-face rule that both the build-time renderer and the reader's page load.
 * Labels are sized by measuring them, so measuring and drawing with one font keeps them in
 * their boxes. Browsers download a face only for text that uses it: pages with no diagram never
 * fetch it.
 */
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import {DIAGRAM_FONT_FACE, DIAGRAM_FONT_FAMILY, DIAGRAM_FONT_FILE} from '../config/diagrams';
import type {LocaleId} from '../sections/types';

/**
 * Not named .woff2: Docusaurus' font rule would inline a file this small (the English one) into
 * every page's CSS; src/plugins/diagrams.ts emits it as a file of its own.
 */
export const FONT_FILE = 'diagram.font';
export const FONT_CSS = 'diagram-font.css';

/** The folder the build writes a locale's font and its CSS to (the bundler's @diagram-font alias). */
export const fontDirOf = (siteDir: string, locale: LocaleId): string =>
  path.join(siteDir, 'node_modules', '.cache', 'shield-diagram-font', locale);

/** Printable ASCII, so a label edited into Latin letters or digits never falls back. */
const ASCII = Array.from({length: 95}, (_, i) => String.fromCharCode(32 + i)).join('');

/** The OpenType features browsers apply to horizontal text by default. */
const HORIZONTAL_FEATURES = ['ccmp', 'locl', 'rlig', 'liga', 'clig', 'calt', 'kern', 'mark', 'mkmk'];

/** How the font is subset, for the key of drawings measured with it. */
export const SUBSET_OPTIONS = JSON.stringify({features: HORIZONTAL_FEATURES, hinting: false});

/** The characters a font for these diagrams must hold. */
export function glyphsOf(sources: readonly string[]): Set<string> {
  return new Set([...ASCII, ...sources.join('').replace(/\s/g, '')]);
}

export function fontFaceCss(): string {
  // swap: with block, Chrome holds the whole page's first paint for a diagram in view until its
  // face arrives. Until then labels are drawn in the reader's sans-serif; Hangul and kana keep
  // their width in any CJK face, and the build measures with this face (mermaid-isomorphic loads
  // it before drawing), so the labels fit once it is in. The reader's page asks for it only once
  // it has hydrated (src/components/Diagram/styles.module.css).
  return `@font-face {\n  font-family: '${DIAGRAM_FONT_FAMILY}';\n  src: url('./${FONT_FILE}') format('woff2');\n  font-display: swap;\n}\n`;
}

function writeIfChanged(file: string, data: string | Buffer): void {
  if (fs.existsSync(file) && fs.readFileSync(file).equals(Buffer.from(data))) return;
  fs.writeFileSync(file, data);
}

const written = new Map<LocaleId, Set<string>>();

/** Characters of a diagram that the locale's font, once written, does not hold. */
export function missingGlyphs(locale: LocaleId, source: string): string[] {
  const glyphs = written.get(locale);
  return glyphs ? [...new Set(source.replace(/\s/g, ''))].filter((c) => !glyphs.has(c)) : [];
}

/** Writes the locale's subset font and CSS; returns the characters it holds. */
export async function writeDiagramFont(
  siteDir: string,
  locale: LocaleId,
  sources: readonly string[],
): Promise<Set<string>> {
  if (!fs.existsSync(DIAGRAM_FONT_FILE)) {
    throw new Error(
      `Diagrams are drawn at build time in Noto Sans CJK, and ${DIAGRAM_FONT_FILE} is missing: ` +
        "install Debian's fonts-noto-cjk (scripts/provision.sh does) or point DIAGRAM_FONT_FILE at the collection.",
    );
  }
  const glyphs = glyphsOf(sources);
  const woff2 = await subsetFont(fs.readFileSync(DIAGRAM_FONT_FILE), [...glyphs].sort().join(''), {
    targetFormat: 'woff2',
    faceIndex: DIAGRAM_FONT_FACE[locale],
    // Horizontal text's default features only: vertical and width variants would double the Japanese font.
    keepFeatures: HORIZONTAL_FEATURES,
    // The build and the reader use this one file, so hints would only add bytes.
    noHinting: true,
  });
  const dir = fontDirOf(siteDir, locale);
  fs.mkdirSync(dir, {recursive: true});
  writeIfChanged(path.join(dir, FONT_FILE), woff2);
  writeIfChanged(path.join(dir, FONT_CSS), fontFaceCss());
  written.set(locale, glyphs);
  return glyphs;
}
