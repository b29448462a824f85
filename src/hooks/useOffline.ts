import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import {useAlternatePageUtils} from '@docusaurus/theme-common/internal';
import {offlineLocaleIndex} from '@site/src/config/locales';
import type {LocaleId} from '@site/src/sections/types';

/** Whether this is the offline edition (src/config/offline.ts), opened from file://; a hook so components read it like the rest of their context. */
export function useOffline(): boolean {
  return __OFFLINE_EDITION__;
}

/**
 * The current page in another locale, for a Link's `to`. pathname:// keeps Link from
 * prefixing this locale's base URL; offline, the page is the other locale's index.html
 * with its route (locale prefix included) after the hash.
 */
export function useLocaleUrl(): (locale: string) => string {
  const offline = useOffline();
  const {i18n} = useDocusaurusContext();
  const {search} = useLocation();
  const {createUrl} = useAlternatePageUtils();
  return (locale) => {
    const route = createUrl({locale, fullyQualified: false});
    return offline
      ? `pathname://${offlineLocaleIndex(i18n.currentLocale as LocaleId, locale as LocaleId)}#${route}${search}`
      : `pathname://${route}`;
  };
}
