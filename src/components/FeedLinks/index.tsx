import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {productFeedPath} from '@site/src/constants/feeds';
import {useOffline} from '@site/src/hooks/useOffline';
import styles from './styles.module.css';

/** Feed formats by their own names, which no language translates. */
const FORMATS = [
  {type: 'rss', label: 'RSS', href: 'rss'},
  {type: 'atom', label: 'Atom', href: 'atom'},
] as const;

/** "Follow ShieldRM releases: RSS · Atom": the product's feeds, on its landing and release-note page. */
export default function FeedLinks({product, name}: {product: string; name: string}): ReactNode {
  const rss = useBaseUrl(productFeedPath(product, 'rss'));
  const atom = useBaseUrl(productFeedPath(product, 'atom'));
  // The offline edition has no feeds.
  if (useOffline()) return null;
  return (
    <p className={styles.feeds} data-feed-links="">
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M5 19a2 2 0 1 1 0-4 2 2 0 0 1 0 4Zm-2-9v3a8 8 0 0 1 8 8h3A11 11 0 0 0 3 10Zm0-6v3a14 14 0 0 1 14 14h3A17 17 0 0 0 3 4Z" />
      </svg>
      <Translate id="feeds.follow" values={{product: name}}>
        {'{product} 릴리스와 공지 구독:'}
      </Translate>{' '}
      {/* Feeds are files, not routes: pathname:// keeps the router from handling them. */}
      {FORMATS.map(({type, label, href}, i) => (
        <span key={type}>
          {i > 0 && ' · '}
          <Link to={`pathname://${href === 'rss' ? rss : atom}`} type={`application/${type}+xml`} target="_self">
            {label}
          </Link>
        </span>
      ))}
    </p>
  );
}
