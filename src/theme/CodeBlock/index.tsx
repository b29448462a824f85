// Wraps the theme's code block so Prism (35 KB gzip) loads after the page, and only on pages that show code.
import {useEffect, useState, type ComponentType, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Props} from '@theme/CodeBlock';
import onServer from './serverOnly';
import styles from './styles.module.css';

type Highlighted = ComponentType<Props>;
let ready = onServer as Highlighted | undefined;
let loading: Promise<Highlighted> | undefined;
const load = () => (loading ??= import('./Highlighted').then((m) => (ready = m.default)));

/**
 * Not React.lazy: React streams a large suspended boundary with an inline script, which the CSP
 * blocks. While the page hydrates, the slot keeps the server's highlighted HTML as it is (the
 * empty inner HTML is not applied to server markup); on a page reached by client-side
 * navigation, plain code shows until Prism has loaded.
 */
export default function CodeBlock(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const [Component, setComponent] = useState<Highlighted | undefined>(() => ready);
  useEffect(() => {
    if (!Component) void load().then((c) => setComponent(() => c));
  }, [Component]);

  if (Component)
    return (
      <div className={styles.slot}>
        <Component {...props} />
      </div>
    );
  if (!isBrowser)
    return <div className={styles.slot} dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />;
  return (
    <div className={styles.slot}>
      <pre className="theme-code-block">
        <code>{props.children}</code>
      </pre>
    </div>
  );
}
