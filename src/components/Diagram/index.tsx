// A diagram the build drew (src/remark/diagrams.ts): its SVG in both colour modes, scrolling sideways
// on a narrow screen rather than shrinking its labels below a readable size.
import {useEffect, useRef, useState, type CSSProperties, type ReactNode} from 'react';
import '@diagram-font/diagram-font.css';
import {DIAGRAM_LABEL_PX, DIAGRAM_MIN_LABEL_PX} from '@site/src/constants/diagrams';
import styles from './styles.module.css';

interface Props {
  light: string;
  dark: string;
  /** Full width in CSS pixels. */
  width: string;
  /** The heading the diagram sits under. */
  label?: string;
}

export default function Diagram({light, dark, width, label}: Props): ReactNode {
  const ref = useRef<HTMLElement>(null);
  // A reader who cannot swipe scrolls a wide diagram with the keyboard, so it takes focus when it overflows.
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const check = () => setScrolls(el.scrollWidth > el.clientWidth + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const minWidth = Math.ceil((Number(width) * DIAGRAM_MIN_LABEL_PX) / DIAGRAM_LABEL_PX);
  return (
    <figure
      ref={ref}
      className={`theme-diagram ${styles.diagram}`}
      style={{'--diagram-min-width': `${minWidth}px`} as CSSProperties}
      data-diagram=""
      aria-label={label || undefined}
      tabIndex={scrolls ? 0 : undefined}>
      <div className={styles.light} dangerouslySetInnerHTML={{__html: light}} />
      <div className={styles.dark} dangerouslySetInnerHTML={{__html: dark}} />
    </figure>
  );
}
