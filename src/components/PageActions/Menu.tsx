import {useEffect, type ReactNode, type RefObject} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {MENU_TEXT} from './text';
import {twinPath} from '@site/src/constants/markdown';
import styles from './styles.module.css';

export type Status = 'idle' | 'copied' | 'failed';

/** The open list of page actions. */
export default function Menu({
  id,
  root,
  onClose,
  onStatus,
}: {
  id: string;
  root: RefObject<HTMLDivElement | null>;
  onClose: (focusToggle: boolean) => void;
  onStatus: (status: Status) => void;
}): ReactNode {
  const twin = twinPath(useLocation().pathname);
  const locale = useDocusaurusContext().i18n.currentLocale;
  const t = MENU_TEXT[locale as keyof typeof MENU_TEXT] ?? MENU_TEXT.ko;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose(true);
    };
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) onClose(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [onClose, root]);

  const copy = async () => {
    try {
      const response = await fetch(twin);
      if (!response.ok) throw new Error(String(response.status));
      await navigator.clipboard.writeText(await response.text());
      onStatus('copied');
    } catch {
      onStatus('failed');
    }
    onClose(true);
  };

  return (
    <ul id={id} className="dropdown__menu">
      <li>
        <button type="button" className={`dropdown__link ${styles.item}`} onClick={() => void copy()}>
          {t.copy}
        </button>
      </li>
      <li>
        {/* A file, not a route: pathname:// keeps the router (and the link checker) out of it. */}
        <Link className="dropdown__link" to={`pathname://${twin}`} type="text/markdown" target="_self">
          {t.view}
        </Link>
      </li>
    </ul>
  );
}
