// Stands in for @docusaurus/core's client/docusaurus.js (window.docusaurus, which <Link> calls to prefetch a route in view and preload one hovered): its prefetch scans all 900 route chunk-name entries for every link in view and adds every <link rel=prefetch> at once, about 180 ms of main-thread time right after a doc page loads on a phone (4× CPU). Here names come from a map built once, and the work waits for idle time.
import {matchRoutes} from 'react-router-config';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import flat from '@docusaurus/core/lib/client/flat';
import prefetchHelper from '@docusaurus/core/lib/client/prefetch';
import preloadHelper from '@docusaurus/core/lib/client/preload';

declare const __webpack_require__: {gca: (chunkName: string) => string | undefined};

const fetched = new Set<string>();
const loaded = new Set<string>();
/** Chunk names already prefetched or skipped, so each is looked up and fetched once. */
const requested = new Set<string>();

type Connection = {effectiveType?: string; saveData?: boolean};
const isSlowConnection = () => {
  const c = (navigator as Navigator & {connection?: Connection}).connection;
  return Boolean(c?.effectiveType?.includes('2g') || c?.saveData);
};

let byRoute: Map<string, string[]> | null = null;
/** Chunk names of a route path; the keys carry a hash suffix ("/shieldrm/faq-3a1"). */
function chunkNamesOf(path: string): string[] {
  if (!byRoute) {
    byRoute = new Map();
    for (const [key, chunks] of Object.entries(routesChunkNames)) {
      const route = key.replace(/-[^-]+$/, '');
      byRoute.set(route, [...(byRoute.get(route) ?? []), ...Object.values(flat(chunks) as Record<string, string>)]);
    }
  }
  return byRoute.get(path) ?? [];
}

function prefetchNow(routePath: string): Promise<void[]> {
  const names = matchRoutes(routes, routePath)
    .flatMap((m) => chunkNamesOf(m.route.path as string))
    .filter((name) => !requested.has(name));
  const urls = new Set<string>();
  for (const name of names) {
    requested.add(name);
    const url = __webpack_require__.gca(name);
    // The bundler may have merged a chunk into another: then there is nothing to fetch.
    if (url && !url.includes('undefined')) urls.add(url);
  }
  return Promise.all([...urls].map((url) => prefetchHelper(url)));
}

type Deadline = {timeRemaining: () => number};
const queue: {path: string; resolve: (done: Promise<void[]>) => void}[] = [];
let scheduled = false;

function schedule() {
  if (scheduled) return;
  scheduled = true;
  if ('requestIdleCallback' in window) window.requestIdleCallback(drain, {timeout: 4000});
  else setTimeout(drain, 200);
}

function drain(deadline?: Deadline) {
  scheduled = false;
  // One route at least, then more while the browser says it has time.
  do {
    const next = queue.shift();
    if (next) next.resolve(prefetchNow(next.path));
  } while (queue.length && deadline && deadline.timeRemaining() > 5);
  if (queue.length) schedule();
}

const prefetch = (routePath: string): false | Promise<void[]> => {
  if (isSlowConnection() || loaded.has(routePath) || fetched.has(routePath)) return false;
  fetched.add(routePath);
  return new Promise<void[]>((resolve) => {
    queue.push({path: routePath, resolve});
    schedule();
  });
};

const preload = (routePath: string): false | Promise<void[]> => {
  if (isSlowConnection() || loaded.has(routePath)) return false;
  loaded.add(routePath);
  return preloadHelper(routePath) as Promise<void[]>;
};

export default Object.freeze({prefetch, preload});
