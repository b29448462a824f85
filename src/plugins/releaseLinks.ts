import type {AllContent, LoadContext} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {PRODUCTS} from '../facts';
import {SECTIONS} from '../sections/registry';
import {parseHubRef} from '../sections/hub';
import {pluginIdOf} from '../sections/derive';

/**
 * Absolute URL of each product's release information in the locale being built: its hub's
 * releases page where the registry names one, else its landing, else the blog's tag page.
 */
export function productReleaseLinks(allContent: AllContent, context: LoadContext): Record<string, string> {
  const docs = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, DocsContent | undefined>;
  const site = context.siteConfig.url;
  const base = context.baseUrl.replace(/\/$/, '');
  const links: Record<string, string> = {};
  for (const p of PRODUCTS) {
    const section = SECTIONS.find((s) => s.id === p.id);
    let link = `${site}${base}/blog/tags/${p.id}`;
    if (section) {
      link = `${site}${base}/${section.id}`;
      const ref = section.hub?.releases;
      if (ref) {
        const {section: target, doc, hash} = parseHubRef(ref, section);
        const found = docs[pluginIdOf(target)]?.loadedVersions[0]?.docs.find((d) => d.id === doc);
        if (found) link = `${site}${found.permalink}${hash ? `#${hash}` : ''}`;
      }
    }
    links[p.id] = link;
  }
  return links;
}
