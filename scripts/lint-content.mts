/**
 * Content lint for writers: every problem is reported as `path:line: message (hint)`.
 * Hand-written because no markdownlint rule set knows our front matter, tag files and
 * the Korean body-length rule; MDX syntax itself is checked by the real MDX compiler.
 *
 * Usage: tsx scripts/lint-content.mts [dir-or-file ...]   (default: every docs folder)
 */
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import {promisify} from 'node:util';
import path from 'node:path';
import {createProcessor} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import yaml from 'js-yaml';
import {SECTIONS} from '../src/sections/registry';
import {mermaidError} from './mermaid-check.mts';

export interface Problem {
  file: string;
  line: number;
  message: string;
}

const ALLOWED_KEYS = new Set([
  'title',
  'description',
  'tags',
  'sidebar_position',
  'sidebar_label',
  'slug',
  'id',
  'keywords',
  'unlisted',
  'draft',
  'hide_title',
  'hide_table_of_contents',
  'toc_min_heading_level',
  'toc_max_heading_level',
  'pagination_next',
  'pagination_prev',
  'last_update',
  'image',
]);
const PLACEHOLDER = /lorem ipsum|coming soon|\bTBD\b|\bTODO\b|준비\s?중|作成中|準備中/i;
export const MIN_KO_BODY_CHARS = 600;
const mdxParser = createProcessor({remarkPlugins: [remarkGfm, remarkDirective]});

/** Body text a reader reads: no front matter, code, tables, imports, JSX or markup. */
export function bodyText(body: string): string {
  return body
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?\n\1[^\n]*$/gm, ' ')
    .split('\n')
    .filter((l) => !/^\s*\|/.test(l) && !/^\s*(import|export)\s/.test(l) && !/^\s*:::/.test(l))
    .join('\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\{#[\w-]+\}/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`~]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function splitFrontMatter(src: string): {fm: string | null; body: string; bodyLine: number} {
  const m = /^---\n([\s\S]*?)\n---\n?/.exec(src);
  if (!m) return {fm: null, body: src, bodyLine: 1};
  return {fm: m[1], body: src.slice(m[0].length), bodyLine: m[0].split('\n').length};
}

/** The nearest enclosing docs folder (docs, docs-<id> or a localized docs plugin folder), or null. */
function contentRoot(file: string): string | null {
  for (let dir = path.dirname(path.resolve(file)); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const name = path.basename(dir);
    if (name === 'docs' || name.startsWith('docs-')) return dir;
    if (name === 'current' && path.basename(path.dirname(dir)).startsWith('docusaurus-plugin-content-docs')) return dir;
  }
  return null;
}

const tagCache = new Map<string, Set<string> | null>();
function declaredTags(root: string): Set<string> | null {
  if (!tagCache.has(root)) {
    const f = path.join(root, 'tags.yml');
    tagCache.set(
      root,
      fs.existsSync(f) ? new Set(Object.keys((yaml.load(fs.readFileSync(f, 'utf8')) as object) ?? {})) : null,
    );
  }
  return tagCache.get(root)!;
}

export async function lintFile(file: string): Promise<Problem[]> {
  const out: Problem[] = [];
  const add = (line: number, message: string) => out.push({file, line, message});
  const src = fs.readFileSync(file, 'utf8');
  const {fm, body, bodyLine} = splitFrontMatter(src);
  const isKorean = !file.split(path.sep).includes('i18n');
  let data: Record<string, unknown> = {};
  if (fm === null) add(1, 'missing front matter (hint: start the file with --- title/description ---)');
  else {
    try {
      data = (yaml.load(fm) as Record<string, unknown>) ?? {};
    } catch (e) {
      add(2, `front matter is not valid YAML: ${(e as Error).message.split('\n')[0]}`);
    }
  }
  const blank = path.basename(file) === 'index.md' && path.basename(path.dirname(file)) === 'docs';
  if (!data.title) add(1, 'front matter: title is missing');
  if (!blank && !data.description)
    add(1, 'front matter: description is missing (hint: one sentence for search and social cards)');
  if (typeof data.description === 'string' && (data.description.length < 10 || data.description.length > 200))
    add(1, `front matter: description is ${data.description.length} characters (hint: 10–200)`);
  for (const k of Object.keys(data)) if (!ALLOWED_KEYS.has(k)) add(1, `front matter: unknown key "${k}"`);
  const root = contentRoot(file);
  if (data.tags !== undefined) {
    const tags = declaredTags(root ?? '');
    if (!Array.isArray(data.tags)) add(1, 'front matter: tags must be a list');
    else
      for (const t of data.tags) {
        if (!tags) add(1, `front matter: tag "${String(t)}" used but this section declares no tags.yml`);
        else if (!tags.has(String(t)))
          add(
            1,
            `front matter: tag "${String(t)}" is not declared in tags.yml (hint: add it there or pick a declared one)`,
          );
      }
  }

  const lines = body.split('\n');
  let fence: string | null = null;
  let prevLevel = 1;
  lines.forEach((l, i) => {
    const ln = bodyLine + i;
    const f = /^\s*(```+|~~~+)(.*)$/.exec(l);
    if (f) {
      if (fence === null) {
        fence = f[1];
        if (!f[2].trim()) add(ln, 'code fence without a language (hint: ```bash, ```json, ```text …)');
      } else if (f[1].startsWith(fence)) fence = null;
      return;
    }
    if (fence) return;
    const h = /^(#{1,6})\s+(.*)$/.exec(l);
    if (h) {
      const level = h[1].length;
      if (level === 1) add(ln, 'h1 in body (hint: the title comes from front matter; start at ##)');
      if (level > prevLevel + 1) add(ln, `heading level skips from h${prevLevel} to h${level}`);
      if ((level === 2 || level === 3) && !/\{#[\w-]+\}\s*$/.test(h[2]))
        add(ln, 'h2/h3 without an explicit id (hint: ## 제목 {#english-id})');
      prevLevel = level;
    }
    if (PLACEHOLDER.test(l)) add(ln, 'placeholder text (hint: write the real content or remove the line)');
    for (const m of l.matchAll(/!?\[[^\]]*\]\(([^)\s]+)[^)]*\)/g)) {
      const target = m[1];
      if (/^(https?:|mailto:|#|\/)/.test(target)) continue;
      const rel = decodeURI(target.split('#')[0]);
      if (!rel) continue;
      const abs = path.resolve(path.dirname(file), rel);
      if (!fs.existsSync(abs)) add(ln, `link target does not exist: ${target}`);
      else if (!m[0].startsWith('!') && !/\.mdx?$/.test(rel))
        add(ln, `relative link to a non-markdown file: ${target} (hint: link the .md file)`);
    }
  });
  if (isKorean && !blank && data.draft !== true) {
    const n = bodyText(body).length;
    if (n < MIN_KO_BODY_CHARS) add(bodyLine, `body text is ${n} characters (hint: at least ${MIN_KO_BODY_CHARS})`);
  }
  for (const m of src.matchAll(/^```mermaid[^\n]*\n([\s\S]*?)\n```/gm)) {
    const error = await mermaidError(m[1]);
    if (error) add(src.slice(0, m.index).split('\n').length, `mermaid diagram does not parse: ${error}`);
  }
  try {
    // Docusaurus strips heading ids and HTML comments before MDX sees them; so do we.
    const mdx = src
      .replace(/^---\n[\s\S]*?\n---\n/, (m) => '\n'.repeat(m.split('\n').length - 1))
      .replace(/^(#{1,6}\s.*?)\s*\{#[\w-]+\}\s*$/gm, '$1')
      .replace(/<!--[\s\S]*?-->/g, (m) => '\n'.repeat(m.split('\n').length - 1));
    // Parsing is where MDX syntax errors (stray < or {, broken JSX) surface; skipping the
    // later compile phases keeps the whole-site lint fast.
    mdxParser.parse(mdx);
  } catch (e) {
    const err = e as {
      line?: number;
      place?: {line?: number; start?: {line?: number}};
      reason?: string;
      message: string;
    };
    const line = err.line ?? err.place?.line ?? err.place?.start?.line ?? 1;
    add(line, `MDX does not compile: ${err.reason ?? err.message} (hint: escape < and { in text as \\< and \\{)`);
  }
  return out;
}

/** Work folders never get a route, so their drafts are not linted either. */
const WORK_FOLDERS = new Set(SECTIONS.flatMap((s) => s.exclude));
const inWorkFolder = (file: string): boolean => file.split(path.sep).some((seg) => WORK_FOLDERS.has(seg));

export function markdownFiles(target: string): string[] {
  if (fs.statSync(target).isFile()) return [target];
  return fs
    .readdirSync(target, {recursive: true, withFileTypes: true})
    .filter((d) => d.isFile() && /\.mdx?$/.test(d.name) && !inWorkFolder(path.join(d.parentPath, d.name)))
    .map((d) => path.join(d.parentPath, d.name))
    .sort();
}

export function defaultTargets(cwd = process.cwd()): string[] {
  return fs
    .readdirSync(cwd)
    .filter((d) => (d === 'docs' || d.startsWith('docs-')) && fs.statSync(path.join(cwd, d)).isDirectory())
    .concat(fs.existsSync(path.join(cwd, 'i18n')) ? ['i18n'] : []);
}

const format = (p: Problem) => `${path.relative(process.cwd(), p.file)}:${p.line}: ${p.message}`;

/** Lints one shard of the files and prints its problems; the parent only merges. */
async function lintShard(files: string[]): Promise<number> {
  let count = 0;
  for (const f of files)
    for (const p of await lintFile(f)) {
      count++;
      console.log(format(p));
    }
  return count;
}

export async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const shard = args[0] === '--shard' ? args.splice(0, 2)[1].split('/').map(Number) : null;
  const files = (args.length ? args : defaultTargets()).flatMap(markdownFiles);
  if (shard) {
    process.exitCode = (await lintShard(files.filter((_, i) => i % shard[1] === shard[0]))) ? 1 : 0;
    return;
  }
  // MDX compilation is CPU-bound: one process per core keeps the whole site under 10 s.
  const jobs = files.length < 40 ? 1 : Math.min(os.availableParallelism(), 4);
  let count: number;
  if (jobs === 1) count = await lintShard(files);
  else {
    const runs = Array.from({length: jobs}, (_, k) =>
      promisify(execFile)(
        process.execPath,
        [...process.execArgv, process.argv[1], '--shard', `${k}/${jobs}`, ...args],
        {
          maxBuffer: 64 * 1024 * 1024,
        },
      ).catch((e: {stdout?: string; code?: number}) => {
        if (e.code !== 1) throw e;
        return {stdout: e.stdout ?? ''};
      }),
    );
    const lines = (await Promise.all(runs)).flatMap((r) => r.stdout.split('\n').filter(Boolean)).sort();
    for (const l of lines) console.log(l);
    count = lines.length;
  }
  console.log(`${files.length} files checked, ${count} problems`);
  process.exitCode = count ? 1 : 0;
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) await main();
