/**
 * Opens each product landing (the section's root index page, in every language) with its entry
 * points: inserts <ProductHub> after the lead paragraph with the data src/sections/hub.ts
 * resolves, and imports the component there only, so other pages do not carry it. The product's
 * own release-note page gets its feed links (<FeedLinks>) in the same place.
 */
import path from 'node:path';
import type {Root, RootContent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {VFile} from 'vfile';
import {contentDirOf, translationDirOf} from '../sections/derive';
import {feedOf, hubData, releasePageOf} from '../sections/hub';
import {SECTIONS} from '../sections/registry';
import type {LocaleId} from '../sections/types';
import {defaultImport} from './esm';

const HUB = 'ProductHub';
const HUB_SOURCE = '@site/src/components/ProductHub';
const FEEDS = 'FeedLinks';
const FEEDS_SOURCE = '@site/src/components/FeedLinks';

/** A flow element with string attributes, imported as `name` from `source` at the top of the page. */
function insertAfterLead(tree: Root, name: string, source: string, attributes: Record<string, string>): void {
  const element: MdxJsxFlowElement = {
    type: 'mdxJsxFlowElement',
    name,
    attributes: Object.entries(attributes).map(([k, value]) => ({type: 'mdxJsxAttribute', name: k, value})),
    children: [],
  };
  const lead = tree.children.findIndex((n) => n.type === 'paragraph');
  tree.children.splice(lead + 1, 0, element as RootContent);
  tree.children.unshift(defaultImport(name, source) as RootContent);
}

/** Options name the section by id: plugin options ship in the site config, so no section object goes there. */
export function productHub({sectionId, locale}: {sectionId: string; locale: LocaleId}) {
  const section = SECTIONS.find((s) => s.id === sectionId);
  if (!section) throw new Error(`productHub: unknown section "${sectionId}"`);
  const pagesAt = (doc: string) =>
    [contentDirOf(section), translationDirOf(section, locale)].flatMap((dir) =>
      [`${doc}.md`, `${doc}.mdx`].map((f) => path.sep + path.join(dir, f)),
    );
  const roots = pagesAt('index');
  const releasePage = releasePageOf(section);
  const releases = releasePage ? pagesAt(releasePage) : [];
  const feed = feedOf(section, locale);
  return (tree: Root, file: VFile): void => {
    if (!section.hub || !file.path) return;
    const root = roots.find((r) => file.path.endsWith(r));
    if (root) {
      const siteDir = file.path.slice(0, -root.length);
      insertAfterLead(tree, HUB, HUB_SOURCE, {hub: JSON.stringify(hubData(section, locale, siteDir))});
    } else if (feed && releases.some((r) => file.path.endsWith(r)))
      insertAfterLead(tree, FEEDS, FEEDS_SOURCE, {product: feed.product, name: feed.name});
  };
}

export default productHub;
