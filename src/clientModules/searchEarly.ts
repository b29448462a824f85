/**
 * Search starts before hydration where readers search first. The search page opened with
 * ?q= starts its search as soon as the entry bundle runs, and the home page opens the
 * all-products index head when the reader first focuses a search box: the worker, the head and
 * the query's parts then load while React renders the page, not after.
 */
import siteConfig from '@generated/docusaurus.config';
import {SEARCH_PAGE_LIMIT} from '../search/boxConstants';
import {warmWorker} from '../search/searchByWorker';

if (typeof window !== 'undefined') {
  const {baseUrl} = siteConfig;
  const {pathname, search} = window.location;
  const params = new URLSearchParams(search);
  const q = params.get('q');
  const ctx = params.get('ctx') ?? '';
  const version = params.get('version') ?? '';
  // The same arguments the plugin's search page passes; anything else is left to it.
  if (pathname.replace(/\/$/, '') === `${baseUrl}search` && q && /^[\w/-]*$/.test(ctx + version))
    warmWorker(`${baseUrl}${version}`, ctx, q, SEARCH_PAGE_LIMIT);
  else if (pathname === baseUrl) {
    const onFocus = (e: FocusEvent) => {
      if (!(e.target instanceof Element) || !e.target.matches('.navbar__search-input, [data-search-all]')) return;
      document.removeEventListener('focusin', onFocus, true);
      warmWorker(baseUrl, '');
    };
    document.addEventListener('focusin', onFocus, true);
  }
}
