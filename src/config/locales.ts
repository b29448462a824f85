import type {I18nConfig} from '@docusaurus/types';
import type {LocaleId} from '../sections/types';

export const LOCALES: readonly LocaleId[] = ['ko', 'en', 'ja'];
export const DEFAULT_LOCALE: LocaleId = 'ko';

export const i18n: I18nConfig = {
  defaultLocale: DEFAULT_LOCALE,
  locales: ['ko', 'en', 'ja'],
  path: 'i18n',
  localeConfigs: {
    ko: {label: '한국어', direction: 'ltr', htmlLang: 'ko-KR', calendar: 'gregory', path: 'ko'},
    en: {label: 'English', direction: 'ltr', htmlLang: 'en-US', calendar: 'gregory', path: 'en'},
    ja: {label: '日本語', direction: 'ltr', htmlLang: 'ja-JP', calendar: 'gregory', path: 'ja'},
  },
};

/**
 * The locale Docusaurus is building or serving. It sets DOCUSAURUS_CURRENT_LOCALE before
 * loading the config for each locale; only strings the theme cannot translate use this.
 */
export function buildLocale(): LocaleId {
  const l = process.env.DOCUSAURUS_CURRENT_LOCALE;
  return (LOCALES as readonly string[]).includes(l ?? '') ? (l as LocaleId) : DEFAULT_LOCALE;
}
