import {useLocation} from '@docusaurus/router';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import {useThemeConfig} from '@docusaurus/theme-common';

/** A link of the products menu (src/config/chrome.ts): one per section. */
export interface ProductLink {
  readonly label?: string;
  readonly to?: string;
  readonly activeBasePath?: string;
}

/** The products-menu link whose section holds `pathname` (base URL already applied). */
export function productAt(
  items: readonly ProductLink[],
  pathname: string,
  withBaseUrl: (url: string) => string,
): ProductLink | undefined {
  return items.find(({activeBasePath: base}) => {
    if (!base) return false;
    const at = withBaseUrl(base);
    return pathname === at || pathname.startsWith(`${at}/`);
  });
}

/**
 * The product the reader is in, read from the navbar's products menu so every place that names
 * it (menu label, breadcrumbs, tag pages) agrees and no section list enters the page bundle.
 */
export function useCurrentProduct(): (ProductLink & {label: string; to: string}) | undefined {
  const {pathname} = useLocation();
  const {withBaseUrl} = useBaseUrlUtils();
  const menu = useThemeConfig().navbar.items.find((item) => item.type === 'custom-products');
  const found = productAt((menu?.items ?? []) as ProductLink[], pathname, withBaseUrl);
  return found?.label && found.to ? {...found, label: found.label, to: found.to} : undefined;
}
