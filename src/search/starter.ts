/**
 * The search page's first query starts from its HTML. The entry bundle's first task runs for
 * 0.1–0.4 s (more on a phone), and a worker created inside it does not start until it ends; so
 * an inline script, rendered by src/theme/SearchPage and run while the browser still downloads
 * that bundle, starts the search worker through a bootstrap with a fixed name and sends it the
 * query. The entry bundle then adopts that worker (./searchByWorker.ts). The CSP allows the
 * script by its hash (scripts/security-headers.mts); it reads only the page's own address.
 */
import {SEARCH_PAGE_FIRST} from './boxConstants';
import {WARM} from './warm';

/** Emitted by src/plugins/search.ts beside each locale's pages; it loads the bundled worker. */
export const WORKER_BOOTSTRAP = 'search-worker.js';
/** The worker's name, and its chunk's: src/plugins/search.ts finds the chunk by it. */
export const SEARCH_WORKER_NAME = 'shield-search';
/** Where the started worker waits for the entry bundle (null once it has failed). */
export const STARTED = '__shieldSearchWorker';

// The same arguments as src/search/early.ts sends; the base URL is the search page's folder.
export const SEARCH_STARTER = `(function () {
  try {
    var params = new URLSearchParams(location.search);
    var q = params.get('q'), ctx = params.get('ctx') || '', version = params.get('version') || '';
    var page = /^(.*\\/)search\\/?$/.exec(location.pathname);
    if (!page || !q || !/^[\\w/-]*$/.test(ctx + version)) return;
    var worker = new Worker(page[1] + ${JSON.stringify(WORKER_BOOTSTRAP)});
    worker.addEventListener('error', function () { window[${JSON.stringify(STARTED)}] = null; });
    worker.postMessage({type: ${JSON.stringify(WARM)}, args: [page[1] + version, ctx, q, ${SEARCH_PAGE_FIRST}]});
    window[${JSON.stringify(STARTED)}] = worker;
  } catch (e) {}
})();`;

/** The worker the starter began, once: undefined when there is none or it failed to load. */
export function takeStarted(): Worker | undefined {
  const w = window as unknown as Record<string, Worker | null | undefined>;
  const worker = w[STARTED] ?? undefined;
  w[STARTED] = undefined;
  return worker;
}
