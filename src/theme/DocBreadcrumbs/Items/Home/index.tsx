// Wraps the home crumb so a doc or category page's trail names its product: Home › ShieldRM › FAQ.
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Home from '@theme-original/DocBreadcrumbs/Items/Home';
import {useCurrentProduct} from '@site/src/hooks/useCurrentProduct';

export default function HomeWrapper(): ReactNode {
  const product = useCurrentProduct();
  const {pathname} = useLocation();
  const productHref = useBaseUrl(product?.to ?? '/');
  // On the product's landing page the trail's last crumb is that page already.
  const atLanding = pathname.replace(/\/$/, '') === productHref.replace(/\/$/, '');
  return (
    <>
      <Home />
      {product && !atLanding && (
        <li className="breadcrumbs__item" data-product-crumb="">
          <Link className="breadcrumbs__link" to={product.to}>
            {product.label}
          </Link>
        </li>
      )}
    </>
  );
}
