import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {SECTIONS} from '../sections/registry';
import type {Section} from '../sections/types';

/** Sections this build registered (DOCS_SECTIONS may limit a dev server), in registry order. */
export function useBuiltSections(): readonly Section[] {
  const ids = useDocusaurusContext().siteConfig.customFields?.sectionIds as string[] | undefined;
  return ids ? SECTIONS.filter((s) => ids.includes(s.id)) : SECTIONS;
}
