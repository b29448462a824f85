/**
 * Each context's index, opened once and searched with the portal's engine. The worker
 * (./worker.ts) reads the files with fetch; the offline edition (./offline.ts), opened from
 * file:// where browsers refuse workers and fetch, reads them as scripts on the page.
 */
import lunr from 'lunr';
// Registers the `shield` language on this lunr instance and names the index files.
import {searchIndexUrl} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants';
import type {Lunr, SearchOutcome} from './engine';
import {contextKey} from './files';
import {openShards, searchShards, type ShardedContext} from './shards';

const L = lunr as unknown as Lunr;

/** The file name of a context's index head. */
export const headName = (context: string): string =>
  searchIndexUrl.replace('{dir}', context ? `-${contextKey(context)}` : '');

export interface Contexts {
  open(baseUrl: string, context: string): Promise<ShardedContext>;
  run(baseUrl: string, context: string, input: string, limit: number): Promise<SearchOutcome>;
}

/**
 * @param headUrl where a context's head is, for the box's base URL
 * @param load reads one index file (a head or a part) as JSON
 */
export function contexts(
  headUrl: (baseUrl: string, context: string) => URL,
  load: (url: URL) => Promise<unknown>,
): Contexts {
  const cache = new Map<string, Promise<ShardedContext>>();
  const open = (baseUrl: string, context: string) => {
    const key = `${baseUrl}${context}`;
    let promise = cache.get(key);
    if (!promise) {
      const url = headUrl(baseUrl, context);
      promise = openShards((file) => load(new URL(file, url)), url.pathname.slice(url.pathname.lastIndexOf('/') + 1));
      // A failed download is retried on the next keystroke instead of being cached.
      promise.catch(() => cache.delete(key));
      cache.set(key, promise);
    }
    return promise;
  };
  return {
    open,
    run: async (baseUrl, context, input, limit) => searchShards(L, await open(baseUrl, context), input, limit),
  };
}
