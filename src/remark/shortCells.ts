/**
 * Marks short Markdown table cells so they stay on one line (src/constants/table.ts says why).
 * Hand-written: no GFM or MDX option classes cells by their length.
 */
import type {Root, TableCell} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {visit} from 'unist-util-visit';
import {SHORT_CELL_CLASS, isShortCell} from '../constants/table';

export function shortCells() {
  return (tree: Root): void => {
    visit(tree, 'tableCell', (cell: TableCell) => {
      if (!isShortCell(toString(cell))) return;
      const data = (cell.data ??= {});
      const props = (data.hProperties ??= {}) as {className?: string[]};
      props.className = [...(props.className ?? []), SHORT_CELL_CLASS];
    });
  };
}

export default shortCells;
