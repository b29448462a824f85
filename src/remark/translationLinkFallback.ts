/**
 * A translated page may link a page that is not translated yet. Docusaurus resolves a relative
 * `.md` link only inside the translation folder, so such a link would break; this points it at
 * the Korean source file instead, which Docusaurus serves in the same locale (under the
 * untranslated-page notice). Hand-written: no Docusaurus option or plugin does this fallback.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Link, Root} from 'mdast';
import type {VFile} from 'vfile';
import {visit} from 'unist-util-visit';
import {SECTIONS} from '../sections/registry';
import {contentDirOf, i18nDirOf} from '../sections/derive';

/** The Korean file a translation file translates, or null for a file outside i18n/. */
export function koreanSourceOf(file: string): string | null {
  const m = /^(.*)[\\/]i18n[\\/][^\\/]+[\\/]([^\\/]+)[\\/]current[\\/](.+)$/.exec(file);
  const section = m && SECTIONS.find((s) => i18nDirOf(s) === m[2]);
  return m && section ? path.join(m[1], contentDirOf(section), m[3]) : null;
}

export function translationLinkFallback() {
  return (tree: Root, file: VFile): void => {
    const source = file.path ? koreanSourceOf(path.resolve(file.path)) : null;
    if (!source) return;
    visit(tree, 'link', (node: Link) => {
      const [target, hash] = node.url.split('#');
      if (!/\.mdx?$/.test(target) || /^[a-z]+:|^\//i.test(target)) return;
      const here = path.resolve(path.dirname(file.path), decodeURI(target));
      if (fs.existsSync(here)) return;
      const korean = path.resolve(path.dirname(source), decodeURI(target));
      if (!fs.existsSync(korean)) return;
      node.url = path.relative(path.dirname(file.path), korean).split(path.sep).join('/') + (hash ? `#${hash}` : '');
    });
  };
}

export default translationLinkFallback;
