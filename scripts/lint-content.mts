/**
 * Content lint for writers: every problem is reported as `path:line: message (hint)`.
 * Each page is parsed once into an MDX syntax tree; RULES is a table of checks over it.
 * Maintained remark-lint rules do what they can (heading increment, fenced code flag, local
 * links); ours cover what no rule set knows: front matter and tag files, heading ids, Korean
 * body length, placeholders, mermaid, the facts in src/facts, and translations matching their source.
 *
 * Usage: tsx scripts/lint-content.mts [dir-or-file ...]   (default: every docs folder and i18n)
 */
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import {promisify} from 'node:util';
import path from 'node:path';
import yaml from 'js-yaml';
import type {Heading, Link, Root, RootContent, Table, Text as MdText} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {createSlugger} from '@docusaurus/utils';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkLintFencedCodeFlag from 'remark-lint-fenced-code-flag';
import remarkLintHeadingIncrement from 'remark-lint-heading-increment';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkValidateLinks from 'remark-validate-links';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import {VFile} from 'vfile';
import {PRODUCTS} from '../src/facts/index.ts';
import {errorAnchor} from '../src/facts/text.ts';
import type {ProductFacts} from '../src/facts/types.ts';
import {SECTIONS} from '../src/sections/registry';
import {DEFAULT_SECTION_ID, contentDirOf, excludedFoldersOf, i18nDirOf} from '../src/sections/derive';
import {mermaidError} from './mermaid-check.mts';
import {koreanSourceOf} from '../src/remark/translationLinkFallback.ts';
import {avoidRules, loadTerms, styleProblems, titleCaseWords} from './style-rules.mts';

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
/** Placeholder prose, in the three languages; the build-output check uses the same pattern. */
export const PLACEHOLDER = /lorem ipsum|coming soon|\bTBD\b|\bTODO\b|준비\s?중|作成中|準備中/i;
export const MIN_KO_BODY_CHARS = 600;
/** A page links to at least this many related pages. */
export const MIN_RELATED_LINKS = 2;
/** Table columns whose cells name versions of the page's product. */
const VERSION_HEADERS = new Set(['버전', '도입 버전', '지원 버전', '적용 버전', '지원 시작 버전']);
const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/;

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

/** Where a content file belongs: its section, locale and path inside the section folder. */
export interface Place {
  root: string;
  section: (typeof SECTIONS)[number] | null;
  locale: string;
  rel: string;
}

export function placeOf(file: string): Place | null {
  const abs = path.resolve(file);
  for (let dir = path.dirname(abs); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const name = path.basename(dir);
    const rel = path.relative(dir, abs).split(path.sep).join('/');
    if (name === 'docs' || name.startsWith('docs-'))
      return {root: dir, section: SECTIONS.find((s) => contentDirOf(s) === name) ?? null, locale: 'ko', rel};
    // Blog posts (release announcements and notices): tags from the blog's tags.yml.
    if (name === 'blog' && path.dirname(dir) === process.cwd()) return {root: dir, section: null, locale: 'ko', rel};
    if (name === 'docusaurus-plugin-content-blog')
      return {root: dir, section: null, locale: path.basename(path.dirname(dir)), rel};
    const plugin = path.basename(path.dirname(dir));
    if (name === 'current' && plugin.startsWith('docusaurus-plugin-content-docs'))
      return {
        root: dir,
        section: SECTIONS.find((s) => i18nDirOf(s) === plugin) ?? null,
        locale: path.basename(path.dirname(path.dirname(dir))),
        rel,
      };
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

/** Everything a rule may look at, computed once per file. */
export interface Page {
  file: string;
  /** Repo-relative path with forward slashes (for facts' `pages` prefixes). */
  repoPath: string;
  src: string;
  /** The text the tree was parsed from: `src` with heading ids and comments lifted out, lines kept. */
  parsed: string;
  data: Record<string, unknown>;
  tree: Root;
  /** Explicit heading ids by source line (`{#id}` is not MDX, so it is lifted out before parsing). */
  ids: Map<number, string>;
  place: Place | null;
  isKorean: boolean;
  blank: boolean;
  /** A blog post: an announcement, which may be short and link one page. */
  post: boolean;
  products: ProductFacts[];
  allProducts: readonly ProductFacts[];
}

type Add = (line: number, message: string) => void;
interface Rule {
  id: string;
  check(page: Page, add: Add): void | Promise<void>;
}

const lineOf = (n: {position?: {start: {line: number}}}): number => n.position?.start.line ?? 1;

/** Text nodes outside code, quotes of product messages stripped when asked. */
function proseNodes(tree: Root): MdText[] {
  const out: MdText[] = [];
  visit(tree, 'text', (n) => {
    out.push(n);
  });
  return out;
}

const headingId = (page: Page, h: Heading): string | undefined => page.ids.get(lineOf(h));

const frontMatter: Rule = {
  id: 'front-matter',
  check(page, add) {
    const {data, src} = page;
    if (!/^---\n/.test(src)) add(1, 'missing front matter (hint: start the file with --- title/description ---)');
    if (!data.title) add(1, 'front matter: title is missing');
    if (!page.blank && !data.description)
      add(1, 'front matter: description is missing (hint: one sentence for search and social cards)');
    if (typeof data.description === 'string' && (data.description.length < 10 || data.description.length > 200))
      add(1, `front matter: description is ${data.description.length} characters (hint: 10–200)`);
    for (const k of Object.keys(data)) if (!ALLOWED_KEYS.has(k)) add(1, `front matter: unknown key "${k}"`);
    if (data.tags === undefined) return;
    const tags = declaredTags(page.place?.root ?? '');
    if (!Array.isArray(data.tags)) return add(1, 'front matter: tags must be a list');
    for (const t of data.tags) {
      if (!tags) add(1, `front matter: tag "${String(t)}" used but this section declares no tags.yml`);
      else if (!tags.has(String(t)))
        add(
          1,
          `front matter: tag "${String(t)}" is not declared in tags.yml (hint: add it there or pick a declared one)`,
        );
    }
  },
};

const headings: Rule = {
  id: 'headings',
  check(page, add) {
    visit(page.tree, 'heading', (h) => {
      if (h.depth === 1) add(lineOf(h), 'h1 in body (hint: the title comes from front matter; start at ##)');
      if ((h.depth === 2 || h.depth === 3) && !headingId(page, h))
        add(lineOf(h), 'h2/h3 without an explicit id (hint: ## 제목 {#english-id})');
    });
  },
};

/** remark-lint and remark-validate-links, with their messages said the way our other rules say them. */
const remarkRules: Rule = {
  id: 'remark-lint',
  async check(page, add) {
    // Positions in the tree are offsets into the text it was parsed from.
    const file = new VFile({path: page.file, value: page.parsed});
    const tree = structuredClone(page.tree);
    // remark-validate-links reads heading ids from data.hProperties.
    visit(tree, 'heading', (h) => {
      const id = page.ids.get(lineOf(h));
      if (id) h.data = {...h.data, hProperties: {id}};
    });
    await unified()
      .use(remarkLintHeadingIncrement)
      .use(remarkLintFencedCodeFlag)
      .use(remarkValidateLinks, {repository: false, root: path.dirname(page.place?.root ?? page.file)})
      .run(tree, file);
    for (const m of file.messages) {
      const line = m.line ?? 1;
      if (m.ruleId === 'heading-increment') {
        const [, found, want] = /rank `(\d)`.*rank `(\d)`/.exec(m.reason) ?? [];
        add(line, `heading level skips from h${Number(want) - 1} to h${found}`);
      } else if (m.ruleId === 'fenced-code-flag')
        add(line, 'code fence without a language (hint: ```bash, ```json, ```text …)');
      else if (m.ruleId === 'missing-file') {
        const target = /`([^`]+)`/.exec(m.reason)?.[1] ?? '';
        // Docusaurus resolves a translation's links against the Korean folder too.
        const source = koreanSourceOf(path.resolve(page.file));
        if (
          source &&
          fs.existsSync(
            path.resolve(
              path.dirname(source),
              path.relative(path.dirname(page.file), path.resolve(path.dirname(page.file), target)),
            ),
          )
        )
          continue;
        add(line, `link target does not exist: ${m.place && 'start' in m.place ? linkAt(page, line, target) : target}`);
      } else if (m.ruleId === 'missing-heading')
        add(line, `link to a missing heading: ${/`#([^`]+)`/.exec(m.reason)?.[1]}`);
    }
    // validate-links checks another file's headings only when it reads every file in one run.
    visit(page.tree, 'link', (n: Link) => {
      const m = /^([^:#?]+\.mdx?)#(.+)$/.exec(n.url);
      if (!m) return;
      const target = targetFile(page, decodeURI(m[1]));
      const anchor = decodeURIComponent(m[2]);
      if (target && !anchorsOf(target).has(anchor))
        add(lineOf(n), `link to a missing heading: ${m[1]}#${anchor} (hint: the ids are the {#…} of its headings)`);
    });
  },
};

/** The file a relative Markdown link points at; a translation may link a Korean-only page. */
function targetFile(page: Page, rel: string): string | null {
  const own = path.resolve(path.dirname(page.file), rel);
  if (fs.existsSync(own)) return own;
  const source = koreanSourceOf(path.resolve(page.file));
  const fallback = source && path.resolve(path.dirname(source), rel);
  return fallback && fs.existsSync(fallback) ? fallback : null;
}

const anchorCache = new Map<string, Set<string>>();
/** Every anchor a page has: explicit heading ids, slugs of the other headings, id attributes. */
function anchorsOf(file: string): Set<string> {
  let anchors = anchorCache.get(file);
  if (anchors) return anchors;
  const src = fs.readFileSync(file, 'utf8');
  const slugger = createSlugger();
  anchors = new Set();
  for (const [, text, id] of src.matchAll(/^#{1,6}[ \t]+(.*?)(?:[ \t]*\{#([\w-]+)\})?[ \t]*$/gm))
    anchors.add(id ?? slugger.slug(text));
  for (const [, id] of src.matchAll(/\bid=["']([^"']+)["']/g)) anchors.add(id);
  // <ErrorCodes product="…" only={[…]}> gives each code's row an anchor (src/components/Facts).
  for (const [, product, only] of src.matchAll(/<ErrorCodes\s+product="([^"]+)"(?:\s+only=\{\[([^\]]*)\]\})?/g)) {
    const codes = PRODUCTS.find((p) => p.id === product)?.errors?.codes.map((e) => e.code) ?? [];
    const shown = only ? [...only.matchAll(/"([^"]+)"/g)].map((x) => x[1]) : codes;
    for (const code of shown) anchors.add(errorAnchor(code));
  }
  anchorCache.set(file, anchors);
  return anchors;
}

/** The link as the writer wrote it, for the message (validate-links reports a resolved path). */
function linkAt(page: Page, line: number, resolved: string): string {
  let found = resolved;
  visit(page.tree, ['link', 'image'], (n) => {
    const url = (n as Link).url;
    if (lineOf(n as Link) === line && decodeURI(url.split('#')[0]).endsWith(path.basename(resolved))) found = url;
  });
  return found;
}

const links: Rule = {
  id: 'links',
  check(page, add) {
    let related = 0;
    const own = page.place?.section;
    visit(page.tree, ['link', 'image'], (n) => {
      const node = n as Link;
      const url = node.url;
      if (n.type === 'link' && !/^(https?:|mailto:|#)/.test(url)) related++;
      if (/^(https?:|mailto:|#)/.test(url)) return;
      if (url.startsWith('/')) {
        // Generated category and tag pages have no file to link, so they keep their route.
        const generated = new RegExp(`^/${own?.id}/(category|tags)(/|$)`).test(url);
        if (
          own &&
          !generated &&
          (url === `/${own.id}` || url.startsWith(`/${own.id}/`) || url.startsWith(`/${own.id}#`))
        )
          add(lineOf(node), `link within the section as an absolute path: ${url} (hint: link the .md file relatively)`);
        return;
      }
      const rel = decodeURI(url.split('#')[0]);
      if (n.type === 'link' && rel && !/\.mdx?$/.test(rel) && fs.existsSync(path.resolve(path.dirname(page.file), rel)))
        add(lineOf(node), `relative link to a non-markdown file: ${url} (hint: link the .md file)`);
    });
    if (!page.blank && page.data.draft !== true && related < (page.post ? 1 : MIN_RELATED_LINKS))
      add(1, `${related} links to related pages (hint: link at least ${MIN_RELATED_LINKS})`);
  },
};

const prose: Rule = {
  id: 'prose',
  check(page, add) {
    for (const t of proseNodes(page.tree)) {
      if (PLACEHOLDER.test(t.value))
        add(lineOf(t), 'placeholder text (hint: write the real content or remove the line)');
      // Quoted product messages may keep their own wording.
      if (page.isKorean && /십시오/.test(t.value.replace(/"[^"]*"|“[^”]*”|'[^']*'/g, '')))
        add(lineOf(t), 'instruction in ~하십시오 form (hint: write plain 합니다체: "…을 선택합니다")');
    }
    visit(page.tree, 'heading', (h) => {
      if (PLACEHOLDER.test(toString(h)))
        add(lineOf(h), 'placeholder text (hint: write the real content or remove the line)');
    });
  },
};

const koreanBody: Rule = {
  id: 'korean-body',
  check(page, add) {
    if (!page.isKorean || page.blank || page.post || page.data.draft === true) return;
    const body = page.src.replace(/^---\n[\s\S]*?\n---\n?/, '');
    const n = bodyText(body).length;
    const bodyLine =
      page.src.length - body.length ? page.src.slice(0, page.src.length - body.length).split('\n').length : 1;
    if (n < MIN_KO_BODY_CHARS) add(bodyLine, `body text is ${n} characters (hint: at least ${MIN_KO_BODY_CHARS})`);
  },
};

const mermaid: Rule = {
  id: 'mermaid',
  async check(page, add) {
    const blocks: {value: string; line: number}[] = [];
    visit(page.tree, 'code', (c) => {
      if (c.lang === 'mermaid') blocks.push({value: c.value, line: lineOf(c)});
    });
    for (const b of blocks) {
      const error = await mermaidError(b.value);
      if (error) add(b.line, `mermaid diagram does not parse: ${error}`);
    }
  },
};

/** Every text a reader sees, code included: where error codes get quoted. */
function allText(tree: Root): {value: string; line: number}[] {
  const out: {value: string; line: number}[] = [];
  visit(tree, (n) => {
    if ((n.type === 'text' || n.type === 'inlineCode' || n.type === 'code') && 'value' in n)
      out.push({value: String(n.value), line: lineOf(n)});
  });
  return out;
}

/** A quoted version matches a release (`6.3` matches `6.3.0`, `3.x` matches any 3.*). */
export function knownVersion(v: string, p: ProductFacts): boolean {
  const versions = (p.releases ?? []).map((r) => r.version);
  if (/^\d+\.x$/.test(v)) return versions.some((r) => r.startsWith(v.slice(0, -1)));
  return versions.some((r) => r === v || r.startsWith(`${v}.`) || `${r}.0` === v);
}

const VERSION_TOKEN = /\b\d+\.\d+(?:\.\d+)?(?:\.x)?\b|\b\d+\.x\b/g;

const facts: Rule = {
  id: 'facts',
  check(page, add) {
    if (page.place?.locale !== 'ko') return;
    const checked = page.allProducts.filter((p) => p.errors && (page.products.includes(p) || p.errors.siteWide));
    for (const t of allText(page.tree))
      for (const p of checked) {
        const codes = new Set(p.errors!.codes.map((c) => c.code));
        for (const m of t.value.matchAll(new RegExp(p.errors!.pattern, 'g')))
          if (m[1] && !codes.has(m[1]))
            add(t.line, `error code ${m[1]} is not defined for ${p.id} (hint: src/facts/products/${p.id}.ts)`);
      }
    for (const p of page.products.filter((x) => x.releases?.length)) {
      visit(page.tree, 'table', (table: Table) => {
        const head = table.children[0]?.children.map((c) => toString(c).trim()) ?? [];
        head.forEach((h, col) => {
          if (!VERSION_HEADERS.has(h)) return;
          for (const row of table.children.slice(1)) {
            const cell = row.children[col];
            for (const v of cell ? (toString(cell).match(VERSION_TOKEN) ?? []) : [])
              if (!knownVersion(v, p))
                add(
                  lineOf(row),
                  `version ${v} is not in ${p.id}'s release notes (hint: src/facts/products/${p.id}.ts)`,
                );
          }
        });
      });
      const nodes = page.tree.children;
      nodes.forEach((n, i) => {
        if (n.type !== 'heading' || n.depth !== 2) return;
        const v = toString(n)
          .replace(/\{#[\w-]+\}/, '')
          .trim();
        if (!/^\d+(\.\d+)+$|^\d{2}\.\d{4}$/.test(v)) return;
        const release = p.releases!.find((r) => r.version === v);
        if (!release)
          return add(lineOf(n), `release ${v} is not in ${p.id}'s releases (hint: src/facts/products/${p.id}.ts)`);
        const date = nodes
          .slice(i + 1, i + 3)
          .map((x: RootContent) => /출시일\s*[:：]\s*(\d{4}-\d{2}-\d{2})/.exec(toString(x))?.[1])
          .find(Boolean);
        if (date && date !== release.date)
          add(lineOf(n), `release ${v} is dated ${date} here but ${release.date} in ${p.id}'s releases`);
      });
    }
  },
};

/** A translation is the same page: same heading ids in the same order, no Korean left in prose. */
const translation: Rule = {
  id: 'translation',
  check(page, add) {
    const pl = page.place;
    if (!pl || pl.locale === 'ko' || !pl.section) return;
    for (const t of proseNodes(page.tree))
      if (HANGUL.test(t.value)) {
        add(lineOf(t), `Korean text left in the ${pl.locale} translation: "${t.value.trim().slice(0, 40)}"`);
        break;
      }
    const source = koreanSourceOf(path.resolve(page.file))!;
    if (!fs.existsSync(source))
      return add(1, `no Korean source page for this translation (${contentDirOf(pl.section)}/${pl.rel})`);
    const want = [...fs.readFileSync(source, 'utf8').matchAll(/^#{2,3}[ \t].*\{#([\w-]+)\}[ \t]*$/gm)].map((m) => m[1]);
    const have = [...page.ids.values()];
    if (want.join(' ') !== have.join(' '))
      add(
        1,
        `heading ids differ from the Korean source (hint: keep ${want.find((id, i) => have[i] !== id) ?? 'the same ids'})`,
      );
  },
};

const TERMS = loadTerms();
const AVOID = avoidRules(TERMS);
const NAMES = titleCaseWords(TERMS);

/** The editions' style rules that a script can check (scripts/style-rules.mts). */
const style: Rule = {
  id: 'style',
  check(page, add) {
    const pl = page.place;
    if (!pl || pl.locale === 'ko') return;
    for (const p of styleProblems(page.src, pl.locale, AVOID, NAMES)) add(p.line, p.message);
  },
};

/** A table's first body row that repeats its header (a header pasted twice). */
const tables: Rule = {
  id: 'tables',
  check(page, add) {
    const cells = (row: Table['children'][number]) => row.children.map((c) => toString(c).trim()).join('\u0000');
    visit(page.tree, 'table', (table: Table) => {
      const [head, first] = table.children;
      if (head && first && cells(head) === cells(first))
        add(
          lineOf(first),
          'table header row repeated as its first row (hint: delete the second header and its |---| line)',
        );
    });
  },
};

export const RULES: readonly Rule[] = [
  frontMatter,
  headings,
  tables,
  remarkRules,
  links,
  prose,
  koreanBody,
  mermaid,
  facts,
  translation,
  style,
];

const mdxParser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx).use(remarkGfm).use(remarkDirective);
const mdParser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkDirective);

/** `products` is for tests; the site's facts by default. */
export async function lintFile(file: string, products: readonly ProductFacts[] = PRODUCTS): Promise<Problem[]> {
  const out: Problem[] = [];
  const add: Add = (line, message) => out.push({file, line, message});
  const src = fs.readFileSync(file, 'utf8');
  let data: Record<string, unknown> = {};
  const fm = /^---\n([\s\S]*?)\n---\n?/.exec(src);
  if (fm)
    try {
      data = (yaml.load(fm[1]) as Record<string, unknown>) ?? {};
    } catch (e) {
      add(2, `front matter is not valid YAML: ${(e as Error).message.split('\n')[0]}`);
    }
  // Docusaurus lifts heading ids and drops HTML comments before MDX sees them; so do we.
  const ids = new Map<number, string>();
  const mdx = src
    .replace(/^(#{1,6}[ \t].*?)[ \t]*\{#([\w-]+)\}[ \t]*$/gm, (_m, h: string, id: string, offset: number) => {
      ids.set(src.slice(0, offset).split('\n').length, id);
      return h;
    })
    .replace(/<!--[\s\S]*?-->/g, (m) => '\n'.repeat(m.split('\n').length - 1));
  let tree: Root;
  try {
    tree = mdxParser.parse(mdx);
  } catch (e) {
    const err = e as {
      line?: number;
      place?: {line?: number; start?: {line?: number}};
      reason?: string;
      message: string;
    };
    const line = err.line ?? err.place?.line ?? err.place?.start?.line ?? 1;
    add(line, `MDX does not compile: ${err.reason ?? err.message} (hint: escape < and { in text as \\< and \\{)`);
    tree = mdParser.parse(mdx);
  }
  const place = placeOf(file);
  const repoPath = path.relative(process.cwd(), path.resolve(file)).split(path.sep).join('/');
  const page: Page = {
    file,
    repoPath,
    src,
    parsed: mdx,
    data,
    tree,
    ids,
    place,
    isKorean: place ? place.locale === 'ko' : !file.split(path.sep).includes('i18n'),
    // The /docs home is blank on purpose (the inventory asks for one blank page), in every locale.
    post: place
      ? path.basename(place.root) === 'blog' || path.basename(place.root) === 'docusaurus-plugin-content-blog'
      : false,
    blank:
      place?.section?.id === DEFAULT_SECTION_ID
        ? place.rel === 'index.md'
        : path.basename(file) === 'index.md' && path.basename(path.dirname(file)) === 'docs',
    products: products.filter((p) => p.pages.some((prefix) => repoPath.startsWith(prefix))),
    allProducts: products,
  };
  for (const rule of RULES) await rule.check(page, add);
  return out.sort((a, b) => a.line - b.line);
}

/** Work folders never get a route, so their drafts are not linted either. */
const WORK_FOLDERS = new Set(SECTIONS.flatMap(excludedFoldersOf));
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
    .filter(
      (d) => (d === 'docs' || d.startsWith('docs-') || d === 'blog') && fs.statSync(path.join(cwd, d)).isDirectory(),
    )
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
  // Parsing and mermaid are CPU-bound: one process per core keeps the whole site fast.
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
