/**
 * Stands in for mark.js in the search box, which builds a Mark on every navigation to clear or
 * apply `?_highlight=` words. mark.js (8 KB gzip) loads only when a page has words to mark;
 * calls on one instance run in the order made.
 */
interface MarkInstance {
  mark(keywords: string | readonly string[], options?: object): void;
  unmark(options?: object): void;
}
type MarkClass = new (context: Element) => MarkInstance;

let loading: Promise<MarkClass> | undefined;
const load = (): Promise<MarkClass> =>
  (loading ??= import('mark.js/dist/mark.js').then((m: {default: MarkClass}) => m.default));

export default class LazyMark {
  #queue: Promise<MarkInstance | null>;

  constructor(private readonly context: Element) {
    // Nothing can be marked before mark.js first loads, so there is nothing to clear either.
    this.#queue = loading ? loading.then((M) => new M(context)) : Promise.resolve(null);
  }

  unmark(options?: object): void {
    this.#queue = this.#queue.then((m) => (m?.unmark(options), m));
  }

  mark(keywords: string | readonly string[], options?: object): void {
    this.#queue = this.#queue
      .then((m) => m ?? load().then((M) => new M(this.context)))
      .then((m) => (m.mark(keywords, options), m));
  }
}
