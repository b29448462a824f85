// A diagram the build drew (src/remark/diagrams.ts) for both colour modes, scrolling sideways on a
// narrow screen rather than shrinking its labels below a readable size.
import {useEffect, useRef, useState, type CSSProperties, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import '@diagram-font/diagram-font.css';
import {DIAGRAM_LABEL_PX, DIAGRAM_MIN_LABEL_PX} from '@site/src/constants/diagrams';
import styles from './styles.module.css';

interface Props {
  /** The drawing's markup (server render, offline edition) or its file's address (browser). */
  svg: string;
  /** Full width and height in CSS pixels. */
  width: string;
  height: string;
  /** The heading the diagram sits under. */
  label?: string;
}

const isMarkup = (svg: string) => svg.startsWith('<');

export default function Diagram({svg, width, height, label}: Props): ReactNode {
  const ref = useRef<HTMLElement>(null);
  const [markup, setMarkup] = useState(isMarkup(svg) ? svg : '');
  const [failed, setFailed] = useState(false);
  // A reader who cannot swipe scrolls a wide diagram with the keyboard, so it takes focus when it overflows.
  const [scrolls, setScrolls] = useState(false);

  useEffect(() => {
    const el = ref.current;
    // Hydrated, the figure holds the drawing from the page's HTML; opened in the browser, it fetches it.
    if (!el || isMarkup(svg) || el.querySelector('svg')) return undefined;
    let current = true;
    fetch(svg)
      .then((r) => (r.ok ? r.text() : Promise.reject(new Error(`${r.status}`))))
      .then(
        (text) => current && setMarkup(text),
        () => current && setFailed(true),
      );
    return () => {
      current = false;
    };
  }, [svg]);

  const minWidth = Math.ceil((Number(width) * DIAGRAM_MIN_LABEL_PX) / DIAGRAM_LABEL_PX);
  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    // From the figure's own width: measuring the drawing would lay it out (and fetch its font) off screen.
    const observer = new ResizeObserver(() => setScrolls(el.clientWidth < minWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, [minWidth]);

  return (
    <figure
      ref={ref}
      className={`theme-diagram ${styles.diagram}`}
      style={{'--diagram-min-width': `${minWidth}px`, '--diagram-height': `${height}px`} as CSSProperties}
      data-diagram=""
      aria-label={label || undefined}
      tabIndex={scrolls ? 0 : undefined}>
      {failed ? (
        <p role="alert" className={styles.failed}>
          <Translate id="diagram.failed">
            다이어그램을 불러오지 못했습니다. 페이지를 새로 고치면 다시 불러옵니다.
          </Translate>
        </p>
      ) : (
        // Left alone while hydrating: the server rendered the markup the browser was not sent.
        <div suppressHydrationWarning dangerouslySetInnerHTML={{__html: markup}} />
      )}
    </figure>
  );
}
