/**
 * Stands in for the plugin's `searchByWorker` module (swapped in by src/plugins/search.ts):
 * same two functions for its SearchBar and SearchPage, backed by the portal's worker. Each
 * answer is also published as a `shield-search` event, so the wrappers can say when a match
 * is partial and announce the count.
 */
import type {SearchOutcome, SearchResult} from './engine';
import {WARM, type SearchWorker, type Warm} from './warm';

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
function worker(): Promise<Searcher> | undefined {
  if (process.env.NODE_ENV !== 'production') return undefined;
  // The offline edition, opened from file://, can start no worker (./offline.ts).
  if (__OFFLINE_EDITION__) return (remote ??= import('./offline').then(({SearchWorker: OnPage}) => new OnPage()));
  remote ??= (async () => {
    // The worker starts loading while comlink (not in the entry bundle) arrives.
    raw = new Worker(new URL('./worker.ts', import.meta.url));
    const {wrap} = await import('comlink');
    const Remote = wrap<typeof SearchWorker>(raw);
    return await new Remote();
  })();
  return remote;
}

/**
 * Loads the worker's code (about 30 KB brotli, cached with the other assets) once the page is
 * idle, so a box's first search starts with its index instead of the worker; no index is
 * fetched. Readers who asked to save data get it on focus, as before.
 */
export function prepareWorker(): void {
  const {connection} = navigator as Navigator & {connection?: {saveData?: boolean}};
  if (connection?.saveData || __OFFLINE_EDITION__) return;
  void worker();
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
