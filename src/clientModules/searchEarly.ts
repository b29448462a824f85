/**
 * Search starts before hydration where readers search first. The search page opened with
 * ?q= starts its first screen of results as soon as the entry bundle runs. On the home page,
 * the first focus on a search box opens the all-products index head, and text typed into it
 * before the page has hydrated is searched at once: the worker, the head and the query's parts
 * load while React renders the page, and the box's own search takes that answer.
 */
import siteConfig from '@generated/docusaurus.config';
import {SEARCH_PAGE_FIRST, searchResultLimits} from '../search/boxConstants';
import {prepareWorker, warmWorker} from '../search/searchByWorker';

/** The navbar's box and the home page's hero box. */
const BOXES = '.navbar__search-input, [data-search-all]';
/** Typing pauses this long (ms) before text typed ahead of hydration is searched. */
const TYPING_PAUSE_MS = 60;
/** The worker's code loads when the page is idle, at the latest this long (ms) after load. */
const IDLE_TIMEOUT_MS = 3_000;

let stop: (() => void) | undefined;

if (typeof window !== 'undefined') {
  const idle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(prepareWorker, {timeout: IDLE_TIMEOUT_MS})
      : setTimeout(prepareWorker, IDLE_TIMEOUT_MS);
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, {once: true});

  const {baseUrl} = siteConfig;
  const {pathname, search} = window.location;
  const params = new URLSearchParams(search);
  const q = params.get('q');
  const ctx = params.get('ctx') ?? '';
  const version = params.get('version') ?? '';
  // The same arguments the search page passes; anything else is left to it.
  if (pathname.replace(/\/$/, '') === `${baseUrl}search` && q && /^[\w/-]*$/.test(ctx + version))
    warmWorker(`${baseUrl}${version}`, ctx, q, SEARCH_PAGE_FIRST);
  else if (pathname === baseUrl) {
    let opened = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // What the box will ask once it runs: the hero trims, the navbar's box sends its text as it is.
    const ask = (box: HTMLInputElement) => {
      const text = box.matches('[data-search-all]') ? box.value.trim() : box.value;
      if (text) warmWorker(baseUrl, '', text, searchResultLimits);
      else if (!opened) warmWorker(baseUrl, '');
      opened = true;
    };
    const boxOf = (target: EventTarget | null) =>
      target instanceof HTMLInputElement && target.matches(BOXES) ? target : undefined;
    const onFocus = (e: FocusEvent) => {
      const box = boxOf(e.target);
      if (box && !opened) ask(box);
    };
    const onInput = (e: Event) => {
      const box = boxOf(e.target);
      if (!box) return;
      clearTimeout(timer);
      timer = setTimeout(() => ask(box), TYPING_PAUSE_MS);
    };
    document.addEventListener('focusin', onFocus, true);
    document.addEventListener('input', onInput, true);
    // Focused and typed into before this bundle ran.
    const early = boxOf(document.activeElement);
    if (early) ask(early);
    stop = () => {
      clearTimeout(timer);
      document.removeEventListener('focusin', onFocus, true);
      document.removeEventListener('input', onInput, true);
    };
  }
}

/** Once the page has hydrated, the boxes search for themselves. */
export function onRouteDidUpdate(): void {
  stop?.();
  stop = undefined;
}
