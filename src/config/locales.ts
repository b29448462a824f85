import type {I18nConfig} from '@docusaurus/types';
import type {LocaleId} from '../sections/types';

export const DEFAULT_LOCALE: LocaleId = 'ko';

/**
 * The one definition of the site's locales; everything else derives from it. Docusaurus derives
 * the rest (direction, calendar, the i18n/<locale> path); its default label would name the
 * region too (한국어(대한민국)).
 */
export const LOCALE_CONFIGS = {
  ko: {label: '한국어', htmlLang: 'ko-KR'},
  en: {label: 'English', htmlLang: 'en-US'},
  ja: {label: '日本語', htmlLang: 'ja-JP'},
} as const satisfies Record<LocaleId, NonNullable<I18nConfig['localeConfigs'][string]>>;

export const LOCALES = Object.keys(LOCALE_CONFIGS) as LocaleId[];

/** Locales that are translations of the Korean source. */
export const TRANSLATED_LOCALES: readonly LocaleId[] = LOCALES.filter((l) => l !== DEFAULT_LOCALE);

/** URL prefix of a locale: '' for the default, '/en' and '/ja' for the others. */
export const localePrefix = (l: LocaleId): string => (l === DEFAULT_LOCALE ? '' : `/${l}`);

export const i18n: I18nConfig = {
  defaultLocale: DEFAULT_LOCALE,
  locales: [DEFAULT_LOCALE, ...TRANSLATED_LOCALES],
  path: 'i18n',
  localeConfigs: LOCALE_CONFIGS,
};

/**
 * Pages kept untranslated on purpose: the fixture the browser tests use to check the
 * untranslated-page notice. Translation status does not count them.
 */
export const UNTRANSLATED_FIXTURES: readonly string[] = ['docs/untranslated-example.md'];

/** Whether a doc's source (`@site/...`) is a translation file rather than the Korean fallback. */
export const isTranslatedSource = (source: string): boolean => source.startsWith('@site/i18n/');

/**
 * The locale Docusaurus is building or serving. It sets DOCUSAURUS_CURRENT_LOCALE before
 * loading the config for each locale; only strings the theme cannot translate use this.
 */
export function buildLocale(): LocaleId {
  const l = process.env.DOCUSAURUS_CURRENT_LOCALE;
  return (LOCALES as readonly string[]).includes(l ?? '') ? (l as LocaleId) : DEFAULT_LOCALE;
}

/**
 * In the offline edition (one folder, each locale's index.html in its prefix's folder), the
 * relative path from a locale's index.html to another's.
 */
export const offlineLocaleIndex = (from: LocaleId, to: LocaleId): string =>
  // No leading ./ (Link turns ./x into /x under the hash router).
  from === DEFAULT_LOCALE
    ? `${localePrefix(to).slice(1)}${to === DEFAULT_LOCALE ? '' : '/'}index.html`
    : `..${localePrefix(to)}/index.html`;
