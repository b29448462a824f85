// Wraps the search page: announces the result count, and says when only some words match.
import {useEffect, useRef, useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import SearchPage from '@theme-original/SearchPage';
import {SEARCH_PAGE_FIRST} from '@site/src/search/boxConstants';
import {SEARCH_EVENT, type SearchEventDetail} from '@site/src/search/searchByWorker';
import {announcement, partialText} from '@site/src/theme/SearchBar/messages';
import styles from '@site/src/theme/SearchBar/styles.module.css';

export default function SearchPageWrapper(): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState('');
  useEffect(() => {
    const onSearch = (e: Event) => {
      const d = (e as CustomEvent<SearchEventDetail>).detail;
      // Answers to the navbar's box while it has focus are announced there.
      if (document.activeElement?.closest('.navbar')) return;
      // The first screen of results: the page asks for the rest next and announces them all.
      if (d.limit === SEARCH_PAGE_FIRST && d.count === SEARCH_PAGE_FIRST) return;
      setStatus(announcement(d));
      const section = ref.current?.querySelector('main section, .container > section');
      if (!section?.parentElement) return;
      let note = section.parentElement.querySelector<HTMLElement>(`:scope > .${styles.pageNote}`);
      if (!note) {
        note = document.createElement('p');
        note.className = styles.pageNote;
        // Screen readers hear it through the status region.
        note.setAttribute('aria-hidden', 'true');
        section.before(note);
      }
      note.textContent = d.partial && d.count > 0 ? partialText(d) : '';
      note.hidden = !note.textContent;
    };
    window.addEventListener(SEARCH_EVENT, onSearch);
    return () => window.removeEventListener(SEARCH_EVENT, onSearch);
  }, []);
  const description = translate({
    id: 'searchPage.meta.description',
    message: '모든 제품의 설치, 설정, 운영 문서와 FAQ에서 검색합니다.',
  });
  return (
    <div ref={ref} className={styles.searchPage}>
      <Head>
        <meta name="description" content={description} />
      </Head>
      <SearchPage />
      <div role="status" className="visually-hidden">
        {status}
      </div>
    </div>
  );
}
