/**
 * The index files' names, in one place: the plugin names each context's head
 * `search-index[-<context>]-<8 hex of the pages' hash>.json` (src/plugins/search.ts keeps that
 * name, so the plugin's box finds it), and the parts are named by their content. deploy/nginx.conf
 * repeats both patterns for its cache headers; the serving tests check it against a build.
 */

/** A context's head; group 1 is the context with `/` written as `-`, absent for all products. */
export const HEAD_FILE = /^search-index(?:-(.+?))?-[0-9a-f]{8}\.json$/;
/** A term or page part. */
export const PART_FILE = /^search-part-[0-9a-f]{12}\.json$/;

/** Context of a head's name, as the plugin writes it ('' for all products). */
export const contextKey = (context: string): string => context.replace(/\//g, '-');

/** Whether a file name is a head or a part. */
export const isSearchFile = (name: string): boolean => HEAD_FILE.test(name) || PART_FILE.test(name);

/** The head of one context among a folder's file names. */
export function headOf(names: readonly string[], context = ''): string | undefined {
  const want = context ? contextKey(context) : undefined;
  return names.find((f) => {
    const m = HEAD_FILE.exec(f);
    return m !== null && m[1] === want;
  });
}

/** A part's name: its content's hash, as `hash` (hex) gives it. */
export const partFileOf = (hash: string): string => `search-part-${hash.slice(0, 12)}.json`;

/**
 * The offline edition's copy of an index file: a script that passes the file's name and JSON
 * text to this global function, since pages opened from file:// cannot fetch.
 */
export const OFFLINE_INDEX_CALLBACK = '__shieldSearchIndex';
export const offlineScriptOf = (file: string): string => `${file}.js`;
export const offlineScript = (name: string, json: string): string =>
  `${OFFLINE_INDEX_CALLBACK}(${JSON.stringify(name)},${JSON.stringify(json)});\n`;
