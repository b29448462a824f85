import type {Page} from '@playwright/test';

/**
 * Labels of the page's diagrams that do not fit: each label's box must lie inside its shape
 * (a flowchart node or subgraph, a sequence actor or note) and inside the foreignObject that
 * would clip it. Measured in the browser on the diagram the reader sees (light or dark).
 */
export function labelMisfits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const SLACK = 1; // px: sub-pixel rounding between the build's layout and this one
    const out: string[] = [];
    const inside = (a: DOMRect, b: DOMRect) =>
      a.left >= b.left - SLACK && a.right <= b.right + SLACK && a.top >= b.top - SLACK && a.bottom <= b.bottom + SLACK;
    const box = (r: DOMRect) => `${Math.round(r.width)}×${Math.round(r.height)}`;
    const check = (label: Element | null, container: Element | null, what: string) => {
      if (!label || !container || !label.textContent?.trim()) return;
      const l = label.getBoundingClientRect();
      const c = container.getBoundingClientRect();
      if (!inside(l, c)) out.push(`"${label.textContent.trim()}" (${box(l)}) overflows its ${what} (${box(c)})`);
    };
    for (const fig of document.querySelectorAll('figure[data-diagram]')) {
      const svg = [...fig.querySelectorAll('svg')].find((s) => s.getBoundingClientRect().width > 0);
      if (!svg) {
        out.push(`${fig.getAttribute('aria-label')}: no diagram shown`);
        continue;
      }
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
    }
    return out;
  });
}
