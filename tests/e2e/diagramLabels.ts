import type {Locator, Page} from '@playwright/test';
import {hydrated} from './fixtures';

/** The drawing a figure shows (a diagram drawn apart per colour mode hides the other mode's). */
export const shownDrawing = (figure: Locator): Locator => figure.locator('svg').filter({visible: true});

/** The fill of the shown drawing's first box, 0 (black) to 1 (white). */
export const boxLightness = (figure: Locator): Promise<number> =>
  shownDrawing(figure)
    .locator('.node rect, rect.actor')
    .first()
    .evaluate((el) => {
      const [r, g, b] = getComputedStyle(el).fill.match(/\d+/g)!.map(Number);
      return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
    });

/**
 * Labels of the page's diagrams that do not fit: each label's box must lie inside its shape
 * (a flowchart node or subgraph, a sequence actor or note) and inside the foreignObject that
 * would clip it. Measured once the page has hydrated, when the diagram font is asked for. Each diagram is scrolled into view first, as a reader would: a diagram is laid
 * out, and its font fetched, only near the viewport. Measured on the drawing the reader sees.
 */
export async function labelMisfits(page: Page): Promise<string[]> {
  const out: string[] = [];
  // Until the page has hydrated, labels are in the page's font (the diagram font waits for it).
  await hydrated(page);
  const figures = page.locator('figure[data-diagram]');
  for (let i = 0; i < (await figures.count()); i++) {
    const figure = figures.nth(i);
    await figure.scrollIntoViewIfNeeded();
    await page.evaluate(() => document.fonts.ready);
    out.push(
      ...(await figure.evaluate((fig) => {
        const SLACK = 1; // px: sub-pixel rounding between the build's layout and this one
        const found: string[] = [];
        const inside = (a: DOMRect, b: DOMRect) =>
          a.left >= b.left - SLACK &&
          a.right <= b.right + SLACK &&
          a.top >= b.top - SLACK &&
          a.bottom <= b.bottom + SLACK;
        const box = (r: DOMRect) => `${Math.round(r.width)}×${Math.round(r.height)}`;
        const check = (label: Element | null, container: Element | null, what: string) => {
          if (!label || !container || !label.textContent?.trim()) return;
          const l = label.getBoundingClientRect();
          const c = container.getBoundingClientRect();
          if (!inside(l, c)) found.push(`"${label.textContent.trim()}" (${box(l)}) overflows its ${what} (${box(c)})`);
        };
        const svg = [...fig.querySelectorAll('svg')].find((s) => s.getBoundingClientRect().width > 0);
        if (!svg) return [`${fig.getAttribute('aria-label')}: no diagram shown`];
        const shape = ':scope > rect, :scope > polygon, :scope > circle, :scope > ellipse, :scope > path';
        for (const node of svg.querySelectorAll('g.node'))
          check(node.querySelector('.nodeLabel, text'), node.querySelector(shape), 'node');
        for (const cluster of svg.querySelectorAll('g.cluster'))
          check(cluster.querySelector('.nodeLabel, text'), cluster.querySelector(':scope > rect'), 'subgraph');
        for (const rect of svg.querySelectorAll('rect.actor'))
          check(rect.parentElement!.querySelector('text.actor'), rect, 'actor');
        for (const rect of svg.querySelectorAll('rect.note'))
          check(rect.nextElementSibling?.matches('text.noteText') ? rect.nextElementSibling : null, rect, 'note');
        for (const fo of svg.querySelectorAll('foreignObject')) check(fo.querySelector('span, p'), fo, 'label box');
        return found;
      })),
    );
  }
  return out;
}
