import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import type {HubData} from '@site/src/sections/hub';
import type {HubKind} from '@site/src/sections/types';
import FeedLinks from '@site/src/components/FeedLinks';
import styles from './styles.module.css';

const kindLabel = (kind: HubKind): string =>
  ({
    start: translate({id: 'hub.kind.start', message: '시작하기'}),
    install: translate({id: 'hub.kind.install', message: '설치'}),
    admin: translate({id: 'hub.kind.admin', message: '관리'}),
    api: translate({id: 'hub.kind.api', message: 'API'}),
    releases: translate({id: 'hub.kind.releases', message: '릴리스와 지원 버전'}),
    faq: translate({id: 'hub.kind.faq', message: '자주 묻는 질문'}),
    errors: translate({id: 'hub.kind.errors', message: '오류 코드'}),
    support: translate({id: 'hub.kind.support', message: '기술 지원'}),
  })[kind];

/**
 * A product landing's entry points and latest release, placed by src/remark/productHub.ts with
 * data resolved at build time (`hub` is that data as JSON).
 */
export default function ProductHub({hub}: {hub: string}): ReactNode {
  const {links, releases, feed} = JSON.parse(hub) as HubData;
  const releaseLink = links.find((l) => l.kind === 'releases');
  const cards = links.filter((l) => !(l === releaseLink && releases.length > 0));
  return (
    <nav className={styles.hub} aria-label={translate({id: 'hub.label', message: '제품 문서 바로 가기'})}>
      <ul className={styles.grid}>
        {releases.length > 0 && (
          <li>
            <Card href={releaseLink?.href} latest>
              <span className={styles.kind}>{translate({id: 'hub.latest', message: '최신 버전'})}</span>
              {releases.map((r) => (
                <span key={`${r.component ?? ''}${r.version}`} className={styles.release}>
                  {r.component && <span className={styles.part}>{r.component}</span>}
                  <strong className={styles.version}>{r.version}</strong>
                  <time dateTime={r.date}>{r.date}</time>
                </span>
              ))}
            </Card>
          </li>
        )}
        {cards.map((l) => (
          <li key={l.kind}>
            <Card href={l.href}>
              <span className={styles.kind}>{kindLabel(l.kind)}</span>
              <span className={styles.title}>{l.title}</span>
            </Card>
          </li>
        ))}
      </ul>
      {feed && <FeedLinks product={feed.product} name={feed.name} />}
    </nav>
  );
}

function Card({href, latest, children}: {href?: string; latest?: boolean; children: ReactNode}): ReactNode {
  const className = latest ? `${styles.card} ${styles.latest}` : styles.card;
  return href ? (
    <Link className={className} to={href} data-hub-card="">
      {children}
    </Link>
  ) : (
    <div className={className} data-hub-card="">
      {children}
    </div>
  );
}
