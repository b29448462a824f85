/**
 * Prints page count and Korean body characters per section (and per support category)
 * measured from build/, the figures the content issues ask for in their closing notes.
 *   npm run build:ko && npm run bench:content
 */
import {fileForRoute} from '../tests/lib/build.mts';
import {builtBodyText} from '../tests/lib/body.mts';
import {loadInventory} from '../tests/lib/inventory.mts';

const rows: [string, number, number, number][] = [];
const bySupportCategory = new Map<string, [number, number]>();
for (const s of loadInventory().sections) {
  let pages = 0;
  let chars = 0;
  let min = Infinity;
  for (const p of s.pages) {
    const file = fileForRoute(p.path);
    if (!file) continue;
    const n = builtBodyText(file).length;
    pages++;
    chars += n;
    if (s.id !== 'docs') min = Math.min(min, n);
    if (s.id === 'support') {
      const cat = p.path.split('/').slice(2, -1).join('/') || '(landing)';
      const [c, k] = bySupportCategory.get(cat) ?? [0, 0];
      bySupportCategory.set(cat, [c + 1, k + n]);
    }
  }
  rows.push([s.id, pages, chars, min === Infinity ? 0 : min]);
}
console.log('section\tpages\tbody chars\tmin chars/page');
for (const r of rows) console.log(r.join('\t'));
console.log(`total\t${rows.reduce((a, r) => a + r[1], 0)}\t${rows.reduce((a, r) => a + r[2], 0)}`);
console.log('\nsupport folder\tpages\tbody chars');
for (const [cat, [c, k]] of [...bySupportCategory.entries()].sort()) console.log(`${cat}\t${c}\t${k}`);
