import {lazy, Suspense, useId, useState, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

// The form loads when the reader answers, so a page that is only read carries two buttons.
const Form = lazy(() => import('./Form'));

/**
 * "Was this page helpful?" under every doc page. Nothing is sent, and nothing is stored, before
 * the reader presses submit in the form that follows the answer.
 */
export default function PageFeedback({lastUpdated}: {lastUpdated: string | null}): ReactNode {
  const [helpful, setHelpful] = useState<boolean | null>(null);
  const heading = useId();
  return (
    <section className="alert alert--secondary margin-top--xl" aria-labelledby={heading} data-page-feedback="">
      <h2 id={heading} className={styles.question}>
        <Translate id="feedback.question">이 페이지가 도움이 되었나요?</Translate>
      </h2>
      {helpful === null ? (
        <div className={styles.row}>
          <button type="button" className="button button--outline button--secondary" onClick={() => setHelpful(true)}>
            <Translate id="feedback.yes">예</Translate>
          </button>
          <button type="button" className="button button--outline button--secondary" onClick={() => setHelpful(false)}>
            <Translate id="feedback.no">아니요</Translate>
          </button>
        </div>
      ) : (
        <Suspense fallback={null}>
          <Form helpful={helpful} lastUpdated={lastUpdated} onCancel={() => setHelpful(null)} />
        </Suspense>
      )}
    </section>
  );
}
