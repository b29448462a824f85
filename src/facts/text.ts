import type {LifecycleLine, Text} from './types';
import {FACTS_AS_OF} from './site';

/** The text in a locale; Korean until that locale's text exists. */
export const textIn = (t: Text, locale: string): string =>
  (locale === 'en' || locale === 'ja' ? t[locale] : undefined) ?? t.ko;

/** Anchor of an error code's table row, e.g. `error-sg-net-501`. */
export const errorAnchor = (code: string): string => `error-${code.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

export type Phase = 'phaseFull' | 'phaseMaintenance' | 'phaseEnded';

/** A line's life-cycle phase on the site's "as of" date. */
export function phaseOf(l: LifecycleLine, asOf = FACTS_AS_OF): Phase {
  if (l.endOfSupport && l.endOfSupport < asOf) return 'phaseEnded';
  if (l.endOfSale && l.endOfSale < asOf) return 'phaseMaintenance';
  return 'phaseFull';
}
