// Wraps the theme's diagram so mermaid (180 KB gzip) loads and runs only when a diagram nears the viewport.
import {useEffect, useRef, useState, type ReactNode} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type {Props} from '@theme/Mermaid';
import styles from './styles.module.css';

/** How far below the viewport a diagram starts rendering, so it is drawn before it is seen. */
const AHEAD = '800px 0px';

export default function LazyMermaid(props: Props): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (!el || near) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      {rootMargin: AHEAD},
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);

  // Printing shows every diagram, whether or not the reader scrolled to it.
  useEffect(() => {
    const all = () => setNear(true);
    window.addEventListener('beforeprint', all);
    return () => window.removeEventListener('beforeprint', all);
  }, []);

  return (
    <div ref={ref} className={near ? undefined : styles.pending} data-diagram={near ? 'near' : 'pending'}>
      {near && <Mermaid {...props} />}
    </div>
  );
}
