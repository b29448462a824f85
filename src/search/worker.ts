/**
 * The search worker: fetches a context's index once and answers queries with the portal's
 * engine (./engine.ts). Replaces the plugin's worker (see src/plugins/search.ts), keeping its
 * index format, file names and Comlink interface.
 */
import * as Comlink from 'comlink';
import lunr from 'lunr';
// Registers the `shield` language on this lunr instance and names the index files.
import {searchIndexUrl} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants';
import {loadIndexes, search, type Lunr, type SearchOutcome, type WrappedIndex} from './engine';

type Loaded = {documents: WrappedIndex['documents']; index: object}[];
const cache = new Map<string, Promise<WrappedIndex[]>>();

function load(baseUrl: string, context: string): Promise<WrappedIndex[]> {
  const key = `${baseUrl}${context}`;
  let promise = cache.get(key);
  if (!promise) {
    const url = `${baseUrl}${searchIndexUrl.replace('{dir}', context ? `-${context.replace(/\//g, '-')}` : '')}`;
    // Only ever fetch from this site.
    if (new URL(url, location.origin).origin !== location.origin) throw new Error('Unexpected index URL');
    promise = fetch(url)
      .then((r) => {
        if (!r.ok) throw new Error(`search index ${r.status}`);
        return r.json() as Promise<Loaded>;
      })
      .then((json) => loadIndexes(lunr as unknown as Lunr, json));
    // A failed download is retried on the next keystroke instead of being cached.
    promise.catch(() => cache.delete(key));
    cache.set(key, promise);
  }
  return promise;
}

export class SearchWorker {
  async fetchIndexes(baseUrl: string, context: string): Promise<void> {
    await load(baseUrl, context);
  }

  async search(baseUrl: string, context: string, input: string, limit: number): Promise<SearchOutcome> {
    const indexes = await load(baseUrl, context);
    return search(lunr as unknown as Lunr, indexes, input, limit);
  }
}

Comlink.expose(SearchWorker);
