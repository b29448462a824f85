import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import remarkCjkFriendly from 'remark-cjk-friendly';
import {COMPANY_NAME, COPYRIGHT_YEAR} from '../constants/site';
import type {LocaleId, Localized, Section} from '../sections/types';
import {PRODUCTS} from '../facts';
import {LOCALE_CONFIGS} from './locales';
import {BLOG_ROUTE} from '../constants/feeds';
import {OFFLINE} from './offline';

export {BLOG_ROUTE} from '../constants/feeds';

export const BLOG_STRINGS = {
  title: {ko: '새 소식', en: 'Announcements', ja: 'お知らせ'},
  description: {
    ko: '제품 릴리스와 기술지원 공지를 알려 드립니다. 제품별 RSS와 Atom 피드로 구독할 수 있습니다.',
    en: 'Product releases and support notices. Subscribe to each product through its RSS or Atom feed.',
    ja: '製品のリリースとテクニカルサポートのお知らせです。製品ごとのRSSフィードとAtomフィードで購読できます。',
  },
  sidebar: {ko: '최근 소식', en: 'Recent posts', ja: '最近のお知らせ'},
} satisfies Record<string, Localized>;

/** The classic preset's blog: one instance for every product, a tag per product (blog/tags.yml). */
export function blogOptions(locale: LocaleId): BlogOptions {
  return {
    path: 'blog',
    routeBasePath: BLOG_ROUTE,
    blogTitle: BLOG_STRINGS.title[locale],
    blogDescription: BLOG_STRINGS.description[locale],
    blogSidebarTitle: BLOG_STRINGS.sidebar[locale],
    blogSidebarCount: 10,
    // One list of announcements (tag pages likewise): fewer routes in every page's route table.
    postsPerPage: 'ALL',
    tags: 'tags.yml',
    onInlineTags: 'throw',
    onInlineAuthors: 'ignore',
    onUntruncatedBlogPosts: 'throw',
    showReadingTime: false,
    beforeDefaultRemarkPlugins: [remarkCjkFriendly],
    feedOptions: {
      // The offline edition has no feeds: a feed reader needs a server.
      type: OFFLINE ? null : ['rss', 'atom'],
      // The plugin's styled feeds: a browser shows a readable page instead of raw XML.
      xslt: true,
      title: `${COMPANY_NAME} ${BLOG_STRINGS.title[locale]}`,
      description: BLOG_STRINGS.description[locale],
      copyright: `Copyright © ${COPYRIGHT_YEAR} ${COMPANY_NAME}`,
      language: LOCALE_CONFIGS[locale].htmlLang,
      limit: false,
    },
  };
}

/** Sections whose product has a feed (every product of the facts data has one). */
export const feedProducts = (sections: readonly Section[]): string[] =>
  sections.filter((s) => PRODUCTS.some((p) => p.id === s.id)).map((s) => s.id);
