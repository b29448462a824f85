import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {test, expect, codeMessage} from './fixtures';
import {LOCALES, LOCALE_CONFIGS, localePrefix} from '../../src/config/locales';
import {SEARCH_MS} from './limits';

/**
 * Offline, a page is drawn in the browser from its route after the whole entry bundle has loaded,
 * as the search page's first screen is: its first heading gets the search limit, which counts
 * that load.
 */
const RENDERED = {timeout: SEARCH_MS};

/**
 * The offline edition (`npm run build:offline`), opened from the file system as a field engineer
 * opens it: no server, each locale's index.html, routes after the hash.
 */
const SITE = path.join(process.cwd(), 'dist/offline/site');
const open = (locale: (typeof LOCALES)[number], route = '') =>
  `${pathToFileURL(path.join(SITE, localePrefix(locale), 'index.html')).href}${route ? `#${localePrefix(locale)}${route}` : ''}`;

for (const locale of LOCALES) {
  test(`offline ${locale}: index.html opened with no route shows the home page`, async ({page}) => {
    await page.goto(open(locale));
    await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_CONFIGS[locale].htmlLang);
    await expect(page.getByRole('main')).toBeVisible(RENDERED);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(page.getByRole('heading', {name: /404|not found|찾을 수 없|見つかりません/i})).toHaveCount(0);
  });
}

test('offline: an unknown or malformed route shows the not-found page', async ({page}) => {
  for (const route of ['/no/such/page', '/a%E0%A4%A']) {
    await page.goto(open('ko', route));
    await expect(page.getByRole('main')).toBeVisible(RENDERED);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(/찾을 수 없/);
  }
});

test('offline: a page opens by its route, and the language menu opens it in another locale', async ({page}) => {
  await page.goto(open('ko', '/shieldrm/guide/web-console/label-management/label-lookup'));
  const title = page.getByRole('heading', {level: 1});
  await expect(title).toBeVisible(RENDERED);
  const korean = await title.innerText();
  const menu = page
    .getByRole('navigation', {name: /main|메인|メイン/i})
    .getByRole('button', {name: LOCALE_CONFIGS.ko.label});
  await menu.hover();
  await page.getByRole('link', {name: LOCALE_CONFIGS.en.label, exact: true}).first().click();
  await expect(page).toHaveURL(/\/en\/index\.html#\/en\/shieldrm\/guide\/web-console\/label-management\/label-lookup$/);
  await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_CONFIGS.en.htmlLang);
  await expect(title).toBeVisible(RENDERED);
  expect(await title.innerText()).not.toBe(korean);
});

test('offline: a diagram is drawn and a code block is highlighted', async ({page}) => {
  await page.goto(open('ja', '/shieldrm'));
  const diagram = page.locator('[data-diagram] svg').filter({visible: true}).first();
  await expect(diagram).toBeVisible(RENDERED);
  expect((await diagram.boundingBox())?.height ?? 0).toBeGreaterThan(40);
  await page.goto(open('en', '/sdf/guide/cloud-service-api/overview'));
  await expect(page.locator('pre code .token').first()).toBeVisible(RENDERED);
});

test('offline: the search box finds a page and opens it', async ({page}) => {
  await page.goto(open('ko', '/shieldrm'));
  const name = codeMessage('ko', 'theme.SearchBar.inputLabel');
  const box = page.getByRole('textbox', {name}).or(page.getByRole('combobox', {name}));
  await box.fill('워터마크');
  const first = page.getByRole('option').first();
  await expect(first).toBeVisible({timeout: SEARCH_MS});
  await first.click();
  await expect(page).toHaveURL(/index\.html#\/shieldrm\/.+/);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible(RENDERED);
});

test('offline: the search page lists results for ?q= and opens one', async ({page}) => {
  await page.goto(open('ja', `/search?q=${encodeURIComponent('透かし')}`));
  const results = page.getByRole('main').locator('article h2 a');
  await expect(results.first()).toBeVisible({timeout: SEARCH_MS});
  await results.first().click();
  await expect(page).toHaveURL(/ja\/index\.html#\/ja\/.+/);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible(RENDERED);
});
