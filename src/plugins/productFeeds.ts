/**
 * A feed per product, in RSS and Atom, beside the blog's own: `/blog/tags/<product>/rss.xml` and
 * `atom.xml` in each locale. Items are the blog posts tagged with the product, then every release
 * of the product's facts that no post announces (a reader subscribed to one product still sees
 * each release). Written with `feed`, the library the blog plugin uses, and styled by the blog's
 * own XSLT files. The blog plugin makes one feed per blog, none per tag, hence this module.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {Feed} from 'feed';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {PRODUCTS} from '../facts';
import {textIn} from '../facts/text';
import type {ProductFacts} from '../facts/types';
import {BLOG_STRINGS} from '../config/blog';
import {BLOG_ROUTE, productFeedPath} from '../constants/feeds';
import {LOCALE_CONFIGS} from '../config/locales';
import {COMPANY_NAME, COPYRIGHT_YEAR} from '../constants/site';
import type {LocaleId} from '../sections/types';

export interface FeedPost {
  readonly title: string;
  readonly description: string;
  /** Path with the locale's base URL, as the blog gives it. */
  readonly permalink: string;
  readonly date: Date;
  /** Tag keys: the tag permalink's last segment (`/blog/tags/shieldrm` → `shieldrm`). */
  readonly tags: readonly string[];
}

/** The blog posts a feed may list (no drafts, no unlisted posts), newest first. */
export function feedPosts(blog: BlogContent | undefined): FeedPost[] {
  return (blog?.blogPosts ?? [])
    .filter((p) => !p.metadata.frontMatter.draft && !p.metadata.unlisted)
    .map((p) => ({
      title: p.metadata.title,
      description: p.metadata.description,
      permalink: p.metadata.permalink,
      date: new Date(p.metadata.date),
      tags: p.metadata.tags.map((t) => t.permalink.split('/').pop()!),
    }))
    .sort((a, b) => b.date.getTime() - a.date.getTime());
}

const RELEASE_ITEM = {
  title: {ko: '{product} {version} 릴리스', en: '{product} {version} released', ja: '{product} {version}をリリース'},
  description: {
    ko: '{product} {version} 출시({date}). 변경 사항과 지원 버전은 링크한 페이지에 있습니다.',
    en: '{product} {version} was released on {date}. The linked page has its changes and supported versions.',
    ja: '{product} {version}を{date}にリリースしました。変更点とサポート対象バージョンは、リンク先のページを参照してください。',
  },
} as const;

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');

export interface FeedItem {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly link: string;
  readonly date: Date;
}

/** A product's feed items: its posts, then its releases no post names by version. */
export function productFeedItems(
  p: ProductFacts,
  posts: readonly FeedPost[],
  locale: LocaleId,
  site: string,
  releaseLink: string,
): FeedItem[] {
  const own = posts.filter((post) => post.tags.includes(p.id));
  const product = textIn(p.name, locale);
  const items: FeedItem[] = own.map((post) => ({
    id: `${site}${post.permalink}`,
    title: post.title,
    description: post.description,
    link: `${site}${post.permalink}`,
    date: post.date,
  }));
  for (const r of p.releases ?? []) {
    if (own.some((post) => post.title.includes(r.version))) continue;
    const name = r.component ? `${product} ${textIn(r.component, locale)}` : product;
    const values = {product: name, version: r.version, date: r.date};
    items.push({
      id: `urn:${COMPANY_NAME.toLowerCase()}:${p.id}:${r.component ? textIn(r.component, 'en').toLowerCase().replace(/\W+/g, '-') + ':' : ''}${r.version}`,
      title: fill(RELEASE_ITEM.title[locale], values),
      description: fill(RELEASE_ITEM.description[locale], values),
      link: releaseLink,
      date: new Date(`${r.date}T00:00:00Z`),
    });
  }
  return items.sort((a, b) => b.date.getTime() - a.date.getTime());
}

/** Writes every product's RSS and Atom feeds into one locale's build. */
export async function writeProductFeeds({
  outDir,
  baseUrl,
  siteUrl,
  locale,
  posts,
  releaseLinks,
}: {
  outDir: string;
  baseUrl: string;
  siteUrl: string;
  locale: LocaleId;
  posts: readonly FeedPost[];
  /** Absolute URL of each product's release information (its landing where it has no other). */
  releaseLinks: Readonly<Record<string, string>>;
}): Promise<string[]> {
  const written: string[] = [];
  const base = baseUrl.replace(/\/$/, '');
  for (const p of PRODUCTS) {
    const product = textIn(p.name, locale);
    const items = productFeedItems(p, posts, locale, siteUrl, releaseLinks[p.id] ?? `${siteUrl}${base}/`);
    const tagPage = `${siteUrl}${base}/${BLOG_ROUTE}/tags/${p.id}`;
    const feed = new Feed({
      id: tagPage,
      title: `${product} · ${COMPANY_NAME} ${BLOG_STRINGS.title[locale]}`,
      description: BLOG_STRINGS.description[locale],
      link: tagPage,
      language: LOCALE_CONFIGS[locale].htmlLang,
      copyright: `Copyright © ${COPYRIGHT_YEAR} ${COMPANY_NAME}`,
      updated: items[0]?.date,
      feedLinks: {
        rss: `${siteUrl}${base}${productFeedPath(p.id, 'rss')}`,
        atom: `${siteUrl}${base}${productFeedPath(p.id, 'atom')}`,
      },
    });
    for (const item of items) feed.addItem({...item, content: item.description});
    const dir = path.join(outDir, BLOG_ROUTE, 'tags', p.id);
    await fs.mkdir(dir, {recursive: true});
    for (const [type, xml] of [
      ['rss', feed.rss2()],
      ['atom', feed.atom1()],
    ] as const) {
      // The blog plugin's stylesheets sit in /blog/; a browser renders the feed as a page.
      const styled = xml.replace(
        '<?xml version="1.0" encoding="utf-8"?>',
        `<?xml version="1.0" encoding="utf-8"?><?xml-stylesheet type="text/xsl" href="../../${type}.xsl"?>`,
      );
      const file = path.join(dir, `${type}.xml`);
      await fs.writeFile(file, styled);
      // The stylesheet loads its CSS beside the feed; this one brings the blog's.
      await fs.writeFile(path.join(dir, `${type}.css`), `@import url("../../${type}.css");\n`);
      written.push(file);
    }
  }
  return written;
}
