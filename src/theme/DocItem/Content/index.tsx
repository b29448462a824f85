// Wraps the doc body: page actions (Markdown, served site only) above it and the "was this helpful" question below it;
// a page shown in the Korean original (no translation yet) gets a notice in the reader's language,
// lang="ko" on its text, and noindex (which also keeps it out of search and sitemap).
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {isTranslatedSource} from '@site/src/config/locales';
import PageActions from '@site/src/components/PageActions';
import PageFeedback from '@site/src/components/PageFeedback';
import {useLocaleUrl, useOffline} from '@site/src/hooks/useOffline';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {i18n} = useDocusaurusContext();
  const {metadata} = useDoc();
  const localeUrl = useLocaleUrl();
  const offline = useOffline();
  const lastUpdated = metadata.lastUpdatedAt ? new Date(metadata.lastUpdatedAt).toISOString().slice(0, 10) : null;
  if (i18n.currentLocale === i18n.defaultLocale || isTranslatedSource(metadata.source))
    return (
      <>
        {!offline && <PageActions />}
        <Content {...props} />
        <PageFeedback lastUpdated={lastUpdated} />
      </>
    );
  return (
    <>
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <div className="alert alert--info margin-bottom--md" role="note" data-untranslated-notice>
        <Translate id="untranslated.notice">
          이 페이지는 아직 번역되지 않았습니다. 한국어 원문을 보고 있습니다.
        </Translate>{' '}
        <Link
          to={localeUrl(i18n.defaultLocale)}
          autoAddBaseUrl={false}
          target="_self"
          lang={i18n.defaultLocale}
          hrefLang={i18n.defaultLocale}>
          <Translate id="untranslated.link">한국어 페이지 열기</Translate>
        </Link>
      </div>
      {!offline && <PageActions />}
      <div lang={i18n.defaultLocale}>
        <Content {...props} />
      </div>
      <PageFeedback lastUpdated={lastUpdated} />
    </>
  );
}
