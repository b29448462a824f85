import fs from 'node:fs';
import path from 'node:path';
import {test as base, expect, type Page} from '@playwright/test';
import {UI_STRINGS} from '../../scripts/i18n-strings.mts';
import {HYDRATED_MS} from './limits';

/**
 * Every test fails on a console error or an uncaught page error, except the messages
 * a test declares it expects (for example the 404 of a not-found page).
 */
export const test = base.extend<{allowConsole: RegExp[]; consoleGuard: void}>({
  allowConsole: [[], {option: true}],
  consoleGuard: [
    async ({page, allowConsole}, use) => {
      const errors: string[] = [];
      page.on('console', (m) => {
        // With the resource's address: "Failed to load resource" alone does not say which.
        const where = m.location().url;
        if (m.type() === 'error' && !allowConsole.some((r) => r.test(m.text())))
          errors.push(where ? `${m.text()} (${where.slice(0, 200)})` : m.text());
      });
      page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
      await use();
      expect(errors, 'console errors').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

/** Clicks the navbar's colour-mode toggle (its label names the current mode, in any locale). */
export async function toggleColourMode(page: Page): Promise<void> {
  await page
    .getByRole('button', {name: /dark|light|모드|system/i})
    .first()
    .click();
}

/**
 * The label a reader (and a screen reader) gets for a string id: the locale's code.json, or for
 * our own strings in Korean, the default message, which UI_STRINGS holds.
 */
export function codeMessage(locale: 'ko' | 'en' | 'ja', id: string): string {
  const file = path.join(process.cwd(), 'i18n', locale, 'code.json');
  const message = (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, {message: string}>)[id]?.message;
  const text = message ?? UI_STRINGS[id]?.[locale];
  if (text === undefined) throw new Error(`no ${locale} text for "${id}"`);
  return text;
}

/** Waits until React has hydrated the page (Docusaurus marks <html>), as a reader waits to interact. */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: HYDRATED_MS});
}
