/**
 * A content-addressed cache for work done after the bundle (precompressed copies, search
 * indexes), so a rebuild whose pages did not change skips it. It lives under
 * node_modules/.cache like the bundlers' persistent caches, so `docusaurus clear` (and a cold
 * build in bench/build.mts) removes it. Entries are never read stale: a key is a hash of
 * everything the output is made from. DOCUSAURUS_NO_PERSISTENT_CACHE turns it off, as it does
 * the bundler's cache.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** The cache folder for one kind of output, or null when caching is off. */
export function cacheDir(siteDir: string, name: string): string | null {
  if (process.env.DOCUSAURUS_NO_PERSISTENT_CACHE) return null;
  return path.join(siteDir, 'node_modules', '.cache', `shield-${name}`);
}

export function hashOf(...parts: (string | Buffer)[]): string {
  const h = createHash('sha256');
  for (const p of parts) h.update(p).update('\0');
  return h.digest('hex').slice(0, 32);
}

/** Writes through a temporary name, so a build killed mid-write leaves no half entry. */
export async function writeEntry(file: string, data: string | Buffer): Promise<void> {
  await fs.mkdir(path.dirname(file), {recursive: true});
  const tmp = `${file}.${process.pid}.tmp`;
  await fs.writeFile(tmp, data);
  await fs.rename(tmp, file);
}

export async function readEntry(file: string): Promise<Buffer | null> {
  try {
    return await fs.readFile(file);
  } catch {
    return null;
  }
}

/**
 * A page minus its hashed script and style names, for keys of outputs made from its text: the
 * runtime chunk's hash differs between a cold build and the first warm one (Rspack orders its
 * runtime code differently), which would change every page.
 */
export function withoutAssetNames(html: string): string {
  return html.replace(/\/assets\/(?:js|css)\/[\w~.-]+\.[0-9a-f]{8}\.(?:js|css)/g, '');
}
