import {PRODUCTS} from '../facts';
import {textIn} from '../facts/text';
import type {LocaleId} from '../sections/types';

export interface BlogTag {
  readonly label: string;
  readonly permalink: string;
  readonly description: string;
}

const KIND_TAGS = {
  release: {
    label: {ko: '릴리스', en: 'Releases', ja: 'リリース'},
    description: {ko: '제품 릴리스 소식', en: 'Product release announcements', ja: '製品リリースのお知らせ'},
  },
  notice: {
    label: {ko: '공지', en: 'Notices', ja: 'お知らせ'},
    description: {ko: '기술지원 공지', en: 'Support notices', ja: 'テクニカルサポートからのお知らせ'},
  },
} as const;

const PRODUCT_DESCRIPTION = {
  ko: '{product}의 릴리스와 공지',
  en: '{product} releases and notices',
  ja: '{product}のリリースとお知らせ',
} as const;

/**
 * The blog's tags in a locale: one per product of the facts data (its feed is that tag's feed), then
 * releases and notices. Written to blog/tags.yml and its translations by `npm run i18n:sync`.
 */
export function blogTags(locale: LocaleId): Record<string, BlogTag> {
  const tags: Record<string, BlogTag> = {};
  for (const p of PRODUCTS) {
    const product = textIn(p.name, locale);
    tags[p.id] = {
      label: product,
      permalink: `/${p.id}`,
      description: PRODUCT_DESCRIPTION[locale].replace('{product}', product),
    };
  }
  for (const [key, t] of Object.entries(KIND_TAGS))
    tags[key] = {label: t.label[locale], permalink: `/${key}`, description: t.description[locale]};
  return tags;
}
