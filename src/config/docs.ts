import fs from 'node:fs';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {PluginConfig} from '@docusaurus/types';
import remarkCjkFriendly from 'remark-cjk-friendly';
import translationLinkFallback from '../remark/translationLinkFallback';
import factsImports from '../remark/factsImports';
import shortCells from '../remark/shortCells';
import productHub from '../remark/productHub';
import remarkDiagrams from '../remark/diagrams';
import {GlobExcludeDefault} from '@docusaurus/utils';
import {EDIT_REPO_URL} from '../constants/site';
import {DEFAULT_SIDEBAR_FILE, contentDirOf, excludedFoldersOf, pluginIdOf, sidebarFileOf} from '../sections/derive';
import type {LocaleId, Section} from '../sections/types';
import {versionLabel} from './version';
import {keyedByFolder} from './sidebar';

export function docsOptions(s: Section, locale: LocaleId): DocsOptions & {id: string} {
  return {
    id: pluginIdOf(s),
    path: contentDirOf(s),
    routeBasePath: s.id,
    // Paths are relative to the site folder, where Docusaurus runs.
    sidebarPath: `./${fs.existsSync(sidebarFileOf(s)) ? sidebarFileOf(s) : DEFAULT_SIDEBAR_FILE}`,
    // Docusaurus' own exclusions, which an explicit `exclude` would otherwise drop.
    exclude: [...GlobExcludeDefault, ...excludedFoldersOf(s).map((dir) => `**/${dir}/**`)],
    // Tags are declared where the content folder has a tags.yml (Docusaurus' default).
    onInlineTags: 'throw',
    showLastUpdateAuthor: true,
    showLastUpdateTime: true,
    editUrl: ({versionDocsDirPath, docPath}) => `${EDIT_REPO_URL}/${versionDocsDirPath}/${docPath}`,
    breadcrumbs: true,
    sidebarCollapsible: true,
    sidebarItemsGenerator: keyedByFolder,
    // Categories start collapsed (the spec rules out only auto-collapsing): Docusaurus renders a
    // collapsed category's items when opened, which halves a doc page's main-thread time on phones.
    sidebarCollapsed: true,
    // One version per section, labelled with the product's current release.
    versions: {current: {label: versionLabel(s.id, locale), badge: true}},
    // CommonMark ends emphasis before a Korean particle (**정책**을); this plugin fixes that.
    beforeDefaultRemarkPlugins: [remarkCjkFriendly, translationLinkFallback],
    remarkPlugins: [factsImports, shortCells, [productHub, {sectionId: s.id, locale}], [remarkDiagrams, {locale}]],
  };
}

export const docsPlugins = (sections: readonly Section[], locale: LocaleId): PluginConfig[] =>
  sections.map((s) => ['@docusaurus/plugin-content-docs', docsOptions(s, locale)]);
