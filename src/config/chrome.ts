import {BLOG_ROUTE, BLOG_STRINGS} from './blog';
import type {ThemeConfig} from '@docusaurus/preset-classic';
import {
  ANNOUNCEMENT_ID,
  COMPANY_NAME,
  COMPANY_URL,
  COPYRIGHT_YEAR,
  FEEDBACK_EMAIL,
  LEGACY_DOCS_URL,
  PRIVACY_URL,
  SERVICE_URL,
  TERMS_URL,
} from '../constants/site';
import {LOCALES, LOCALE_CONFIGS, localePrefix, offlineLocaleIndex} from './locales';
import {OFFLINE} from './offline';
import {FAMILIES} from '../sections/registry';
import {localized, productSections, routeOf, sectionsByFamily} from '../sections/derive';
import type {LocaleId, Localized, Section} from '../sections/types';

/** Chrome strings the theme cannot translate through i18n JSON files (config-level values). */
const STRINGS = {
  tagline: {
    ko: `${COMPANY_NAME}의 보안 제품을 소개하고 설치부터 운영까지 안내하는 문서 사이트입니다.`,
    en: `The documentation site that introduces ${COMPANY_NAME} products and guides you from installation to operation.`,
    ja: `${COMPANY_NAME} の製品を紹介し、導入から運用までを案内するドキュメントサイトです。`,
  },
  products: {ko: '제품', en: 'Products', ja: '製品'},
  legacy: {ko: '이전 문서 사이트', en: 'Previous docs site', ja: '旧ドキュメントサイト'},
  feedback: {ko: '피드백', en: 'Feedback', ja: 'フィードバック'},
  company: {ko: '회사 소개', en: 'Company', ja: '会社情報'},
  support: {ko: '지원', en: 'Support', ja: 'サポート'},
  supportDocs: {ko: '기술지원 문서', en: 'Technical support docs', ja: '技術サポート文書'},
  feedbackPage: {
    ko: '이 문서 포털에 의견 보내기',
    en: 'Send feedback on the docs',
    ja: 'ドキュメントへのフィードバック',
  },
  feedbackMail: {ko: '문서 의견 메일', en: 'Email the docs team', ja: 'ドキュメントへのご意見（メール）'},
  languages: {ko: '언어', en: 'Languages', ja: '言語'},
  legal: {ko: '법적 고지', en: 'Legal', ja: '法的情報'},
  privacy: {ko: '개인정보 처리방침', en: 'Privacy policy', ja: 'プライバシーポリシー'},
  terms: {ko: '이용 약관', en: 'Terms of use', ja: '利用規約'},
  service: {ko: '서비스 포털', en: 'Service portal', ja: 'サービスポータル'},
  announcement: {
    ko: '새 문서 포털이 열렸습니다. 이전 문서는 <a target="_blank" rel="noopener noreferrer" href="LEGACY">이전 문서 사이트</a>에서 계속 볼 수 있습니다.',
    en: 'The new documentation portal is live. Older documents remain on the <a target="_blank" rel="noopener noreferrer" href="LEGACY">previous docs site</a>.',
    ja: '新しいドキュメントポータルを公開しました。旧ドキュメントは<a target="_blank" rel="noopener noreferrer" href="LEGACY">旧ドキュメントサイト</a>で引き続きご覧いただけます。',
  },
} satisfies Record<string, Localized>;

export const tagline = (l: LocaleId): string => STRINGS.tagline[l];

const productItems = (sections: readonly Section[], l: LocaleId) =>
  sectionsByFamily(sections).flatMap(({family, sections: group}) => [
    {type: 'html' as const, value: `<span class="navbar-family">${FAMILIES[family][l]}</span>`},
    ...group.map((s) => ({to: routeOf(s), label: localized(s.name, l), activeBasePath: routeOf(s)})),
  ]);

const footerLink = (href: string, label: string, attrs = ''): string =>
  `<a class="footer__link-item" href="${href}"${attrs}>${label}</a>`;

/** Footer columns: products by family, support, feedback, languages, legal. */
function footerColumns(sections: readonly Section[], l: LocaleId) {
  const support = sections.find((s) => s.id === 'support');
  return [
    {
      title: STRINGS.products[l],
      items: productSections(sections).map((s) => ({label: localized(s.name, l), to: routeOf(s)})),
    },
    {
      title: STRINGS.support[l],
      items: [
        ...(support ? [{label: STRINGS.supportDocs[l], to: routeOf(support)}] : []),
        {label: BLOG_STRINGS.title[l], to: `/${BLOG_ROUTE}`},
        {label: STRINGS.service[l], href: SERVICE_URL},
        {label: STRINGS.legacy[l], href: LEGACY_DOCS_URL},
      ],
    },
    {
      title: STRINGS.feedback[l],
      items: [
        // Raw links: the footer would put the locale's base URL in front of any path.
        {html: footerLink(`${OFFLINE ? '.' : ''}/feedback.html?lang=${l}`, STRINGS.feedbackPage[l])},
        {label: STRINGS.feedbackMail[l], href: `mailto:${FEEDBACK_EMAIL}`},
      ],
    },
    {
      title: STRINGS.languages[l],
      items: LOCALES.map((x) => ({
        html: footerLink(
          OFFLINE ? offlineLocaleIndex(l, x) : `${localePrefix(x)}/`,
          LOCALE_CONFIGS[x].label,
          ` hreflang="${x}" lang="${x}"`,
        ),
      })),
    },
    {
      title: STRINGS.legal[l],
      items: [
        {label: STRINGS.company[l], href: COMPANY_URL},
        {label: STRINGS.privacy[l], href: PRIVACY_URL},
        {label: STRINGS.terms[l], href: TERMS_URL},
      ],
    },
  ];
}

export function themeChrome(sections: readonly Section[], l: LocaleId): Partial<ThemeConfig> {
  return {
    image: 'img/social-card.png',
    metadata: [{name: 'twitter:card', content: 'summary_large_image'}],
    colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false},
    announcementBar: {
      id: ANNOUNCEMENT_ID,
      content: STRINGS.announcement[l].replace('LEGACY', LEGACY_DOCS_URL),
      // Colours from the theme (src/css/custom.css), so the bar follows dark mode.
      backgroundColor: 'var(--portal-announcement-background)',
      textColor: 'var(--ifm-font-color-base)',
      isCloseable: true,
    },
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: {
      title: COMPANY_NAME,
      hideOnScroll: true,
      // The title beside it names the link; the same words as alt text would be read twice.
      logo: {alt: '', src: 'img/logo.svg', srcDark: 'img/logo-dark.svg'},
      items: [
        {
          // A dropdown labelled with the product the reader is in (src/theme/NavbarItem).
          type: 'custom-products',
          label: STRINGS.products[l],
          position: 'left',
          className: 'navbar-products',
          items: productItems(productSections(sections), l),
        },
        {to: `/${BLOG_ROUTE}`, label: BLOG_STRINGS.title[l], position: 'left'},
        {href: LEGACY_DOCS_URL, label: STRINGS.legacy[l], position: 'left'},
        {type: 'search', position: 'right'},
        // Offline, each locale is its own index.html (src/theme/NavbarItem/OfflineLocalesNavbarItem.tsx).
        {type: OFFLINE ? 'custom-offlineLocales' : 'localeDropdown', position: 'right'},
        {
          // Offline, a path relative to this locale's index.html (Link drops a leading ./ there).
          href: `pathname://${OFFLINE ? '' : '/'}feedback.html`,
          label: STRINGS.feedback[l],
          position: 'right',
          target: '_blank',
          rel: 'noopener',
          className: 'navbar-feedback',
        },
      ],
    },
    footer: {
      style: 'dark',
      links: footerColumns(sections, l),
      copyright: `Copyright © ${COPYRIGHT_YEAR} ${COMPANY_NAME}. All rights reserved.`,
    },
  };
}
