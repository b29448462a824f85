/**
 * Mermaid diagrams: drawn live by @docusaurus/theme-mermaid in `npm start`, so writers see an
 * edit at once, and to inline SVG at build time (src/diagrams), so no page ships the renderer.
 */
import type {LocaleId} from '../sections/types';

/** Production builds (`docusaurus build` sets NODE_ENV first) draw diagrams ahead of time. */
export const LIVE_DIAGRAMS = process.env.NODE_ENV !== 'production';

/** Mermaid's theme for each colour mode; the live renderer and the build both read it. */
export const DIAGRAM_THEMES = {light: 'neutral', dark: 'dark'} as const;

/** The font labels are measured with at build time and drawn with by the reader's browser. */
export const DIAGRAM_FONT_FAMILY = 'Diagram Sans';

/**
 * Noto Sans CJK from Debian's fonts-noto-cjk: one collection, a face per region, each with
 * Latin, kana, kanji and Hangul. The build subsets it to the glyphs a locale's diagrams use.
 */
export const DIAGRAM_FONT_FILE =
  process.env.DIAGRAM_FONT_FILE ?? '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';

/** The collection's face per locale (fc-list: 0 JP, 1 KR), so Han characters take the reader's forms. */
export const DIAGRAM_FONT_FACE: Record<LocaleId, number> = {ko: 1, en: 1, ja: 0};
