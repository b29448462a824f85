/**
 * Search in the offline edition, opened from file://. Browsers refuse workers and fetch there,
 * so the engine runs on the page, and each index file arrives as a script beside it that hands
 * its JSON text to OFFLINE_INDEX_CALLBACK (written by src/plugins/search.ts).
 */
import {contexts, headName} from './contexts';
import {OFFLINE_INDEX_CALLBACK, offlineScriptOf} from './files';
import type {SearchOutcome} from './engine';

type Callback = (name: string, json: string) => void;
const waiting = new Map<string, (json: string) => void>();
(window as unknown as Record<string, Callback>)[OFFLINE_INDEX_CALLBACK] = (name, json) => waiting.get(name)?.(json);

// One script per file at a time: parts are named by content, so two contexts or queries may ask for the same one.
const loading = new Map<string, Promise<unknown>>();

function load(url: URL): Promise<unknown> {
  const name = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  let promise = loading.get(name);
  if (!promise) {
    promise = inject(url, name);
    // A failed file is asked for again next time; a read one is kept by the caller's cache.
    void promise.then(
      () => loading.delete(name),
      () => loading.delete(name),
    );
    loading.set(name, promise);
  }
  return promise;
}

function inject(url: URL, name: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    waiting.set(name, (json) => {
      waiting.delete(name);
      resolve(JSON.parse(json));
    });
    script.src = offlineScriptOf(url.href);
    script.onerror = () => {
      waiting.delete(name);
      reject(new Error(`search index ${name}`));
    };
    script.onload = () => script.remove();
    document.head.append(script);
  });
}

// The index files sit beside this locale's index.html, whatever the box's base URL.
const {open, run} = contexts((_, context) => new URL(headName(context), document.baseURI), load);

/** The worker's interface (./worker.ts), on the page. */
export class SearchWorker {
  async fetchIndexes(baseUrl: string, context: string): Promise<void> {
    await open(baseUrl, context);
  }

  search(baseUrl: string, context: string, input: string, limit: number): Promise<SearchOutcome> {
    return run(baseUrl, context, input, limit);
  }
}
