/** Work the page sends its search worker before comlink is ready (see searchByWorker.ts). */
export const WARM = 'shield-search-warm';
/** Open a context's index, or also run a query: [baseUrl, context, input?, limit?]. */
export type Warm = [baseUrl: string, context: string, input?: string, limit?: number];
export type {SearchWorker} from './worker';
