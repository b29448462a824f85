import {lazy, Suspense, useId, useRef, useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import type {Status} from './Menu';
import styles from './styles.module.css';

// The list and its copy logic load on the first open: a page that is only read carries a button.
const Menu = lazy(() => import('./Menu'));

/**
 * "Page actions" beside the title: copy the page as Markdown, or open its Markdown twin. A
 * disclosure (a button and a list), so it reads and works the same with a keyboard and a screen
 * reader; Escape or leaving it closes it.
 */
export default function PageActions(): ReactNode {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const close = (focus: boolean) => {
    setOpen(false);
    if (focus) toggle.current?.focus();
  };
  return (
    <div
      className={`dropdown dropdown--right${open ? ' dropdown--show' : ''} ${styles.actions}`}
      ref={root}
      data-page-actions=""
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}>
      <button
        ref={toggle}
        type="button"
        className="button button--secondary button--outline button--sm"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => {
          setStatus('idle');
          setOpen(!open);
        }}>
        <Translate id="pageActions.toggle">페이지 작업</Translate>
      </button>
      {open && (
        <Suspense fallback={null}>
          <Menu id={listId} root={root} onClose={close} onStatus={setStatus} />
        </Suspense>
      )}
      <span className={styles.status} role="status">
        {status === 'copied' && translate({id: 'pageActions.copied', message: '페이지를 Markdown으로 복사했습니다.'})}
        {status === 'failed' &&
          translate({id: 'pageActions.failed', message: '복사하지 못했습니다. Markdown으로 보기를 사용하세요.'})}
      </span>
    </div>
  );
}
