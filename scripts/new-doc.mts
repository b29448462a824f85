/**
 * Creates a page with front matter filled from the section's defaults, placed after the pages
 * and categories already in its folder.
 *   npm run new:doc -- <section> <path/inside/section> --title "제목" [--tags a,b]
 * Without --title it asks for one (in a terminal).
 */
import fs from 'node:fs';
import path from 'node:path';
import {createInterface} from 'node:readline/promises';
import {parseArgs} from 'node:util';
import yaml from 'js-yaml';
import {SECTIONS} from '../src/sections/registry';
import {contentDirOf} from '../src/sections/derive';
import {docPage} from './templates.mts';

const USAGE = 'usage: new:doc -- <section> <path/inside/section> --title "제목" [--tags a,b]';

/** The tags a section declares in its tags.yml (none when it declares no tags). */
export function declaredTags(root: string, sectionId: string): string[] {
  const section = SECTIONS.find((s) => s.id === sectionId);
  const file = section && path.join(root, contentDirOf(section), 'tags.yml');
  if (!file || !fs.existsSync(file)) return [];
  return Object.keys((yaml.load(fs.readFileSync(file, 'utf8')) as Record<string, unknown>) ?? {});
}

/** The largest sidebar position among a folder's pages and categories (0 when none is set). */
function lastPosition(dir: string): number {
  let last = 0;
  for (const entry of fs.existsSync(dir) ? fs.readdirSync(dir, {withFileTypes: true}) : []) {
    const full = path.join(dir, entry.name);
    let position: unknown;
    if (entry.isFile() && /\.mdx?$/.test(entry.name)) {
      const fm = /^---\n([\s\S]*?)\n---/.exec(fs.readFileSync(full, 'utf8'));
      position = fm && (yaml.load(fm[1]) as {sidebar_position?: unknown} | null)?.sidebar_position;
    } else if (entry.isDirectory() && fs.existsSync(path.join(full, '_category_.json')))
      position = (JSON.parse(fs.readFileSync(path.join(full, '_category_.json'), 'utf8')) as {position?: unknown})
        .position;
    if (typeof position === 'number' && position > last) last = position;
  }
  return last;
}

export function createDoc(root: string, argv: string[]): string {
  const {values, positionals} = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {title: {type: 'string'}, tags: {type: 'string'}},
  });
  const [sectionId, docPath] = positionals;
  const section = SECTIONS.find((s) => s.id === sectionId);
  if (!section || !docPath) throw new Error(USAGE);
  const title = values.title?.trim();
  if (!title) throw new Error(`a title is needed (the page's heading, in Korean)\n${USAGE}`);
  const declared = declaredTags(root, section.id);
  const tags = (values.tags ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  const unknown = tags.filter((t) => !declared.includes(t));
  if (unknown.length)
    throw new Error(
      `not declared in ${contentDirOf(section)}/tags.yml: ${unknown.join(', ')} (declared: ${declared.join(', ') || 'none'})`,
    );
  const rel = path.join(contentDirOf(section), docPath.replace(/^\/+|\.mdx?$/g, '') + '.md');
  const file = path.join(root, rel);
  if (fs.existsSync(file)) throw new Error(`${rel} already exists`);
  const position = lastPosition(path.dirname(file)) + 1;
  fs.mkdirSync(path.dirname(file), {recursive: true});
  const hasTags = fs.existsSync(path.join(root, contentDirOf(section), 'tags.yml'));
  fs.writeFileSync(file, docPage(title, hasTags ? {chosen: tags, declared} : null, position));
  return rel;
}

if (process.argv[1]?.endsWith('new-doc.mts')) {
  const argv = process.argv.slice(2);
  try {
    if (!argv.includes('--title') && process.stdin.isTTY) {
      const rl = createInterface({input: process.stdin, output: process.stdout});
      const title = await rl.question('Page title (제목): ');
      rl.close();
      argv.push('--title', title);
    }
    const rel = createDoc(process.cwd(), argv);
    console.log(`Created ${rel}. Write the page, then run: npm run lint:content -- ${rel}`);
  } catch (e) {
    console.error((e as Error).message);
    process.exitCode = 1;
  }
}
