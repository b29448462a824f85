import {PRODUCTS} from '../facts';
import {textIn} from '../facts/text';
import type {LocaleId, Section} from '../sections/types';

export interface NewRelease {
  section: string;
  product: string;
  version: string;
  date: string;
  component?: string;
}

/** How many of the newest releases the home page lists. */
export const WHATS_NEW_COUNT = 4;

/**
 * The newest releases of products that have a section, from the facts, in the build's language.
 * Computed here and passed to the home page as site data, so its bundle carries four rows
 * instead of every product's facts.
 */
export function whatsNew(sections: readonly Section[], locale: LocaleId): NewRelease[] {
  return PRODUCTS.filter((p) => sections.some((s) => s.id === p.id))
    .flatMap((p) =>
      (p.releases ?? []).map((r) => ({
        section: p.id,
        product: textIn(p.name, locale),
        version: r.version,
        date: r.date,
        ...(r.component ? {component: textIn(r.component, locale)} : {}),
      })),
    )
    .sort((a, b) => b.date.localeCompare(a.date) || a.product.localeCompare(b.product))
    .slice(0, WHATS_NEW_COUNT);
}
