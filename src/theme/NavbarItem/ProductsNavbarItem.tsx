import type {ComponentProps, ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import {productAt, type ProductLink} from '@site/src/hooks/useCurrentProduct';

type Props = ComponentProps<typeof DropdownNavbarItem>;

/** The products menu, labelled with the product the reader is in ("ShieldRM") instead of "Products". */
export default function ProductsNavbarItem({label, items, ...props}: Props): ReactNode {
  const {pathname} = useLocation();
  const {withBaseUrl} = useBaseUrlUtils();
  const current = productAt(items as ProductLink[], pathname, withBaseUrl);
  if (!current?.label) return <DropdownNavbarItem label={label} items={items} {...props} />;
  return (
    <DropdownNavbarItem
      {...props}
      items={items}
      label={current.label}
      aria-label={`${String(label)}: ${current.label}`}
      data-current-product=""
    />
  );
}
