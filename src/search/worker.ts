/**
 * The search worker: opens a context's index head once, fetches the parts each query needs
 * (./contexts.ts) and answers with the portal's engine (./engine.ts). Replaces the plugin's
 * worker (see src/plugins/search.ts), keeping its file names and Comlink interface.
 */
import * as Comlink from 'comlink';
import type {SearchOutcome} from './engine';
import {contexts, headName} from './contexts';
import {WARM, type Warm} from './warm';

const {open, run} = contexts(
  (baseUrl, context) => {
    const url = new URL(`${baseUrl}${headName(context)}`, location.origin);
    // Only ever fetch from this site.
    if (url.origin !== location.origin) throw new Error('Unexpected index URL');
    return url;
  },
  async (url) => {
    // Ahead of the page's own prefetches of linked pages, which share the connections.
    const r = await fetch(url, {priority: 'high'});
    if (!r.ok) throw new Error(`search index ${r.status}`);
    return (await r.json()) as unknown;
  },
);

/**
 * Answers of searches sent ahead (./warm.ts), each taken once by the page's own call. Text
 * typed before hydration sends one per pause; only the last few can still be asked for.
 */
const ahead = new Map<string, Promise<SearchOutcome>>();
const AHEAD_KEPT = 4;
const aheadKey = (...args: Warm) => JSON.stringify(args);

// Registered before comlink's listener, which must not answer these messages.
self.addEventListener('message', (e: MessageEvent<{type?: unknown; args?: Warm}>) => {
  if (e.data?.type !== WARM || !e.data.args) return;
  e.stopImmediatePropagation();
  const [baseUrl, context, input, limit] = e.data.args;
  if (input === undefined || limit === undefined) {
    open(baseUrl, context).catch(() => undefined);
    return;
  }
  const answer = run(baseUrl, context, input, limit);
  answer.catch(() => undefined);
  ahead.set(aheadKey(baseUrl, context, input, limit), answer);
  for (const key of ahead.keys()) if (ahead.size > AHEAD_KEPT) ahead.delete(key);
});

export class SearchWorker {
  async fetchIndexes(baseUrl: string, context: string): Promise<void> {
    await open(baseUrl, context);
  }

  async search(baseUrl: string, context: string, input: string, limit: number): Promise<SearchOutcome> {
    const key = aheadKey(baseUrl, context, input, limit);
    const sent = ahead.get(key);
    ahead.delete(key);
    // One sent ahead that failed (a download cut off) runs again.
    return (await sent?.catch(() => undefined)) ?? run(baseUrl, context, input, limit);
  }
}

Comlink.expose(SearchWorker);
