/**
 * Stands in for the plugin's `searchByWorker` module (swapped in by src/plugins/search.ts):
 * same two functions for its SearchBar and SearchPage, backed by the portal's worker. Each
 * answer is also published as a `shield-search` event, so the wrappers can say when a match
 * is partial and announce the count.
 */
import type {SearchOutcome, SearchResult} from './engine';
import {WARM, type SearchWorker, type Warm} from './warm';
import {SEARCH_WORKER_NAME, takeStarted} from './starter';

export const SEARCH_EVENT = 'shield-search';
export interface SearchEventDetail extends Omit<SearchOutcome, 'results'> {
  input: string;
  context: string;
  count: number;
  /** The most results asked for: a count equal to it may have more to come. */
  limit: number;
}

/** The worker's methods, whether it runs in a worker or on the page. */
type Searcher = Pick<SearchWorker, 'fetchIndexes' | 'search'>;

let raw: Worker | undefined;
let remote: Promise<Searcher> | undefined;
/** Whether the worker the search page's HTML started (./starter.ts) was adopted. */
let adopted = false;

async function connect(worker: Worker, failed?: Promise<never>): Promise<Searcher> {
  const {wrap} = await import('comlink');
  const Remote = wrap<typeof SearchWorker>(worker);
  return await (failed ? Promise.race([new Remote(), failed]) : new Remote());
}

// The chunk's name is SEARCH_WORKER_NAME; the bundler reads only a literal (a unit test compares them).
const bundled = () =>
  new Worker(/* webpackChunkName: "shield-search" */ new URL('./worker.ts', import.meta.url), {
    name: SEARCH_WORKER_NAME,
  });

function worker(): Promise<Searcher> | undefined {
  if (process.env.NODE_ENV !== 'production') return undefined;
  // The offline edition, opened from file://, can start no worker (./offline.ts).
  if (__OFFLINE_EDITION__) return (remote ??= import('./offline').then(({SearchWorker: OnPage}) => new OnPage()));
  if (remote) return remote;
  const started = takeStarted();
  adopted = started !== undefined;
  // The worker starts loading while comlink (not in the entry bundle) arrives.
  const first = (raw = started ?? bundled());
  remote = (async () => {
    if (!started) return connect(first);
    // A started worker that fails to load (its bootstrap gone after a deploy) is replaced.
    const failed = new Promise<never>((_, reject) => started.addEventListener('error', reject));
    // It may fail while comlink is still loading, before anything awaits it.
    failed.catch(() => undefined);
    try {
      return await connect(started, failed);
    } catch {
      started.terminate();
      const again = (raw = bundled());
      return connect(again);
    }
  })();
  return remote;
}

/**
 * Loads the worker's code (about 35 KB, cached with the other assets) while the page is idle,
 * so a box's first search starts with its index instead of the worker; no index is fetched.
 * Readers who asked to save data get it on focus, as before.
 */
export function prepareWorker(): void {
  const {connection} = navigator as Navigator & {connection?: {saveData?: boolean}};
  if (connection?.saveData || __OFFLINE_EDITION__) return;
  void worker();
}

/** Whether the search page's HTML already sent its first query to a worker this page adopted. */
export function startedByPage(): boolean {
  void worker();
  return adopted;
}

/**
 * Starts the worker and sends it work before comlink has arrived or the page has hydrated
 * (src/clientModules/searchEarly.ts): the worker opens the index head, and for a query also
 * runs it, while the main thread is still busy; the page's own call then takes that answer.
 */
export function warmWorker(...args: Warm): void {
  if (!worker() || !raw) return;
  raw.postMessage({type: WARM, args});
}

export async function fetchIndexesByWorker(baseUrl: string, context: string): Promise<void> {
  const w = await worker();
  await w?.fetchIndexes(baseUrl, context);
}

export async function searchByWorker(
  baseUrl: string,
  context: string,
  input: string,
  limit: number,
): Promise<SearchResult[]> {
  const w = await worker();
  if (!w) return [];
  const {results, ...rest} = await w.search(baseUrl, context, input, limit);
  window.dispatchEvent(
    new CustomEvent<SearchEventDetail>(SEARCH_EVENT, {detail: {...rest, input, context, count: results.length, limit}}),
  );
  return results;
}
