import {useEffect, useRef, useState, type FormEvent, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {
  FEEDBACK_COMMENT_MAX,
  FEEDBACK_REASONS,
  type FeedbackPayload,
  type FeedbackReason,
} from '@site/src/constants/feedback';
import {FORM_TEXT} from './text';
import styles from './styles.module.css';

type State = 'editing' | 'sending' | 'sent' | 'failed';

/** The answer's form: reasons (for "No"), a comment, then submit. */
export default function Form({
  helpful,
  lastUpdated,
  onCancel,
}: {
  helpful: boolean;
  lastUpdated: string | null;
  onCancel: () => void;
}): ReactNode {
  const {siteConfig, i18n} = useDocusaurusContext();
  const t = FORM_TEXT[i18n.currentLocale as keyof typeof FORM_TEXT] ?? FORM_TEXT.ko;
  const endpoint = siteConfig.customFields?.feedbackEndpoint as string | null | undefined;
  const fallback = useBaseUrl('/feedback.html');
  const [reasons, setReasons] = useState<FeedbackReason[]>([]);
  const [comment, setComment] = useState('');
  const [state, setState] = useState<State>('editing');
  const first = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  const result = useRef<HTMLParagraphElement>(null);
  // Translation problems are a choice on translated pages only.
  const offered = FEEDBACK_REASONS.filter((r) => r !== 'translation' || i18n.currentLocale !== i18n.defaultLocale);

  useEffect(() => first.current?.focus(), []);
  useEffect(() => {
    if (state === 'sent' || state === 'failed') result.current?.focus();
  }, [state]);

  const payload = (): FeedbackPayload => ({
    helpful,
    reasons: helpful ? [] : reasons,
    comment: comment.trim(),
    page: `${window.location.origin}${window.location.pathname}`,
    locale: i18n.currentLocale,
    lastUpdated,
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const data = payload();
    if (!endpoint) {
      // A static host with no receiver: the feedback page, prefilled, sends it by email.
      const params = new URLSearchParams({
        lang: data.locale,
        page: data.page,
        helpful: data.helpful ? 'yes' : 'no',
        reasons: data.reasons.join(','),
        comment: data.comment,
        updated: data.lastUpdated ?? '',
      });
      window.open(`${fallback}?${params.toString()}`, '_blank', 'noopener');
      setState('sent');
      return;
    }
    setState('sending');
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: {'Content-Type': 'application/json'},
        body: JSON.stringify(data),
        credentials: 'omit',
      });
      setState(response.ok ? 'sent' : 'failed');
    } catch {
      setState('failed');
    }
  };

  if (state === 'sent')
    return (
      <p className="margin--none" role="status" tabIndex={-1} ref={result}>
        {t.thanks}
      </p>
    );

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)}>
      {!helpful && (
        <fieldset className={styles.reasons}>
          <legend>{t.reasons}</legend>
          {offered.map((r, i) => (
            <label key={r}>
              <input
                type="checkbox"
                ref={i === 0 ? (first as React.RefObject<HTMLInputElement>) : undefined}
                checked={reasons.includes(r)}
                onChange={(e) => setReasons(e.target.checked ? [...reasons, r] : reasons.filter((x) => x !== r))}
              />{' '}
              {t[r]}
            </label>
          ))}
        </fieldset>
      )}
      <label className={styles.comment}>
        <span>{t.comment.replace('{max}', FEEDBACK_COMMENT_MAX.toLocaleString(i18n.currentLocale))}</span>
        <textarea
          ref={helpful ? (first as React.RefObject<HTMLTextAreaElement>) : undefined}
          rows={3}
          maxLength={FEEDBACK_COMMENT_MAX}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
        />
      </label>
      {state === 'failed' && (
        <p className="margin--none" role="alert" tabIndex={-1} ref={result}>
          {t.failed}
        </p>
      )}
      <div className={styles.row}>
        <button type="submit" className="button button--primary" disabled={state === 'sending'}>
          {state === 'failed' ? t.retry : t.submit}
        </button>
        <button type="button" className="button button--link" onClick={onCancel}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
