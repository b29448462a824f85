/** Where a build's mermaid diagrams are written: found before bundling, so their font can be made first. */
import fs from 'node:fs';
import path from 'node:path';
import {contentDirOf, translationDirOf} from '../sections/derive';
import type {LocaleId, Section} from '../sections/types';
import {DEFAULT_LOCALE} from '../config/locales';

/** The mermaid sources of a Markdown file, in order. */
export function mermaidSources(markdown: string): string[] {
  return [...markdown.matchAll(/^(```+|~~~+)mermaid[^\n]*\n([\s\S]*?)\n\1[ \t]*$/gm)].map((m) => m[2]);
}

function markdownFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((f) => /\.mdx?$/.test(f))
    .map((f) => path.join(dir, f));
}

/** Every diagram the sections' pages in one locale hold (the Korean sources, or a locale's translations). */
export function localeDiagramSources(siteDir: string, sections: readonly Section[], locale: LocaleId): string[] {
  const dirs = sections.map((s) => (locale === DEFAULT_LOCALE ? contentDirOf(s) : translationDirOf(s, locale)));
  const sources = dirs.flatMap((d) =>
    markdownFiles(path.join(siteDir, d)).flatMap((f) => mermaidSources(fs.readFileSync(f, 'utf8'))),
  );
  return [...new Set(sources)];
}
