/**
 * The search index as the browser downloads it: a small head file per context and parts it
 * fetches as a query needs them, so the all-products search costs a reader a few hundred
 * kilobytes instead of its whole 10 MB index (the idea Pagefind uses; written here because
 * the engine (./engine.ts) ranks with lunr's scores and vocabulary, which Pagefind's format
 * does not carry).
 *
 * - head: the vocabulary of every document type (for prefix, stem and fuzzy matching), the
 *   number of documents per type, every page's title document, and the part tables;
 * - term parts: postings of a run of the sorted vocabulary, each with the lunr term weight
 *   (lunr's field vector value) and positions, so lunr's score is reproduced exactly;
 * - page parts: the heading, description and text documents of a run of pages, read only
 *   for the pages a result list shows.
 *
 * `buildShards` runs at build time (src/plugins/search.ts) over the plugin's index files;
 * `openShards` runs in the search worker and in Node (tests, benchmarks).
 */
import {
  DocType,
  pagesShown,
  rank,
  rows,
  termsFor,
  type Lunr,
  type SearchOutcome,
  type LunrQuery,
  type Metadata,
  type QueryHit,
  type SearchDocument,
  type TermIndex,
  type WrappedIndex,
} from './engine';

export const FORMAT_VERSION = 1;

/** The plugin's index file: one serialized lunr index per document type. */
export type PluginIndex = {
  documents: SearchDocument[];
  index: {
    invertedIndex: [string, {_index: number; [field: string]: unknown}][];
    fieldVectors: [string, number[]][];
  };
}[];

/** Postings of one term in one type: [type, lunr term index, ...[ref, weight, positionCount, ...positions]]. */
type TypePosting = number[];
/** A term part: term → one posting per type that has the term. */
export type TermPart = Record<string, TypePosting[]>;
/** A page part: the documents (all types but titles) of a run of pages. */
export type PagePart = [type: number, doc: SearchDocument][];

export interface Head {
  v: number;
  /** Sorted vocabulary (JavaScript string order, as lunr sorts it). */
  terms: string[];
  /** Per term, a bit per document type that has it, as one base-32 digit. */
  types: string;
  /** Documents per type. */
  size: number[];
  /** Every page's title document, in id order. */
  titles: SearchDocument[];
  /** Term parts: index of each part's first term in `terms`, and its file. */
  termParts: [from: number, file: string][];
  /** Page parts: the first page id of each, and its file. */
  pageParts: [from: number, file: string][];
}

export interface BuildOptions {
  /** Target size of a term part, in bytes of JSON. */
  termPartBytes: number;
  /** Target size of a page part, in bytes of JSON. */
  pagePartBytes: number;
  /** Rewrites each title document (the all-products context names the product in its path). */
  title?: (doc: SearchDocument) => SearchDocument;
}

/** Splits items into runs whose JSON reaches about `bytes` each. */
function runs<T>(items: T[], size: (item: T) => number, bytes: number): T[][] {
  const out: T[][] = [];
  let run: T[] = [];
  let total = 0;
  for (const item of items) {
    run.push(item);
    total += size(item);
    if (total >= bytes) {
      out.push(run);
      run = [];
      total = 0;
    }
  }
  if (run.length > 0) out.push(run);
  return out;
}

const jsonLength = (v: unknown) => JSON.stringify(v).length;

/**
 * Turns the plugin's index of one context into a head and parts. Part names are left to
 * the caller (content hashes), and the head names them once they are known.
 */
export function buildShards(
  json: PluginIndex,
  options: BuildOptions,
): {head: (fileOf: (part: string) => string) => string; parts: string[]} {
  const postings = new Map<string, TypePosting[]>();
  const typeBits = new Map<string, number>();
  json.forEach(({index}, type) => {
    const weights = new Map<string, Map<number, number>>();
    for (const [fieldRef, vector] of index.fieldVectors) {
      const ref = fieldRef.slice(fieldRef.indexOf('/') + 1);
      const m = new Map<number, number>();
      for (let i = 0; i < vector.length; i += 2) m.set(vector[i], vector[i + 1]);
      weights.set(ref, m);
    }
    for (const [term, posting] of index.invertedIndex) {
      const field = (posting.t ?? {}) as Record<string, {position?: [number, number][]}>;
      const entry: TypePosting = [type, posting._index];
      for (const ref of Object.keys(field).sort((a, b) => Number(a) - Number(b))) {
        const positions = field[ref].position ?? [];
        entry.push(Number(ref), weights.get(ref)?.get(posting._index) ?? 0, positions.length, ...positions.flat());
      }
      postings.set(term, [...(postings.get(term) ?? []), entry]);
      typeBits.set(term, (typeBits.get(term) ?? 0) | (1 << type));
    }
  });
  const terms = [...postings.keys()].sort();
  const termRuns = runs(terms, (t) => t.length + jsonLength(postings.get(t)), options.termPartBytes);
  const parts: string[] = [];
  const termStarts: number[] = [];
  let at = 0;
  for (const run of termRuns) {
    termStarts.push(at);
    at += run.length;
    parts.push(JSON.stringify(Object.fromEntries(run.map((t) => [t, postings.get(t)!]))));
  }

  const titles = [...(json[DocType.Title]?.documents ?? [])].sort((a, b) => a.i - b.i);
  const pageIds = titles.map((d) => d.i);
  const pageOf = pageFinder(pageIds);
  const byPage = new Map<number, PagePart>();
  json.forEach(({documents}, type) => {
    if (type === DocType.Title) return;
    for (const doc of documents) {
      const page = pageOf(doc.i);
      byPage.set(page, [...(byPage.get(page) ?? []), [type, doc]]);
    }
  });
  const pageRuns = runs(pageIds, (id) => jsonLength(byPage.get(id) ?? []), options.pagePartBytes);
  const pageStarts = pageRuns.map((run) => run[0]);
  const termPartCount = parts.length;
  for (const run of pageRuns) parts.push(JSON.stringify(run.flatMap((id) => byPage.get(id) ?? [])));

  return {
    parts,
    head: (fileOf) => {
      const head: Head = {
        v: FORMAT_VERSION,
        terms,
        types: terms.map((t) => typeBits.get(t)!.toString(32)).join(''),
        size: json.map((p) => p.documents.length),
        titles: options.title ? titles.map(options.title) : titles,
        termParts: termStarts.map((from, k) => [from, fileOf(parts[k])]),
        pageParts: pageStarts.map((from, k) => [from, fileOf(parts[termPartCount + k])]),
      };
      return JSON.stringify(head);
    },
  };
}

/** The last value of a sorted list that is at most `x` (the list's first when none is). */
function floorIndex(sorted: number[], x: number): number {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (sorted[mid] <= x) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** A document's page: the nearest title id at or below its id (the plugin numbers a page's documents after its title). */
function pageFinder(pageIds: number[]): (id: number) => number {
  return (id) => (pageIds.length ? pageIds[floorIndex(pageIds, id)] : id);
}

/** Fetches a file of the context's folder and parses it. */
export type FetchJson = (file: string) => Promise<unknown>;

export interface ShardedContext {
  indexes: WrappedIndex[];
  /** Loads the postings of these terms (see engine `termsFor`). */
  loadTerms(terms: Iterable<string>): Promise<void>;
  /** Loads the documents of these pages (see engine `pagesShown`). */
  loadPages(pages: Iterable<number>): Promise<void>;
}

/** Loads each part once; a failed load is forgotten, so the next query tries again. */
function partLoader(load: (k: number) => Promise<void>): (k: number) => Promise<void> {
  const loads = new Map<number, Promise<void>>();
  return (k) => {
    let p = loads.get(k);
    if (!p) {
      p = load(k);
      p.catch(() => loads.delete(k));
      loads.set(k, p);
    }
    return p;
  };
}

/** Opens a context from its head file; parts are fetched on demand, each once. */
export async function openShards(fetchJson: FetchJson, headFile: string): Promise<ShardedContext> {
  const fetchPart = async <T>(file: string): Promise<T> => (await fetchJson(file)) as T;
  const head = await fetchPart<Head>(headFile);
  if (head.v !== FORMAT_VERSION) throw new Error(`search index format ${head.v}, expected ${FORMAT_VERSION}`);
  const {terms} = head;
  const typeCount = head.size.length;
  const termIndexOf = new Map<string, number>();
  terms.forEach((t, i) => termIndexOf.set(t, i));
  const masks = Array.from(head.types, (c) => parseInt(c, 32));

  // Postings per type: term → [lunr term index, ref → [weight, positions]].
  const postings: Map<string, {index: number; docs: Map<number, {weight: number; position: [number, number][]}>}>[] =
    Array.from({length: typeCount}, () => new Map());
  const termStarts = head.termParts.map(([from]) => from);
  const loadTermPart = partLoader((k) =>
    fetchPart<TermPart>(head.termParts[k][1]).then((part) => {
      for (const [term, entries] of Object.entries(part))
        for (const e of entries) {
          const docs = new Map<number, {weight: number; position: [number, number][]}>();
          for (let i = 2; i < e.length;) {
            const ref = e[i];
            const weight = e[i + 1];
            const n = e[i + 2];
            const position: [number, number][] = [];
            for (let j = 0; j < n; j++) position.push([e[i + 3 + 2 * j], e[i + 4 + 2 * j]]);
            docs.set(ref, {weight, position});
            i += 3 + 2 * n;
          }
          postings[e[0]].set(term, {index: e[1], docs});
        }
    }),
  );

  const titles = head.titles;
  const pageIds = titles.map((d) => d.i);
  const pageOf = pageFinder(pageIds);
  const docs: Map<number, SearchDocument>[] = Array.from({length: typeCount}, () => new Map());
  docs[DocType.Title] = new Map(titles.map((d) => [d.i, d]));
  const pageStarts = head.pageParts.map(([from]) => from);
  const loadPagePart = partLoader((k) =>
    fetchPart<PagePart>(head.pageParts[k][1]).then((part) => {
      for (const [type, doc] of part) docs[type].set(doc.i, doc);
    }),
  );

  const indexes: WrappedIndex[] = Array.from({length: typeCount}, (_, type) => {
    const bit = 1 << type;
    const own = terms.filter((_t, i) => (masks[i] & bit) !== 0);
    const has = (term: string) => {
      const i = termIndexOf.get(term);
      return i !== undefined && (masks[i] & bit) !== 0;
    };
    const index: TermIndex = {
      terms: own,
      has,
      docsWith: (term) => [...(postings[type].get(term)?.docs.keys() ?? [])].map(String),
      query: (fn) => query(postings[type], fn),
    };
    return {
      type,
      size: head.size[type],
      index,
      doc: (id) => docs[type].get(id),
      pageOf: type === DocType.Title ? (id) => id : pageOf,
    };
  });

  return {
    indexes,
    async loadTerms(wanted) {
      const parts = new Set<number>();
      for (const t of wanted) {
        const i = termIndexOf.get(t);
        if (i !== undefined) parts.add(floorIndex(termStarts, i));
      }
      await Promise.all([...parts].map(loadTermPart));
    },
    async loadPages(pages) {
      const parts = new Set<number>();
      for (const id of pages) if (pageStarts.length) parts.add(floorIndex(pageStarts, id));
      await Promise.all([...parts].map(loadPagePart));
    },
  };
}

/**
 * lunr's `Index#query` for the engine's clauses (whole terms, no pipeline, optional), over
 * loaded postings: a document's score is the query vector's dot product with the document's
 * term weights over the query vector's magnitude, summed in lunr's order, and hits come in
 * lunr's order (by score, ties by first match), so rankings equal lunr's to the last digit.
 */
function query(
  postings: Map<string, {index: number; docs: Map<number, {weight: number; position: [number, number][]}>}>,
  fn: (q: LunrQuery) => void,
): QueryHit[] {
  const clauses: {term: string; boost: number}[] = [];
  fn({term: (term, {boost}) => clauses.push({term, boost})});
  // The query vector: boosts by lunr term index, summed per term.
  const vector = new Map<number, number>();
  const matched: {id: number; terms: string[]}[] = [];
  const seen = new Map<number, {id: number; terms: string[]}>();
  const termsSeen = new Set<string>();
  for (const {term, boost} of clauses) {
    const posting = postings.get(term);
    if (!posting) continue;
    vector.set(posting.index, (vector.get(posting.index) ?? 0) + boost);
    if (termsSeen.has(term)) continue;
    termsSeen.add(term);
    for (const id of posting.docs.keys()) {
      let m = seen.get(id);
      if (!m) {
        m = {id, terms: []};
        seen.set(id, m);
        matched.push(m);
      }
      m.terms.push(term);
    }
  }
  const order = [...vector.keys()].sort((a, b) => a - b);
  let squares = 0;
  for (const k of order) squares += vector.get(k)! ** 2;
  const magnitude = Math.sqrt(squares);
  const byIndex = new Map<number, string>();
  for (const term of termsSeen) byIndex.set(postings.get(term)!.index, term);
  const hits = matched.map(({id, terms: docTerms}) => {
    let dot = 0;
    for (const k of order) {
      const w = postings.get(byIndex.get(k)!)?.docs.get(id)?.weight;
      if (w !== undefined) dot += vector.get(k)! * w;
    }
    const metadata: Metadata = {};
    for (const term of docTerms) metadata[term] = {t: {position: postings.get(term)!.docs.get(id)!.position.slice()}};
    return {ref: String(id), score: dot / magnitude || 0, matchData: {metadata}};
  });
  return hits.sort((a, b) => b.score - a.score);
}

/** A query over a context in parts: load the terms it reaches, rank, load the pages shown, make rows. */
export async function searchShards(
  lunr: Lunr,
  ctx: ShardedContext,
  input: string,
  limit: number,
): Promise<SearchOutcome> {
  await ctx.loadTerms(termsFor(lunr, ctx.indexes, input));
  const ranking = rank(lunr, ctx.indexes, input);
  await ctx.loadPages(pagesShown(ranking, limit));
  return rows(ranking, limit);
}
