/** Category messages of a section's current.json, as npm run i18n:sync fills them. */
import {UI_STRINGS} from './i18n-strings.mts';
import type {LocaleId, Localized} from '../src/sections/types';

type Messages = Record<string, {message: string; description?: string}>;

/**
 * Fills the category labels and descriptions of one locale's messages (`msgs`) in place. Korean is
 * the source and stays as written. In another locale a message that differs from the Korean one is
 * a translator's and is kept; a new key (write-translations copies the Korean text) gets the
 * inventory's label, or the build stops naming the key a translator must fill.
 */
export function fillCategories(
  msgs: Messages,
  korean: Messages,
  labelOf: (folder: string) => Readonly<Record<LocaleId, string>> | undefined,
  product: Localized,
  locale: LocaleId,
  file: string,
): void {
  if (locale === 'ko') return;
  for (const [key, entry] of Object.entries(msgs)) {
    const m = /^sidebar\.[^.]+\.category\.(.+?)(\.link\.generated-index\.(title|description))?$/.exec(key);
    if (!m) continue;
    if (korean[key] && entry.message !== korean[key].message) continue;
    // A category's key is its folder path (src/config/sidebar.ts), so the key names the folder.
    const tr = labelOf(m[1]);
    if (!tr) throw new Error(`${file}: translate "${key}" (a new category has no ${locale} label yet)`);
    entry.message =
      m[3] === 'description'
        ? UI_STRINGS['category.description'][locale]
            .replace('{label}', tr[locale])
            .replace('{product}', product[locale])
        : tr[locale];
  }
}
