/**
 * Opens each product landing (the section's root index page, in every language) with its entry
 * points: inserts <ProductHub> after the lead paragraph with the data src/sections/hub.ts
 * resolves, and imports the component there only, so other pages do not carry it.
 */
import path from 'node:path';
import type {Root, RootContent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {VFile} from 'vfile';
import {contentDirOf, translationDirOf} from '../sections/derive';
import {hubData} from '../sections/hub';
import {SECTIONS} from '../sections/registry';
import type {LocaleId} from '../sections/types';
import {defaultImport} from './esm';

const COMPONENT = 'ProductHub';
const SOURCE = '@site/src/components/ProductHub';

/** Options name the section by id: plugin options ship in the site config, so no section object goes there. */
export function productHub({sectionId, locale}: {sectionId: string; locale: LocaleId}) {
  const section = SECTIONS.find((s) => s.id === sectionId);
  if (!section) throw new Error(`productHub: unknown section "${sectionId}"`);
  const roots = [contentDirOf(section), translationDirOf(section, locale)].flatMap((dir) =>
    ['index.md', 'index.mdx'].map((f) => path.sep + path.join(dir, f)),
  );
  return (tree: Root, file: VFile): void => {
    if (!section.hub || !file.path) return;
    const root = roots.find((r) => file.path.endsWith(r));
    if (!root) return;
    const siteDir = file.path.slice(0, -root.length);
    const element: MdxJsxFlowElement = {
      type: 'mdxJsxFlowElement',
      name: COMPONENT,
      attributes: [{type: 'mdxJsxAttribute', name: 'hub', value: JSON.stringify(hubData(section, locale, siteDir))}],
      children: [],
    };
    const lead = tree.children.findIndex((n) => n.type === 'paragraph');
    tree.children.splice(lead + 1, 0, element as RootContent);
    tree.children.unshift(defaultImport(COMPONENT, SOURCE) as RootContent);
  };
}

export default productHub;
