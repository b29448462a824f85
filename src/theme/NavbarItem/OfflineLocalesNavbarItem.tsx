import type {ComponentProps, ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import IconLanguage from '@theme/Icon/Language';
import {useLocaleUrl} from '@site/src/hooks/useOffline';

type Props = Omit<ComponentProps<typeof DropdownNavbarItem>, 'items' | 'label'>;

/**
 * The language menu of the offline edition, where each locale is its own index.html: the
 * built-in menu links routes of one site, which the hash router would look up in this locale.
 */
export default function OfflineLocalesNavbarItem({mobile, ...props}: Props): ReactNode {
  const {i18n} = useDocusaurusContext();
  const localeUrl = useLocaleUrl();
  const active = mobile ? 'menu__link--active' : 'dropdown__link--active';
  const items = i18n.locales.map((locale) => ({
    label: i18n.localeConfigs[locale]!.label,
    lang: i18n.localeConfigs[locale]!.htmlLang,
    to: localeUrl(locale),
    target: '_self',
    autoAddBaseUrl: false,
    className: locale === i18n.currentLocale ? active : '',
  }));
  return (
    <DropdownNavbarItem
      {...props}
      mobile={mobile}
      items={items}
      label={
        <>
          <IconLanguage style={{verticalAlign: 'text-bottom', marginRight: 5}} />
          {i18n.localeConfigs[i18n.currentLocale]!.label}
        </>
      }
    />
  );
}
