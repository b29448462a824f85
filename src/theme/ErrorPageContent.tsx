// Wraps the theme's crash page ("try again" and the error with its causes) with likely reasons and a way home.
import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import ErrorPageContent from '@theme-original/ErrorPageContent';
import type ErrorPageContentType from '@theme/ErrorPageContent';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof ErrorPageContentType>;

export default function ErrorPageContentWrapper(props: Props): ReactNode {
  const home = useBaseUrl('/');
  return (
    <>
      <ErrorPageContent {...props} />
      <div className="container margin-bottom--xl">
        <div className="row">
          <div className="col col--6 col--offset-3">
            <h2>
              <Translate id="errorPage.reasons.title">자주 있는 원인</Translate>
            </h2>
            <ul>
              <li>
                <Translate id="errorPage.reasons.network">
                  네트워크 연결이 끊겨 페이지 일부를 불러오지 못했습니다.
                </Translate>
              </li>
              <li>
                <Translate id="errorPage.reasons.deploy">
                  사이트가 새 버전으로 갱신되어 열어 둔 페이지가 오래되었습니다. 다시 시도하면 최신 페이지를 불러옵니다.
                </Translate>
              </li>
              <li>
                <Translate id="errorPage.reasons.extension">
                  브라우저 확장 프로그램이 페이지 스크립트를 막았습니다.
                </Translate>
              </li>
            </ul>
            <p>
              {/* eslint-disable-next-line @docusaurus/no-html-links -- full reload: the router may be what crashed */}
              <a href={home}>
                <Translate id="errorPage.home">문서 포털 홈으로 이동</Translate>
              </a>
            </p>
          </div>
        </div>
      </div>
    </>
  );
}
