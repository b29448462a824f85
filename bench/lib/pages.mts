/** The pages the page-level benchmarks (weight, Lighthouse) measure, per locale. */
import {LOCALES, localePrefix} from '../../src/config/locales.ts';
import type {LocaleId} from '../../src/sections/types.ts';

export type {LocaleId as Locale};

export interface BenchPage {
  path: string;
  label: string;
}

/** The doc page with a diagram; the bare Docusaurus site in bench/lighthouse.mts is built from its text. */
export const DOC_PAGE = '/shieldrive/guide/user-guide/file-link';

export const BENCH_PAGES: readonly BenchPage[] = [
  {path: '/', label: 'home'},
  {path: '/shieldrive', label: 'landing'},
  {path: DOC_PAGE, label: 'doc + diagram'},
  {path: '/support', label: 'support'},
  {path: '/search?q=정책', label: 'search'},
  {path: '/no-such-page', label: '404'},
];

const pathOnly = (p: string) => p.split('?')[0].replace(/(.)\/$/, '$1');

/** Pages named by a comma-separated option (`/search` matches `/search?q=정책`); all when empty. */
export function pickPages(option: string | undefined): BenchPage[] {
  if (!option) return [...BENCH_PAGES];
  return option.split(',').map((want) => {
    const hit = BENCH_PAGES.find((p) => p.path === want || pathOnly(p.path) === pathOnly(want) || p.label === want);
    if (!hit) throw new Error(`unknown page ${want}; choose from ${BENCH_PAGES.map((p) => p.path).join(', ')}`);
    return hit;
  });
}

export function pickLocales(option: string): LocaleId[] {
  const out = option.split(',').filter(Boolean);
  const bad = out.filter((l) => !(LOCALES as readonly string[]).includes(l));
  if (bad.length) throw new Error(`unknown locale ${bad.join(', ')}; choose from ${LOCALES.join(', ')}`);
  return out as LocaleId[];
}

/** The page's address on `base` in `locale` (en pages live under /en/…), percent-encoded. */
export const pageUrl = (base: string, locale: LocaleId, page: BenchPage): string =>
  base + encodeURI(localePrefix(locale) + (page.path === '/' && localePrefix(locale) ? '/' : page.path));

/** The page as printed in tables: its path with the locale prefix. */
export const pageName = (locale: LocaleId, page: BenchPage): string =>
  localePrefix(locale) + (page.path === '/' && localePrefix(locale) ? '/' : page.path);
