import fs from 'node:fs';
import path from 'node:path';
import {Parser} from 'htmlparser2';
import {ROOT} from './inventory.mts';
import {LOCALES, localePrefix} from '../../src/config/locales.ts';
import type {LocaleId} from '../../src/sections/types.ts';

export const BUILD = path.join(ROOT, 'build');
export {LOCALES} from '../../src/config/locales.ts';
export type {LocaleId as Locale} from '../../src/sections/types.ts';
/** URL prefix per locale ('' for Korean), from the one locale definition. */
export const PREFIX: Record<LocaleId, string> = Object.fromEntries(LOCALES.map((l) => [l, localePrefix(l)])) as Record<
  LocaleId,
  string
>;

/** The file nginx serves for a clean route, or null. */
export function fileForRoute(route: string): string | null {
  const clean = decodeURIComponent(route.split(/[?#]/)[0]);
  const candidates = clean.endsWith('/')
    ? [path.join(BUILD, clean, 'index.html')]
    : [path.join(BUILD, clean), path.join(BUILD, clean, 'index.html'), path.join(BUILD, `${clean}.html`)];
  return candidates.find((f) => fs.existsSync(f) && fs.statSync(f).isFile()) ?? null;
}

export interface PageFacts {
  file: string;
  route: string;
  links: string[];
  ids: Set<string>;
  hreflang: Map<string, string>;
  robots: string | null;
  canonical: string | null;
  text: string;
}

const cache = new Map<string, PageFacts>();

export function parsePage(file: string): PageFacts {
  const hit = cache.get(file);
  if (hit) return hit;
  const facts: PageFacts = {
    file,
    route:
      '/' +
      path
        .relative(BUILD, file)
        .split(path.sep)
        .join('/')
        .replace(/index\.html$/, '')
        .replace(/\.html$/, ''),
    links: [],
    ids: new Set(),
    hreflang: new Map(),
    robots: null,
    canonical: null,
    text: '',
  };
  let skip = 0;
  const text: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (attrs.id) facts.ids.add(attrs.id);
        if (name === 'a' && attrs.href !== undefined) facts.links.push(attrs.href);
        if (name === 'link' && attrs.rel === 'alternate' && attrs.hreflang)
          facts.hreflang.set(attrs.hreflang, attrs.href);
        if (name === 'link' && attrs.rel === 'canonical') facts.canonical = attrs.href;
        if (name === 'meta' && attrs.name === 'robots') facts.robots = attrs.content;
        if (name === 'script' || name === 'style') skip++;
      },
      ontext(t) {
        if (!skip) text.push(t);
      },
      onclosetag(name) {
        if (name === 'script' || name === 'style') skip--;
      },
    },
    {decodeEntities: true},
  );
  parser.write(fs.readFileSync(file, 'utf8'));
  parser.end();
  facts.text = text.join(' ').replace(/\s+/g, ' ');
  cache.set(file, facts);
  return facts;
}

/** Every HTML page of the build, except static pages we ship by hand. */
export function allPages(): string[] {
  return fs
    .readdirSync(BUILD, {recursive: true, withFileTypes: true})
    .filter((d) => d.isFile() && d.name.endsWith('.html'))
    .map((d) => path.join(d.parentPath, d.name))
    .filter((f) => !f.endsWith(`${path.sep}feedback.html`))
    .sort();
}

export function requireBuild(): void {
  if (!fs.existsSync(path.join(BUILD, 'index.html'))) throw new Error('build/ is missing: run "npm run build" first');
}
