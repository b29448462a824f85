/**
 * Stands in for the plugin's `searchByWorker` module (swapped in by src/plugins/search.ts):
 * same two functions for its SearchBar and SearchPage, backed by the portal's worker. Each
 * answer is also published as a `shield-search` event, so the wrappers can say when a match
 * is partial and announce the count.
 */
import type * as Comlink from 'comlink';
import type {SearchOutcome, SearchResult} from './engine';
import type {SearchWorker} from './worker';

export const SEARCH_EVENT = 'shield-search';
export interface SearchEventDetail extends Omit<SearchOutcome, 'results'> {
  input: string;
  context: string;
  count: number;
}

let remote: Promise<Comlink.Remote<SearchWorker>> | undefined;
function worker(): Promise<Comlink.Remote<SearchWorker>> | undefined {
  if (process.env.NODE_ENV !== 'production') return undefined;
  remote ??= (async () => {
    // The worker starts loading while comlink (not in the entry bundle) arrives.
    const w = new Worker(new URL('./worker.ts', import.meta.url));
    const {wrap} = await import('comlink');
    const Remote = wrap<typeof SearchWorker>(w);
    return await new Remote();
  })();
  return remote;
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
    new CustomEvent<SearchEventDetail>(SEARCH_EVENT, {detail: {...rest, input, context, count: results.length}}),
  );
  return results;
}
