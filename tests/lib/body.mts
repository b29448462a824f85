import fs from 'node:fs';
import {Parser} from 'htmlparser2';

const SKIP = new Set(['pre', 'table', 'script', 'style', 'svg', 'nav', 'button']);

/**
 * The prose a reader reads in a built doc page: the text of the markdown body without
 * code blocks, tables, diagrams and navigation, whitespace collapsed.
 */
export function builtBodyText(file: string): string {
  const out: string[] = [];
  let depth = 0; // >0 while inside the markdown body
  let skip = 0;
  const skipping: boolean[] = []; // per open element inside the body: whether it started a skip
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        const isBody = depth === 0 && /\btheme-doc-markdown\b/.test(attrs.class ?? '');
        if (!isBody && depth === 0) return;
        depth++;
        const skips = SKIP.has(name) || name === 'header' || 'data-diagram' in attrs;
        skipping.push(skips);
        if (skips) skip++;
      },
      ontext(t) {
        if (depth > 0 && skip === 0) out.push(t);
      },
      onclosetag() {
        if (depth === 0) return;
        depth--;
        if (skipping.pop()) skip--;
      },
    },
    {decodeEntities: true},
  );
  parser.write(fs.readFileSync(file, 'utf8'));
  parser.end();
  return out.join(' ').replace(/\s+/g, ' ').trim();
}

export {PLACEHOLDER} from '../../scripts/lint-content.mts';
