import {test, expect, toggleColourMode, codeMessage} from './fixtures';
import {versionLabel} from '../../src/config/version';
import {SECTIONS} from '../../src/sections/registry';
import {productSections} from '../../src/sections/derive';
import {MOBILE_BREAKPOINT} from '../../src/constants/site';
import {WHATS_NEW_COUNT} from '../../src/config/whatsNew';
import {SEARCH_MS} from './limits';

const LANDING = '/shieldrm/feature/IntroDRM';
/** The mobile menu button's name, from the theme's Korean strings. */
const MENU = codeMessage('ko', 'theme.docs.sidebar.toggleSidebarButtonAriaLabel');

test.describe('not-found pages', () => {
  test.use({allowConsole: [/status of 40[04]/]});
  for (const [prefix, text] of [
    ['', '페이지를 찾을 수 없습니다'],
    ['/en', 'Page Not Found'],
    ['/ja', 'ページが見つかりません'],
  ] as const) {
    test(`unknown path under ${prefix || '/'} is HTTP 404 with its language's text`, async ({page}) => {
      const res = await page.goto(`${prefix}/no/such/page-${Date.now()}`);
      expect(res?.status()).toBe(404);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(new RegExp(text));
      await expect(page.getByRole('link', {name: /ShieldRM/}).last()).toBeVisible();
    });
  }

  test('a malformed percent-encoded path still gets the not-found page', async ({page}) => {
    const res = await page.goto('/%E0%A4%A/%3Cscript%3E');
    expect([400, 404]).toContain(res?.status());
    await expect(page.getByRole('heading', {level: 1})).toHaveText(/페이지를 찾을 수 없습니다/);
  });
});

test('colour mode starts light, toggles, and survives a reload', async ({page}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await toggleColourMode(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('a dismissed announcement stays dismissed after reload', async ({page}) => {
  await page.goto('/');
  const bar = page.locator('.theme-announcement-bar');
  await expect(bar).toBeVisible();
  await bar.getByRole('button').click();
  await expect(bar).toBeHidden();
  await page.reload();
  await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
});

test('at 375 px the mobile menu opens and lists every product', async ({page}) => {
  await page.setViewportSize({width: 375, height: 740});
  await page.goto('/');
  await page.getByRole('button', {name: MENU}).click();
  const menu = page.locator('.navbar-sidebar');
  await expect(menu).toBeVisible();
  await menu
    .getByRole('button', {name: '제품'})
    .or(menu.getByText('제품', {exact: true}))
    .first()
    .click();
  for (const s of productSections(SECTIONS))
    await expect(menu.getByRole('link', {name: s.name.ko, exact: true})).toBeVisible();
});

test('at 375 px a doc page renders its menu when the reader first opens it, slides it in with the page’s sidebar, and it closes and opens again', async ({
  page,
}) => {
  await page.setViewportSize({width: 375, height: 740});
  // The search worker starts once the page is idle, long after it has hydrated.
  const idle = page.waitForEvent('worker', {timeout: SEARCH_MS});
  await page.goto(LANDING);
  await idle;
  const menu = page.locator('.navbar-sidebar');
  // Nothing of it was built while the page loaded.
  await expect(menu).toHaveCount(0);
  const open = page.getByRole('button', {name: MENU});
  await page.evaluate(() => {
    const slides: string[] = [];
    (window as unknown as {slides: string[]}).slides = slides;
    document.addEventListener('transitionrun', (e) => {
      if ((e.target as Element).classList.contains('navbar-sidebar')) slides.push(e.propertyName);
    });
  });
  await open.click();
  await expect(menu).toBeVisible();
  // It slides in, as on later opens, rather than appearing at once.
  await expect.poll(() => page.evaluate(() => (window as unknown as {slides: string[]}).slides)).toContain('transform');
  // The page's own sidebar, with the page marked as the current one.
  await expect(menu.locator(`a[aria-current="page"][href="${LANDING}"]`)).toBeVisible();
  await menu.getByRole('button', {name: codeMessage('ko', 'theme.docs.sidebar.closeSidebarButtonAriaLabel')}).click();
  await expect(menu).toBeHidden();
  await open.click();
  await expect(menu).toBeVisible();
});

test('the layout switches between desktop and mobile navigation at the breakpoint', async ({page}) => {
  await page.setViewportSize({width: MOBILE_BREAKPOINT + 1, height: 800});
  await page.goto('/');
  const navbar = page.getByRole('navigation', {name: codeMessage('ko', 'theme.NavBar.navAriaLabel')});
  await expect(navbar.getByRole('button', {name: '제품', exact: true})).toBeVisible();
  await expect(page.getByRole('button', {name: MENU})).toBeHidden();
  await page.setViewportSize({width: MOBILE_BREAKPOINT, height: 800});
  await expect(page.getByRole('button', {name: MENU})).toBeVisible();
});

test('the skip link moves focus to the main content', async ({page}) => {
  await page.goto(LANDING);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: '본문으로 건너뛰기'});
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  // The next Tab must land inside the main content, not back in the navbar.
  await page.keyboard.press('Tab');
  const inMain = await page.evaluate(() => Boolean(document.activeElement?.closest('main')));
  expect(inMain).toBe(true);
});

test('the feedback link opens /feedback.html in a new tab', async ({page, context}) => {
  await page.goto('/');
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    page.locator('.navbar').getByRole('link', {name: '피드백'}).click(),
  ]);
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe('/feedback.html');
  await expect(tab.getByRole('heading', {level: 1})).toHaveText('문서 피드백 보내기');
});

test('the home page shows a card for every product, linking to its section', async ({page}) => {
  await page.goto('/');
  for (const s of productSections(SECTIONS)) {
    const card = page.locator(`a[data-section="${s.id}"]`);
    await expect(card).toContainText(s.name.ko);
    await expect(card).toHaveAttribute('href', `/${s.id}`);
  }
});

for (const [prefix, products] of [
  ['', '제품'],
  ['/en', 'Products'],
  ['/ja', '製品'],
] as const)
  test(`the navbar names the product the reader is in (${prefix || '/'})`, async ({page}) => {
    const section = productSections(SECTIONS).find((s) => s.id === 'shieldrm')!;
    const name = section.name[(prefix.slice(1) || 'ko') as 'ko' | 'en' | 'ja'];
    await page.goto(`${prefix}/shieldrm/faq/drm-faq`);
    const nav = page.getByRole('navigation').first();
    const current = nav.getByRole('button', {name: `${products}: ${name}`});
    await expect(current).toBeVisible();
    await expect(current).toHaveText(name);
    // Outside a product the menu keeps its general name.
    await page.goto(`${prefix}/`);
    await expect(nav.getByRole('button', {name: products, exact: true})).toBeVisible();
  });

test('"/" moves focus to the search box unless the reader is typing', async ({page}) => {
  await page.goto(LANDING);
  const box = page.getByPlaceholder('검색', {exact: true});
  await page.locator('main').click({position: {x: 5, y: 5}});
  await page.keyboard.press('/');
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('');
  await box.fill('a/b');
  await expect(box).toHaveValue('a/b');
});

test('the announcement bar follows dark mode', async ({page}) => {
  await page.goto('/');
  const bar = page.locator('.theme-announcement-bar');
  const background = () => bar.evaluate((el) => getComputedStyle(el).backgroundColor);
  const light = await background();
  await toggleColourMode(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const dark = await background();
  expect(dark).not.toBe(light);
  // Dark: every channel below the middle grey.
  const channels = dark.match(/\d+/g)!.slice(0, 3).map(Number);
  expect(Math.max(...channels), dark).toBeLessThan(128);
});

test('the home page searches all products in place and Enter opens the search page', async ({page}) => {
  await page.goto('/');
  const box = page.getByRole('search').getByRole('searchbox', {name: '모든 제품 문서에서 검색'});
  await box.fill('정책');
  const results = page.getByRole('search').getByRole('listitem');
  await expect(results.first()).toBeVisible({timeout: SEARCH_MS});
  // Each row names its product (the first crumb of its trail).
  const names = productSections(SECTIONS).map((s) => s.name.ko);
  const texts = await results.allTextContents();
  expect(texts.filter((t) => names.some((n) => t.includes(n))).length, texts.join(' | ')).toBe(texts.length);
  // Escape closes the list; typing opens it again.
  await page.keyboard.press('Escape');
  await expect(results.first()).toBeHidden();
  await box.fill('정책');
  await expect(results.first()).toBeVisible({timeout: SEARCH_MS});
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\/?\?q=%EC%A0%95%EC%B1%85/);
  await expect(page.getByRole('main').locator('article h2 a').first()).toBeVisible({timeout: SEARCH_MS});
});

test("the home page lists what's new, newest first, each linking to its product", async ({page}) => {
  await page.goto('/');
  const section = page.getByRole('region', {name: '새 릴리스'});
  const items = section.getByRole('listitem');
  await expect(items).toHaveCount(WHATS_NEW_COUNT);
  const dates = await section.locator('time').evaluateAll((ts) => ts.map((t) => t.getAttribute('datetime') ?? ''));
  expect(dates).toEqual([...dates].sort().reverse());
  const href = await items.first().getByRole('link').getAttribute('href');
  expect(
    productSections(SECTIONS).some((s) => href === `/${s.id}`),
    href ?? '',
  ).toBe(true);
});

test('the footer offers products, support, feedback, every language and the legal links', async ({page}) => {
  await page.goto('/en/shieldrm');
  const footer = page.getByRole('contentinfo');
  for (const s of productSections(SECTIONS))
    await expect(footer.getByRole('link', {name: s.name.en, exact: true})).toHaveAttribute('href', `/en/${s.id}`);
  for (const [name, href] of [
    ['한국어', '/'],
    ['English', '/en/'],
    ['日本語', '/ja/'],
  ])
    await expect(footer.getByRole('link', {name, exact: true})).toHaveAttribute('href', href);
  await expect(footer.getByRole('link', {name: 'Privacy policy'})).toBeVisible();
  await expect(footer.getByRole('link', {name: 'Send feedback on the docs'})).toHaveAttribute(
    'href',
    '/feedback.html?lang=en',
  );
});

for (const locale of ['ko', 'en', 'ja'] as const) {
  const prefix = locale === 'ko' ? '' : `/${locale}`;
  test(`breadcrumbs name the product on doc and tag pages and lead to its landing (${locale})`, async ({page}) => {
    const name = SECTIONS.find((s) => s.id === 'shieldrm')!.name[locale];
    const trail = page.getByRole('navigation', {name: codeMessage(locale, 'theme.docs.breadcrumbs.navAriaLabel')});
    await page.goto(`${prefix}/shieldrm/tags/faq`);
    await expect(trail.getByRole('link', {name, exact: true})).toBeVisible();
    await page.goto(`${prefix}/shieldrm/faq/drm-faq`);
    const crumb = trail.getByRole('link', {name, exact: true});
    await expect(crumb).toBeVisible();
    await crumb.click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/shieldrm$`));
    // The landing opens with its entry points; each card leads to a page of the docs.
    const hub = page.getByRole('main').getByRole('navigation', {name: codeMessage(locale, 'hub.label')});
    await expect(hub.getByRole('link', {name: new RegExp(codeMessage(locale, 'hub.kind.faq'))})).toBeVisible();
    await expect(hub.getByRole('link', {name: new RegExp(codeMessage(locale, 'hub.latest'))})).toContainText(
      versionLabel('shieldrm', locale),
    );
    await hub.getByRole('link', {name: new RegExp(codeMessage(locale, 'hub.kind.install'))}).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/shieldrm/guide/user-guide/BeforeInstall$`));
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  });
}
