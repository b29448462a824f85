import type {AllContent} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {SECTIONS} from '../sections/registry';
import {DEFAULT_SECTION_ID, pluginIdOf} from '../sections/derive';
import type {LocaleId} from '../sections/types';
import {sectionGroups, type TwinSection} from './markdownTwins';

export const LLMS_LABELS: Record<LocaleId, {products: string; full: string; overview: string}> = {
  ko: {products: '제품', full: '전체 문서', overview: '개요'},
  en: {products: 'Products', full: 'full text', overview: 'Overview'},
  ja: {products: '製品', full: '全文', overview: '概要'},
};

/** The built product sections with their docs grouped as their sidebars group them. */
export function twinSections(allContent: AllContent, locale: LocaleId): TwinSection[] {
  const docs = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, DocsContent | undefined>;
  return SECTIONS.filter((s) => s.id !== DEFAULT_SECTION_ID && docs[pluginIdOf(s)]).map((s) => ({
    id: s.id,
    name: s.name[locale],
    summary: s.summary[locale],
    groups: sectionGroups(docs[pluginIdOf(s)], LLMS_LABELS[locale].overview),
  }));
}
