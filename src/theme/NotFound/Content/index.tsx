// Wraps the theme's not-found text (Korean by default) with ways back: home, search and every product.
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Head from '@docusaurus/Head';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useBuiltSections} from '@site/src/hooks/useBuiltSections';
import {localized, productSections, routeOf} from '@site/src/sections/derive';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {i18n} = useDocusaurusContext();
  const sections = productSections(useBuiltSections());
  return (
    <>
      <Head>
        <meta
          name="description"
          content={translate({
            id: 'notFound.meta.description',
            message: '요청한 문서를 찾을 수 없습니다. 문서 포털 홈, 검색 또는 제품 문서로 이동하세요.',
          })}
        />
      </Head>
      <Content {...props} />
      <nav className={`container ${styles.help}`} aria-labelledby="not-found-help">
        <div className="row">
          <div className="col col--6 col--offset-3">
            <h2 id="not-found-help" className={styles.title}>
              <Translate id="notFound.help.title">이런 페이지로 이동할 수 있습니다</Translate>
            </h2>
            <p>
              <Link to="/">
                <Translate id="notFound.help.home">문서 포털 홈</Translate>
              </Link>
              {' · '}
              <Link to="/search">
                <Translate id="notFound.help.search">문서 검색</Translate>
              </Link>
            </p>
            <ul className={styles.sections}>
              {sections.map((s) => (
                <li key={s.id}>
                  <Link to={routeOf(s)}>{localized(s.name, i18n.currentLocale)}</Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </nav>
    </>
  );
}
