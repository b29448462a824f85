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
import {DEFAULT_LOCALE} from '../config/locales';

/** The Korean file a translation file translates, or null for a file outside i18n/. */
export function koreanSourceOf(file: string): string | null {
  const m = /^(.*)[\\/]i18n[\\/][^\\/]+[\\/]([^\\/]+)[\\/]current[\\/](.+)$/.exec(file);
  const section = m && SECTIONS.find((s) => i18nDirOf(s) === m[2]);
  return m && section ? path.join(m[1], contentDirOf(section), m[3]) : null;
}

/** The translation of a Korean content file in a locale (it may not exist yet), or null. */
export function translationOf(file: string, locale: string): string | null {
  const m = /^(.*)[\\/](docs(?:-[^\\/]+)?)[\\/](.+)$/.exec(file);
  const section = m && SECTIONS.find((s) => contentDirOf(s) === m[2]);
  return m && section && !m[1].includes(`${path.sep}i18n${path.sep}`)
    ? path.join(m[1], 'i18n', locale, i18nDirOf(section), 'current', m[3])
    : null;
}

/**
 * Links follow the pages the reader's locale has: a Korean page shown in English links the English
 * translation where one exists (Docusaurus only maps a page's current source), and a translation
 * links the Korean source of a page not translated yet.
 */
export function translationLinkFallback(locale = process.env.DOCUSAURUS_CURRENT_LOCALE ?? DEFAULT_LOCALE) {
  return (tree: Root, file: VFile): void => {
    if (!file.path) return;
    const abs = path.resolve(file.path);
    if (locale !== DEFAULT_LOCALE && !koreanSourceOf(abs))
      visit(tree, 'link', (node: Link) => {
        const [target, hash] = node.url.split('#');
        if (!/\.mdx?$/.test(target) || /^[a-z]+:|^\//i.test(target)) return;
        const translated = translationOf(path.resolve(path.dirname(abs), decodeURI(target)), locale);
        if (translated && fs.existsSync(translated))
          node.url = path.relative(path.dirname(abs), translated).split(path.sep).join('/') + (hash ? `#${hash}` : '');
      });
    const source = koreanSourceOf(abs);
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
