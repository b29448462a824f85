// Wraps the plugin's search box: "/" to focus it, the result count announced to screen readers, a note when only some words match, a link to widen a product search to all documents, and the index fetched on focus only.
import {useEffect, useRef, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import SearchBar from '@theme-original/SearchBar';
import type {ComponentProps} from 'react';
import {SEARCH_EVENT, type SearchEventDetail} from '@site/src/search/searchByWorker';
import {announcement, partialText} from './messages';
import styles from './styles.module.css';

export default function SearchBarWrapper(props: ComponentProps<typeof SearchBar>): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const history = useHistory();
  const searchPage = useBaseUrl('/search');
  const [status, setStatus] = useState('');
  const widen = translate({id: 'searchBar.widen', message: '전체 문서에서 검색'});

  // "/" jumps to the search box, as on GitHub and most documentation sites, unless the reader is typing.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return;
      const t = e.target as HTMLElement | null;
      if (t?.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])')) return;
      const input = ref.current?.querySelector('input');
      if (!input || !input.getClientRects().length) return;
      e.preventDefault();
      input.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // Hovering must not download an index (the all-products one is 2 MB): only focus does.
  useEffect(() => {
    const el = ref.current;
    const stop = (e: Event) => e.stopPropagation();
    el?.addEventListener('mouseover', stop);
    return () => el?.removeEventListener('mouseover', stop);
  }, []);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onSearch = (e: Event) => {
      const d = (e as CustomEvent<SearchEventDetail>).detail;
      // The search page asks the same worker; only answers to this box's input count here.
      if (!ref.current?.contains(document.activeElement)) return;
      const menu = ref.current?.querySelector<HTMLElement>('[role="listbox"]');
      // Let autocomplete render its rows first, then place the note above them.
      requestAnimationFrame(() => {
        if (!menu) return;
        let note = menu.querySelector<HTMLElement>(`.${styles.note}`);
        if (!note) {
          note = document.createElement('div');
          note.className = styles.note;
          menu.prepend(note);
        }
        note.replaceChildren();
        if (d.partial && d.count > 0) {
          const text = document.createElement('span');
          text.textContent = partialText(d);
          // Screen readers hear it through the status region below.
          text.setAttribute('aria-hidden', 'true');
          note.append(text);
        }
        if (d.context && d.input.trim()) {
          const a = document.createElement('a');
          const url = `${searchPage}?${new URLSearchParams({q: d.input}).toString()}`;
          a.href = url;
          a.textContent = widen;
          a.addEventListener('mousedown', (ev) => ev.preventDefault());
          a.addEventListener('click', (ev) => {
            if (ev.ctrlKey || ev.metaKey) return;
            ev.preventDefault();
            history.push(url);
          });
          note.append(a);
        }
        note.hidden = note.childElementCount === 0;
      });
      clearTimeout(timer);
      // Announce once typing pauses, not on every keystroke.
      timer = setTimeout(() => setStatus(announcement(d)), 600);
    };
    window.addEventListener(SEARCH_EVENT, onSearch);
    return () => {
      clearTimeout(timer);
      window.removeEventListener(SEARCH_EVENT, onSearch);
    };
  }, [history, searchPage, widen]);

  return (
    <div ref={ref} className={styles.wrapper}>
      <SearchBar {...props} />
      <div role="status" className="visually-hidden">
        {status}
      </div>
    </div>
  );
}
