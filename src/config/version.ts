import {PRODUCTS} from '../facts';
import type {LocaleId, Localized} from '../sections/types';

/** The label of a section without release facts (the support hub, the portal). */
export const LATEST: Localized = {ko: '최신', en: 'Latest', ja: '最新'};

/**
 * The label of a section's one docs version: the product's current release from its facts,
 * so the badge says which release the pages describe ("Version: 3.2.4"). A product whose parts
 * are released separately (server, agent) is labelled by its release line ("5.3").
 */
export function versionLabel(sectionId: string, locale: LocaleId): string {
  const releases = PRODUCTS.find((p) => p.id === sectionId)?.releases ?? [];
  const [newest] = releases;
  if (!newest) return LATEST[locale];
  return releases.some((r) => r.component) ? newest.version.split('.').slice(0, 2).join('.') : newest.version;
}
