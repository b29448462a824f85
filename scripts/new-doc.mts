/**
 * Creates a page with front matter filled from the section's defaults.
 *   npm run new:doc -- <section> <path/inside/section> [--title "제목"]
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {SECTIONS} from '../src/sections/registry';
import {contentDirOf} from '../src/sections/derive';
import {docPage} from './templates.mts';

export function createDoc(root: string, argv: string[]): string {
  const {values, positionals} = parseArgs({args: argv, allowPositionals: true, options: {title: {type: 'string'}}});
  const [sectionId, docPath] = positionals;
  const section = SECTIONS.find((s) => s.id === sectionId);
  if (!section || !docPath) throw new Error('usage: new:doc -- <section> <path/inside/section> [--title "제목"]');
  const rel = path.join(contentDirOf(section), docPath.replace(/^\/+|\.mdx?$/g, '') + '.md');
  const file = path.join(root, rel);
  if (fs.existsSync(file)) throw new Error(`${rel} already exists`);
  fs.mkdirSync(path.dirname(file), {recursive: true});
  const siblings = fs.readdirSync(path.dirname(file)).filter((f) => /\.mdx?$/.test(f)).length;
  const title = values.title ?? path.basename(docPath).replace(/[-_]/g, ' ');
  fs.writeFileSync(file, docPage(title, section.tags, siblings + 1));
  return rel;
}

if (process.argv[1]?.endsWith('new-doc.mts')) {
  try {
    const rel = createDoc(process.cwd(), process.argv.slice(2));
    console.log(`Created ${rel}. Write the page, then run: npm run lint:content -- ${rel}`);
  } catch (e) {
    console.error((e as Error).message);
    process.exitCode = 1;
  }
}
