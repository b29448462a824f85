import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import type {Root, TableCell} from 'mdast';
import {visit} from 'unist-util-visit';
import {shortCells} from '../../src/remark/shortCells.ts';
import {SHORT_CELL_CLASS, isShortCell} from '../../src/constants/table.ts';

describe('short table cells stay on one line', () => {
  it('keeps one-word cells (dates, ports, codes, Japanese terms) and lets phrases wrap', () => {
    for (const t of ['2023-09-04', '443', 'RM-2001', 'パスワード', '만료일', '7日間']) assert.ok(isShortCell(t), t);
    for (const t of ['Classification level', '만료 후 7일', 'オフラインアクセスの有効期間を設定する', 'a'.repeat(21)])
      assert.ok(!isShortCell(t), t);
  });

  it('marks the cells of a Markdown table', async () => {
    const tree = unified()
      .use(remarkParse)
      .use(remarkGfm)
      .parse('| 포트 | 설명 |\n|---|---|\n| 443 | 웹 콘솔에 접속하는 HTTPS 포트 |\n') as Root;
    await unified().use(shortCells).run(tree);
    const marked: string[] = [];
    visit(tree, 'tableCell', (c: TableCell) => {
      const cls = (c.data?.hProperties as {className?: string[]} | undefined)?.className ?? [];
      if (cls.includes(SHORT_CELL_CLASS)) marked.push((c.children[0] as {value: string}).value);
    });
    assert.deepEqual(marked, ['포트', '설명', '443']);
  });
});
