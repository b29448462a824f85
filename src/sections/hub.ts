/**
 * The entry points of a product landing (src/components/ProductHub), resolved at build time
 * from the registry's `hub` refs and the facts: each ref to its doc and that doc's title in the
 * build's language, the product's newest release per part. A ref to a missing page throws, so a
 * renamed page fails the build instead of leaving a dead card.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {PRODUCTS} from '../facts';
import {textIn} from '../facts/text';
import {SECTIONS} from './registry';
import {contentDirOf, translationDirOf} from './derive';
import {HUB_KINDS, type HubKind, type LocaleId, type Section} from './types';

/** Where a product without a support article of its own sends readers for help. */
export const SUPPORT_REQUEST_REF = 'portal:user-guide/기술지원-요청';
/** How many parts of a product (server, agent) the latest-version card lists. */
const MAX_RELEASE_PARTS = 3;

export interface HubLink {
  readonly kind: HubKind;
  /** The page's route without the locale's base URL (Link adds it): a doc's route is its section and id. */
  readonly href: string;
  readonly title: string;
}

export interface HubRelease {
  readonly version: string;
  readonly date: string;
  readonly component?: string;
}

export interface HubData {
  readonly links: readonly HubLink[];
  readonly releases: readonly HubRelease[];
  /** The product's feeds (src/plugins/productFeeds.ts), when it is a product of the facts data. */
  readonly feed?: {readonly product: string; readonly name: string};
}

/** The product id and name whose feeds a section's pages link, if its product has feeds. */
export const feedOf = (s: Section, locale: LocaleId): HubData['feed'] =>
  PRODUCTS.some((p) => p.id === s.id) ? {product: s.id, name: s.name[locale]} : undefined;

export function parseHubRef(ref: string, home: Section): {section: Section; doc: string; hash?: string} {
  const [target, hash] = ref.split('#');
  const colon = target.indexOf(':');
  const sectionId = colon < 0 ? home.id : target.slice(0, colon);
  const section = SECTIONS.find((s) => s.id === sectionId);
  if (!section) throw new Error(`${home.id}: hub ref "${ref}" names unknown section "${sectionId}"`);
  return {section, doc: colon < 0 ? target : target.slice(colon + 1), ...(hash ? {hash} : {})};
}

/** The file of a doc id in a folder (`a/b.md`, `a/b.mdx` or `a/b/index.md`), if there is one. */
function fileOf(dir: string, doc: string): string | undefined {
  return [`${doc}.md`, `${doc}.mdx`, `${doc}/index.md`, `${doc}/index.mdx`]
    .map((f) => path.join(dir, f))
    .find((f) => fs.existsSync(f));
}

function titleOf(file: string): string | undefined {
  const text = fs.readFileSync(file, 'utf8');
  const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  const data = front ? (yaml.load(front[1]) as {title?: unknown} | undefined) : undefined;
  if (typeof data?.title === 'string') return data.title;
  return /^#\s+(.+?)\s*(\{#[^}]*\})?\s*$/m.exec(text)?.[1];
}

/** The hub refs of a section in display order, with the support-request page as the default help. */
export function hubRefs(s: Section): {kind: HubKind; ref: string}[] {
  if (!s.hub) return [];
  const hub = {support: SUPPORT_REQUEST_REF, ...s.hub};
  return HUB_KINDS.flatMap((kind) => (hub[kind] ? [{kind, ref: hub[kind]}] : []));
}

export function hubLinks(s: Section, locale: LocaleId, siteDir: string): HubLink[] {
  return hubRefs(s).map(({kind, ref}) => {
    const {section, doc, hash} = parseHubRef(ref, s);
    const source = fileOf(path.join(siteDir, contentDirOf(section)), doc);
    if (!source) throw new Error(`${s.id}: hub ${kind} "${ref}" names no page of ${contentDirOf(section)}`);
    const translated = fileOf(path.join(siteDir, translationDirOf(section, locale)), doc);
    const title = (translated && titleOf(translated)) ?? titleOf(source);
    if (!title) throw new Error(`${s.id}: hub ${kind} "${ref}" has no title`);
    if (/^slug:/m.test(fs.readFileSync(source, 'utf8')))
      throw new Error(`${s.id}: hub ${kind} "${ref}" has a slug; name a page whose path is its id`);
    return {kind, href: `/${section.id}/${doc}${hash ? `#${hash}` : ''}`, title};
  });
}

/** The newest release of each part of the product (one row for a product released as a whole). */
export function hubReleases(sectionId: string, locale: LocaleId): HubRelease[] {
  const seen = new Set<string>();
  const rows: HubRelease[] = [];
  for (const r of PRODUCTS.find((p) => p.id === sectionId)?.releases ?? []) {
    const part = r.component ? textIn(r.component, 'ko') : '';
    if (seen.has(part)) continue;
    seen.add(part);
    rows.push({version: r.version, date: r.date, ...(r.component ? {component: textIn(r.component, locale)} : {})});
  }
  return rows.slice(0, MAX_RELEASE_PARTS);
}

export const hubData = (s: Section, locale: LocaleId, siteDir: string): HubData => {
  const feed = feedOf(s, locale);
  return {links: hubLinks(s, locale, siteDir), releases: hubReleases(s.id, locale), ...(feed ? {feed} : {})};
};

/** The doc id of a section's own release-note page, when its hub's releases ref is in the section. */
export function releasePageOf(s: Section): string | undefined {
  const ref = s.hub?.releases;
  if (!ref || ref.includes(':')) return undefined;
  return ref.split('#')[0];
}
