/**
 * The docs as Markdown for AI tools and scripts: a twin of every doc page at its address plus
 * `.md` (`/shieldrm/faq/drm-faq.md`), converted from the built HTML so facts tables and every
 * other component arrive as rendered (never as JSX), with absolute links and a short front matter;
 * `llms.txt` for the site and for each product, and `llms-full.txt` per product (llmstxt.org).
 * Written here rather than with a plugin from npm: none converts the rendered pages of 18 docs
 * instances in three locales into per-product llms files with this front matter, and this way the
 * files exist before the build's precompression step (./precompress.ts) runs.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {Element, ElementContent, Root as HastRoot} from 'hast';
import {select} from 'hast-util-select';
import rehypeParse from 'rehype-parse';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import {twinPath} from '../constants/markdown';
import {mermaidSources} from '../diagrams/sources';
import {visit, SKIP} from 'unist-util-visit';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';

export interface TwinDoc {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /** With the locale's base URL (`/en/shieldrm/faq/drm-faq`). */
  readonly permalink: string;
  /** Site-relative source file (`docs-shieldrm/faq/drm-faq.md` or its translation). */
  readonly source: string;
  readonly lastUpdatedAt?: number;
}

export interface TwinSection {
  readonly id: string;
  readonly name: string;
  readonly summary: string;
  /** Top-level groups of the section's sidebar, in order, each with its docs. */
  readonly groups: readonly {readonly label: string; readonly docs: readonly TwinDoc[]}[];
}

export {twinPath};

const text = (value: string): ElementContent => ({type: 'text', value});
const el = (tagName: string, properties: Element['properties'], children: ElementContent[]): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});

const classes = (node: Element): string[] => {
  const c: unknown = node.properties?.className;
  return Array.isArray(c) ? c.map(String) : typeof c === 'string' ? c.split(' ') : [];
};

/** The text of a node, lines of highlighted code joined by newlines. */
function plain(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element') return '';
  if (classes(node).includes('token-line')) return node.children.map(plain).join('').replace(/\n$/, '') + '\n';
  if (node.tagName === 'br') return '';
  return node.children.map(plain).join('');
}

/** Rewrites the page's content element into plain HTML that converts to clean Markdown. */
function simplify(content: Element, site: string, canonical: string, diagrams: string[]): void {
  let diagram = 0;
  visit(content, 'element', (node, index, parent) => {
    if (!parent || index === undefined) return;
    const cls = classes(node);
    const replace = (next: ElementContent | null): [typeof SKIP, number] => {
      if (next) parent.children.splice(index, 1, next);
      else parent.children.splice(index, 1);
      return [SKIP, next ? index + 1 : index];
    };
    // Page chrome inside the content: title (written as front matter and # heading), anchors,
    // icons, buttons, entry-point cards and feed links (the twin links its pages by itself).
    if (
      node.tagName === 'header' ||
      node.tagName === 'svg' ||
      node.tagName === 'button' ||
      node.tagName === 'nav' ||
      cls.includes('hash-link') ||
      node.properties?.dataFeedLinks !== undefined
    )
      return replace(null);
    if (node.properties?.dataDiagram !== undefined) {
      const source = diagrams[diagram++];
      return replace(source ? el('pre', {}, [el('code', {className: ['language-mermaid']}, [text(source)])]) : null);
    }
    if (cls.includes('theme-code-block')) {
      const lang = cls.find((c) => c.startsWith('language-'));
      const code = select('code', node);
      const body = code ? code.children.map(plain).join('').replace(/\n$/, '') : plain(node);
      return replace(el('pre', {}, [el('code', {className: lang ? [lang] : []}, [text(body)])]));
    }
    if (cls.includes('theme-admonition')) {
      const heading = node.children.find((c) => c.type === 'element' && classes(c).some((x) => /Heading/.test(x)));
      const body = node.children.find((c) => c.type === 'element' && classes(c).some((x) => /Content/.test(x)));
      const title = heading ? plain(heading).trim() : '';
      const inner = body && body.type === 'element' ? body.children : [];
      parent.children.splice(
        index,
        1,
        el('blockquote', {}, [el('p', {}, [el('strong', {}, [text(title)])]), ...inner]),
      );
      // Visit the quote next, so code blocks and links inside the admonition are rewritten too.
      return index;
    }
    if (node.tagName === 'q') return replace(text(`“${plain(node)}”`));
    return undefined;
  });
  // A pass of its own: replaced nodes (admonition bodies) are not visited by the one above.
  visit(content, 'element', (node) => {
    for (const attr of ['href', 'src'] as const) {
      const v = node.properties?.[attr];
      if (typeof v !== 'string') continue;
      if (v.startsWith('#')) node.properties[attr] = `${canonical}${v}`;
      else if (v.startsWith('/')) node.properties[attr] = `${site}${v}`;
    }
  });
}

const toMarkdown = unified()
  .use(rehypeRemark)
  // Unpadded table cells: padding to align columns misjudges the width of Korean and Japanese text.
  .use(remarkGfm, {tablePipeAlign: false})
  .use(remarkStringify, {bullet: '-', fences: true, rule: '-', listItemIndent: 'one'});

const yamlString = (s: string) => JSON.stringify(s);

/** One page's Markdown twin, from its built HTML. */
export function twinOf(html: string, doc: TwinDoc, site: string, diagrams: string[]): string {
  const tree = unified().use(rehypeParse).parse(html) as HastRoot;
  const content = select('.theme-doc-markdown', tree);
  if (!content) throw new Error(`${doc.permalink}: no .theme-doc-markdown in the built page`);
  const canonical = `${site}${doc.permalink}`;
  simplify(content, site, canonical, diagrams);
  const body = String(toMarkdown.stringify(toMarkdown.runSync({type: 'root', children: content.children}) as never));
  const front = [
    '---',
    `title: ${yamlString(doc.title)}`,
    `description: ${yamlString(doc.description)}`,
    ...(doc.lastUpdatedAt ? [`last_update: ${new Date(doc.lastUpdatedAt).toISOString().slice(0, 10)}`] : []),
    `canonical: ${canonical}`,
    '---',
  ];
  return `${front.join('\n')}\n\n# ${doc.title}\n\n${body.trim()}\n`;
}

/** A section's docs grouped by its sidebar's top-level items, in sidebar order. */
export function sectionGroups(content: DocsContent | undefined, overview: string): TwinSection['groups'] {
  const version = content?.loadedVersions[0];
  if (!version) return [];
  const byId = new Map(version.docs.map((d) => [d.id, d]));
  const toDoc = (id: string): TwinDoc | null => {
    const d = byId.get(id);
    if (!d || d.unlisted || d.frontMatter.draft) return null;
    return {
      id: d.id,
      title: d.title,
      description: d.description,
      permalink: d.permalink,
      source: d.source.replace(/^@site\//, ''),
      lastUpdatedAt: d.lastUpdatedAt ?? undefined,
    };
  };
  type Item = {type: string; id?: string; label?: string; items?: Item[]; link?: {type: string; id?: string}};
  const ids = (item: Item): string[] =>
    item.type === 'doc' || item.type === 'ref'
      ? [item.id!]
      : item.type === 'category'
        ? [...(item.link?.type === 'doc' && item.link.id ? [item.link.id] : []), ...(item.items ?? []).flatMap(ids)]
        : [];
  const groups: {label: string; docs: TwinDoc[]}[] = [];
  const sidebar = (Object.values(version.sidebars)[0] ?? []) as unknown as Item[];
  for (const item of sidebar) {
    const docs = ids(item)
      .map(toDoc)
      .filter((d): d is TwinDoc => d !== null);
    if (!docs.length) continue;
    const label = item.type === 'category' ? item.label! : overview;
    const last = groups.at(-1);
    if (last && last.label === label) last.docs.push(...docs);
    else groups.push({label, docs});
  }
  return groups;
}

/** llms.txt of one product (llmstxt.org: title, summary, sections of links with descriptions). */
export function productLlms(section: TwinSection, site: string): string {
  const lines = [`# ${section.name}`, '', `> ${section.summary}`, ''];
  for (const g of section.groups) {
    lines.push(`## ${g.label}`, '');
    for (const d of g.docs) lines.push(`- [${d.title}](${site}${twinPath(d.permalink)}): ${d.description}`);
    lines.push('');
  }
  return lines.join('\n');
}

/** The site's llms.txt: each product's llms.txt and its full text. */
export function siteLlms(
  title: string,
  summary: string,
  sections: readonly TwinSection[],
  site: string,
  base: string,
  labels: {products: string; full: string},
): string {
  const lines = [`# ${title}`, '', `> ${summary}`, '', `## ${labels.products}`, ''];
  for (const s of sections) lines.push(`- [${s.name}](${site}${base}/${s.id}/llms.txt): ${s.summary}`);
  lines.push('', `## Optional`, '');
  for (const s of sections) lines.push(`- [${s.name} · ${labels.full}](${site}${base}/${s.id}/llms-full.txt)`);
  return `${lines.join('\n')}\n`;
}

/** Writes every twin and llms file of one locale's build; returns the files written. */
export async function writeMarkdownTwins({
  outDir,
  siteDir,
  baseUrl,
  site,
  title,
  summary,
  labels,
  sections,
}: {
  outDir: string;
  siteDir: string;
  baseUrl: string;
  site: string;
  title: string;
  summary: string;
  labels: {products: string; full: string};
  sections: readonly TwinSection[];
}): Promise<string[]> {
  const base = baseUrl.replace(/\/$/, '');
  const written: string[] = [];
  const write = async (rel: string, data: string) => {
    const file = path.join(outDir, rel);
    await fs.mkdir(path.dirname(file), {recursive: true});
    await fs.writeFile(file, data);
    written.push(file);
  };
  const local = (permalink: string) => permalink.slice(base.length) || '/';
  for (const section of sections) {
    const full: string[] = [productLlms(section, site)];
    for (const doc of section.groups.flatMap((g) => g.docs)) {
      const html = await fs.readFile(path.join(outDir, local(doc.permalink), 'index.html'), 'utf8');
      const source = await fs.readFile(path.join(siteDir, doc.source), 'utf8');
      const twin = twinOf(html, doc, site, mermaidSources(source));
      await write(twinPath(local(doc.permalink)), twin);
      full.push(`\n---\n\nSource: ${site}${doc.permalink}\n\n${twin.replace(/^---\n[\s\S]*?\n---\n\n/, '')}`);
    }
    await write(`${section.id}/llms.txt`, productLlms(section, site));
    await write(`${section.id}/llms-full.txt`, full.join('\n'));
  }
  await write('llms.txt', siteLlms(title, summary, sections, site, base, labels));
  return written;
}
