import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {FAMILIES} from '@site/src/sections/registry';
import {useBuiltSections} from '@site/src/hooks/useBuiltSections';
import {localized, routeOf, sectionsByFamily} from '@site/src/sections/derive';
import type {FamilyId, Section} from '@site/src/sections/types';
import HeroSearch from '@site/src/components/HeroSearch';
import type {NewRelease} from '@site/src/config/whatsNew';
import styles from './index.module.css';

function ProductCard({section, locale}: {section: Section; locale: string}): ReactNode {
  return (
    <li className={styles.cardItem}>
      <Link className={styles.card} to={routeOf(section)} data-section={section.id}>
        <Heading as="h3" className={styles.cardTitle}>
          {localized(section.name, locale)}
        </Heading>
        <p className={styles.cardSummary}>{localized(section.summary, locale)}</p>
      </Link>
    </li>
  );
}

function Family({family, sections, locale}: {family: FamilyId; sections: Section[]; locale: string}): ReactNode {
  return (
    <section className={styles.family} aria-labelledby={`family-${family}`}>
      <Heading as="h2" id={`family-${family}`} className={styles.familyTitle}>
        {localized(FAMILIES[family], locale)}
      </Heading>
      <ul className={styles.grid}>
        {sections.map((s) => (
          <ProductCard key={s.id} section={s} locale={locale} />
        ))}
      </ul>
    </section>
  );
}

/** The newest releases, from the facts (src/config/whatsNew.ts), each linking to its product. */
function WhatsNew({releases, sections}: {releases: NewRelease[]; sections: readonly Section[]}): ReactNode {
  const shown = releases.filter((r) => sections.some((s) => s.id === r.section));
  if (shown.length === 0) return null;
  return (
    <section className={styles.whatsNew} aria-labelledby="whats-new">
      <Heading as="h2" id="whats-new" className={styles.familyTitle}>
        <Translate id="home.whatsNew.title">새 릴리스</Translate>
      </Heading>
      <ul className={styles.releases}>
        {shown.map((r) => (
          <li key={`${r.section}-${r.version}-${r.component ?? ''}`}>
            <Link to={routeOf(sections.find((s) => s.id === r.section)!)} className={styles.release}>
              <span className={styles.releaseProduct}>
                {r.product} {r.version}
              </span>
              {r.component && <span className={styles.releaseComponent}>{r.component}</span>}
              <time dateTime={r.date}>{r.date}</time>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function Home(): ReactNode {
  const {siteConfig, i18n} = useDocusaurusContext();
  const locale = i18n.currentLocale;
  const built = useBuiltSections();
  const groups = sectionsByFamily(built);
  const support = built.find((s) => s.id === 'support');
  return (
    <Layout title={translate({id: 'home.title', message: '제품 문서'})} description={siteConfig.tagline}>
      <header className={styles.hero}>
        <div className="container">
          <Heading as="h1" className={styles.heroTitle}>
            <Translate id="home.heading">제품 문서 포털</Translate>
          </Heading>
          <p className={styles.heroTagline}>{siteConfig.tagline}</p>
          <HeroSearch />
          <div className={styles.heroActions}>
            {support && (
              <Link className="button button--primary button--lg" to={routeOf(support)}>
                <Translate id="home.cta.support">기술지원 문서 보기</Translate>
              </Link>
            )}
          </div>
        </div>
      </header>
      <main className="container margin-vert--lg">
        <WhatsNew releases={(siteConfig.customFields?.whatsNew ?? []) as NewRelease[]} sections={built} />
        {groups.map((g) => (
          <Family key={g.family} family={g.family} sections={g.sections} locale={locale} />
        ))}
      </main>
    </Layout>
  );
}
