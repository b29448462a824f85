// Wraps the app root to announce the current product's feeds (<link rel="alternate">) on its pages.
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useCurrentProduct} from '@site/src/hooks/useCurrentProduct';
import {productFeedPath} from '@site/src/constants/feeds';

function ProductFeedHead({product, name}: {product: string; name: string}): ReactNode {
  const rss = useBaseUrl(productFeedPath(product, 'rss'));
  const atom = useBaseUrl(productFeedPath(product, 'atom'));
  return (
    <Head>
      <link rel="alternate" type="application/rss+xml" title={`${name} (RSS)`} href={rss} />
      <link rel="alternate" type="application/atom+xml" title={`${name} (Atom)`} href={atom} />
    </Head>
  );
}

function ProductFeeds(): ReactNode {
  const product = useCurrentProduct();
  const feeds = useDocusaurusContext().siteConfig.customFields?.feedProducts as string[] | undefined;
  const id = product?.to.replace(/^\//, '');
  if (!product || !id || !feeds?.includes(id)) return null;
  return <ProductFeedHead product={id} name={product.label} />;
}

export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <>
      <ProductFeeds />
      {children}
    </>
  );
}
