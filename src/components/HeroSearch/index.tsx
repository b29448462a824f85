/**
 * The home page's search box: answers from all products right under it, each row naming its
 * product, and Enter (or the button) opens the search page with the query. Our own small UI
 * over the same worker as the navbar's box (src/search/searchByWorker.ts): the plugin's box is
 * built for the navbar, and a second copy of it would answer "/" and Ctrl+K twice.
 */
import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {searchByWorker} from '@site/src/search/searchByWorker';
import {searchResultLimits} from '@site/src/search/boxConstants';
import type {SearchResult} from '@site/src/search/engine';
import styles from './styles.module.css';

/** Typing pauses this long (ms) before a query runs. */
const PAUSE_MS = 150;

interface Row {
  href: string;
  title: string;
  trail: string;
}

const rowOf = ({document: d, page}: SearchResult): Row => {
  const pageTitle = page ? page.t : d.t;
  return {
    href: `${d.u}${d.h ?? ''}`,
    title: page && d.t !== page.t ? `${pageTitle} › ${d.t}` : pageTitle,
    trail: (d.b ?? (page ? page.b : undefined) ?? []).join(' › '),
  };
};

/** The best row of each page, in rank order. */
function onePerPage(results: SearchResult[]): Row[] {
  const seen = new Set<string>();
  const rows: Row[] = [];
  for (const r of results) {
    const page = r.page ? r.page.u : r.document.u;
    if (seen.has(page)) continue;
    seen.add(page);
    rows.push(rowOf(r));
  }
  return rows;
}

export default function HeroSearch(): ReactNode {
  const searchPage = useBaseUrl('/search');
  const baseUrl = useBaseUrl('/');
  const [query, setQuery] = useState('');
  // The last answer; shown while the next one is on its way, hidden when the box is empty.
  const [answer, setAnswer] = useState<Row[] | null>(null);
  // Escape or moving focus out of the form closes the list; typing or focusing the box opens it.
  const [open, setOpen] = useState(true);
  const asked = useRef(0);
  const searched = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  // Words typed before the page hydrated are in the box but not in the state.
  useEffect(() => {
    if (input.current?.value) setQuery(input.current.value);
  }, []);
  const listId = useId();
  const label = translate({id: 'home.search.label', message: '모든 제품 문서에서 검색'});

  useEffect(() => {
    const q = query.trim();
    const n = ++asked.current;
    if (!q) return undefined;
    // The first query runs at once: it is text typed before the page hydrated, or a first key.
    const pause = searched.current ? PAUSE_MS : 0;
    searched.current = true;
    const timer = setTimeout(() => {
      searchByWorker(baseUrl, '', q, searchResultLimits)
        .then((results) => {
          // Only the answer to what the box says now.
          if (n === asked.current) setAnswer(onePerPage(results));
        })
        .catch(() => {
          if (n === asked.current) setAnswer([]);
        });
    }, pause);
    return () => clearTimeout(timer);
  }, [query, baseUrl]);

  const rows = query.trim() && open ? answer : null;
  const none = translate({id: 'searchBar.results.none', message: '검색 결과가 없습니다.'});
  const count =
    rows && rows.length > 0
      ? translate({id: 'searchBar.results.count', message: '검색 결과 {count}건'}, {count: rows.length})
      : rows
        ? none
        : '';
  return (
    <form
      role="search"
      action={searchPage}
      method="get"
      className={styles.form}
      onKeyDown={(e) => {
        if (e.key === 'Escape') setOpen(false);
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setOpen(false);
      }}
      onFocus={() => setOpen(true)}>
      <div className={styles.field}>
        <input
          ref={input}
          type="search"
          name="q"
          className={styles.input}
          aria-label={label}
          placeholder={label}
          autoComplete="off"
          aria-controls={listId}
          // Focusing it starts loading the index before the page is interactive (src/clientModules/searchEarly.ts).
          data-search-all=""

          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setOpen(true);
          }}
        />
        <button type="submit" className="button button--primary">
          {translate({id: 'home.search.submit', message: '검색'})}
        </button>
      </div>
      <div role="status" className="visually-hidden">
        {count}
      </div>
      <ul id={listId} className={styles.results} hidden={!rows || rows.length === 0}>
        {(rows ?? []).map((r) => (
          <li key={r.href}>
            <Link to={r.href} className={styles.result}>
              <span className={styles.title}>{r.title}</span>
              {r.trail && <span className={styles.trail}>{r.trail}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </form>
  );
}
