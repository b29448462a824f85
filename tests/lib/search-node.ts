/**
 * The search worker's code path in Node, over a built locale's index files: opens a
 * context's head and reads parts from disk as queries need them (src/search/shards.ts),
 * then ranks with the engine (src/search/engine.ts). Used by the quality guard and the
 * search benchmarks, so they measure exactly what the search box answers.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {pagesShown, rank, termsFor, type Lunr, type SearchDocument, type SearchOutcome} from '../../src/search/engine';
import {openShards, searchShards, type Head, type PagePart, type ShardedContext} from '../../src/search/shards';
import {headOf} from '../../src/search/files';

// Resolved from the project root, where tests and benchmarks run: no import.meta, so the browser
// tests (compiled to CommonJS by Playwright) can load this module too.
const require = createRequire(path.resolve('package.json'));
const lunr = require('lunr') as unknown;
require('lunr-languages/lunr.stemmer.support')(lunr);
require('lunr-languages/lunr.shield')(lunr);
export const LUNR = lunr as Lunr;

/** File name of a context's index head in a locale's build folder ('' is all products). */
export function headFile(dir: string, context = ''): string {
  const name = headOf(fs.readdirSync(dir), context);
  if (!name) throw new Error(`no search index for "${context}" in ${dir}`);
  return name;
}

export interface NodeSearch {
  context: ShardedContext;
  search(input: string, limit: number): Promise<SearchOutcome>;
}

/** Opens one context of a built locale folder (for example build/en). */
export async function openBuilt(dir: string, context = ''): Promise<NodeSearch> {
  const ctx = await openShards(
    async (file) => JSON.parse(await fs.promises.readFile(path.join(dir, path.basename(file)), 'utf8')) as unknown,
    headFile(dir, context),
  );
  return {
    context: ctx,
    search: (input, limit) => searchShards(LUNR, ctx, input, limit),
  };
}

/** A context's head and every document of its page parts, read from disk. */
export function readContext(dir: string, head: string): {head: Head; titles: SearchDocument[]; docs: PagePart} {
  const h = JSON.parse(fs.readFileSync(path.join(dir, head), 'utf8')) as Head;
  const docs = h.pageParts.flatMap(([, f]) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as PagePart);
  return {head: h, titles: h.titles, docs};
}

/** Files a fresh reader fetches for a query's first answer, and their bytes as sent (brotli). */
export async function firstAnswer(
  dir: string,
  context: string,
  input: string,
  limit: number,
): Promise<{files: string[]; bytes: number}> {
  const files: string[] = [];
  const ctx = await openShards(
    async (file) => {
      files.push(file);
      return JSON.parse(await fs.promises.readFile(path.join(dir, file), 'utf8')) as unknown;
    },
    headFile(dir, context),
  );
  await ctx.loadTerms(termsFor(LUNR, ctx.indexes, input));
  await ctx.loadPages(pagesShown(rank(LUNR, ctx.indexes, input), limit));
  // Small files have no compressed copy and are sent as they are.
  const sent = (f: string) => [`${f}.br`, f].map((x) => path.join(dir, x)).find((x) => fs.existsSync(x))!;
  const bytes = files.reduce((sum, f) => sum + fs.statSync(sent(f)).size, 0);
  return {files, bytes};
}
