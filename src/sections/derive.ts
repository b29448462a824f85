/**
 * Everything that lists sections is computed here from the registry, so adding a
 * section is one registry entry and one content folder.
 */
import {FAMILIES, SECTIONS} from './registry';
import type {FamilyId, LocaleId, Section} from './types';

/** Writers' work folders that never get a route in any section (drafts, unreleased work). */
export const WORK_FOLDERS = ['development', 'release-in-progress', 'wip'] as const;
/** Folder names inside a section's content folder that never get a route. */
export const excludedFoldersOf = (s: Section): string[] => [...WORK_FOLDERS, ...(s.exclude ?? [])];

/** The section served by the default docs plugin instance at /docs. */
export const DEFAULT_SECTION_ID = 'docs';

export const pluginIdOf = (s: Pick<Section, 'id'>): string => (s.id === DEFAULT_SECTION_ID ? 'default' : s.id);
export const contentDirOf = (s: Section): string => (s.id === DEFAULT_SECTION_ID ? 'docs' : `docs-${s.id}`);
/** Folder of a section's translations under i18n/<locale>/ (named by Docusaurus after the plugin id). */
export const i18nDirOf = (s: Pick<Section, 'id'>): string =>
  pluginIdOf(s) === 'default' ? 'docusaurus-plugin-content-docs' : `docusaurus-plugin-content-docs-${pluginIdOf(s)}`;
/** Where a section's translated pages live for a locale. */
export const translationDirOf = (s: Pick<Section, 'id'>, locale: string): string =>
  `i18n/${locale}/${i18nDirOf(s)}/current`;
/** A section's own sidebar, where it hand-orders its pages (optional). */
export const sidebarFileOf = (s: Pick<Section, 'id'>): string => `sidebars/${s.id}.ts`;
/** The sidebar of every section without one of its own: its folders and their _category_.json. */
export const DEFAULT_SIDEBAR_FILE = 'sidebars/default.ts';
export const routeOf = (s: Section): string => `/${s.id}`;

/**
 * Sections built in this process. DOCS_SECTIONS=portal,shieldrm limits a dev server
 * to a few sections for a fast start; the default section is always kept.
 */
export function activeSections(filter = process.env.DOCS_SECTIONS): readonly Section[] {
  const wanted = (filter ?? '')
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
  if (wanted.length === 0) return SECTIONS;
  const unknown = wanted.filter((w) => !SECTIONS.some((s) => s.id === w));
  if (unknown.length) throw new Error(`DOCS_SECTIONS names unknown sections: ${unknown.join(', ')}`);
  return SECTIONS.filter((s) => s.id === DEFAULT_SECTION_ID || wanted.includes(s.id));
}

/** Product sections shown to readers (navbar, home cards, search scopes). */
export const productSections = (all: readonly Section[] = SECTIONS): Section[] =>
  all.filter((s) => s.id !== DEFAULT_SECTION_ID);

export function sectionsByFamily(all: readonly Section[]): {family: FamilyId; sections: Section[]}[] {
  const order = Object.keys(FAMILIES) as FamilyId[];
  return order
    .map((family) => ({family, sections: productSections(all).filter((s) => s.family === family)}))
    .filter((g) => g.sections.length > 0);
}

export const localized = <T extends Readonly<Record<LocaleId, string>>>(value: T, locale: string): string =>
  value[(locale in value ? locale : 'ko') as LocaleId];
