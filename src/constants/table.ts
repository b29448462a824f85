/**
 * Short one-word table cells (a date, a port, a code, a Japanese term) stay on one line: a
 * browser may break "2023-09-04" after a hyphen or a katakana word between any two characters,
 * and table layout then squeezes the column down to that break. Cells of several words wrap
 * between them as prose does; a table too wide for the page scrolls sideways
 * (src/css/custom.css).
 */

/** The class that keeps a cell on one line. */
export const SHORT_CELL_CLASS = 'nowrap';

/** Width in Latin characters up to which a cell stays on one line; Hangul, kana and kanji count as two. */
export const SHORT_CELL_WIDTH = 20;

const WIDE = /[\u1100-\u11ff\u3000-\u30ff\u3130-\u318f\u3400-\u9fff\uac00-\ud7af\uff00-\uffef]/g;

export function isShortCell(text: string): boolean {
  const t = text.trim();
  return !/\s/.test(t) && t.length + (t.match(WIDE)?.length ?? 0) <= SHORT_CELL_WIDTH;
}
