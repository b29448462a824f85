import {test, expect, codeMessage, hydrated} from './fixtures';
import {loadInventory} from '../../src/sections/inventory';
import {LOCALES, localePrefix} from '../../src/config/locales';
import {LAST_UPDATED_OPTIONS} from '../../src/config/dates';

/** A page kept untranslated on purpose (src/config/locales.ts UNTRANSLATED_FIXTURES). */
const FIXTURE = '/docs/untranslated-example';

test.describe('untranslated page notice', () => {
  for (const [prefix, notice, htmlLang] of [
    ['/en', /has not been translated yet/, 'en-US'],
    ['/ja', /まだ翻訳されていません/, 'ja-JP'],
  ] as const)
    test(`${prefix}: the Korean original under a notice in the reader's language`, async ({page}) => {
      await page.goto(`${prefix}${FIXTURE}`);
      await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
      const banner = page.getByRole('note').filter({hasText: notice});
      await expect(banner).toBeVisible();
      // The Korean text is marked as Korean for screen readers; the notice is not.
      const korean = page.locator('article [lang="ko"]');
      await expect(korean.getByRole('heading', {level: 1})).toHaveText(/[가-힣]/);
      await expect(banner.locator('xpath=ancestor-or-self::*[@lang="ko"]')).toHaveCount(0);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await banner.getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`${FIXTURE}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', 'ko-KR');
    });

  test('the Korean site shows no notice', async ({page}) => {
    await page.goto(FIXTURE);
    await expect(page.locator('[data-untranslated-notice]')).toHaveCount(0);
    await expect(page.locator('article [lang="ko"]')).toHaveCount(0);
  });
});

test('locale dropdown keeps the reader on the same page in both directions', async ({page}) => {
  const route = '/support/notice/' + encodeURIComponent('제품-서비스-수명주기');
  await page.goto(route);
  const navbar = (locale: 'ko' | 'en') =>
    page.getByRole('navigation', {name: codeMessage(locale, 'theme.NavBar.navAriaLabel')});
  await navbar('ko').getByRole('button', {name: '한국어', exact: true}).hover();
  await navbar('ko').getByRole('link', {name: 'English', exact: true}).click();
  await expect(page).toHaveURL(new RegExp(`/en${route}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await navbar('en').getByRole('button', {name: 'English', exact: true}).hover();
  await navbar('en').getByRole('link', {name: '한국어', exact: true}).click();
  await expect(page).toHaveURL(new RegExp(`^[^?#]*//[^/]+${route}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko-KR');
});

for (const [locale, htmlLang, script] of [
  ['en', 'en-US', /[A-Za-z]/g],
  ['ja', 'ja-JP', /[\u3040-\u30ff\u4e00-\u9fff]/g],
] as const)
  test(`a translated page reads in ${locale}, marked ${htmlLang}, without the notice`, async ({page}) => {
    const inventory = loadInventory(process.cwd());
    const landing = inventory.sections.find((s) => s.id === 'portal')!.pages.find((p) => p.path === '/portal')!;
    await page.goto(`/${locale}${landing.path}`);
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
    // The inventory's title as the edition writes it (English sentence case, no space between Japanese and Latin).
    const plain = (t: string) => t.replace(/\s+/g, '').toLowerCase();
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    expect(plain(await page.getByRole('heading', {level: 1}).innerText())).toBe(plain(landing.title[locale]));
    await expect(page.locator('[data-untranslated-notice]')).toHaveCount(0);
    const text = await page.locator('article .markdown').innerText();
    const hangul = (text.match(/[가-힣]/g) ?? []).length;
    expect(hangul / text.length, `share of Korean characters in the ${locale} article`).toBeLessThan(0.01);
    expect((text.match(script) ?? []).length / text.length, `share of ${locale} script`).toBeGreaterThan(0.3);
    // The life-cycle table is rendered from data: its headings come out in the reader's language too.
    await page.goto(`/${locale}/support/notice/` + encodeURIComponent('제품-서비스-수명주기'));
    await expect(
      page.getByRole('columnheader', {name: locale === 'en' ? 'End of support' : 'サポート終了日'}),
    ).toBeVisible();
  });

// The date is filled into the build's pattern for the locale: no Intl date formatter is built while the page hydrates.
for (const locale of LOCALES)
  test(`${locale}: a doc page's last-updated date reads as the locale writes dates`, async ({page}) => {
    await page.addInitScript(() => {
      const counted = window as unknown as {dateFormatters: number};
      counted.dateFormatters = 0;
      Intl.DateTimeFormat = new Proxy(Intl.DateTimeFormat, {
        construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
          counted.dateFormatters++;
          return new target(...args);
        },
      });
    });
    await page.goto(`${localePrefix(locale)}/shieldrm/feature/IntroDRM`);
    await hydrated(page);
    const date = page.getByRole('article').locator('time[itemprop="dateModified"]');
    const iso = await date.getAttribute('datetime');
    expect(iso).toBeTruthy();
    const expected = new Intl.DateTimeFormat(locale, {calendar: 'gregory', ...LAST_UPDATED_OPTIONS}).format(
      new Date(iso!),
    );
    await expect(date).toHaveText(expected);
    expect(await page.evaluate(() => (window as unknown as {dateFormatters: number}).dateFormatters)).toBe(0);
  });
