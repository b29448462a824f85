import type {Page} from '@playwright/test';
import {test, expect, toggleColourMode} from './fixtures';

/** Each payload would set window.__xss or add a [data-xss] element if it ever ran or was parsed as markup. */
const PAYLOADS = [
  '<script>window.__xss=1</script>',
  '"><img src=x onerror="window.__xss=1" data-xss>',
  "'><svg onload=window.__xss=1 data-xss>",
  '</mark><svg onload=window.__xss=1 data-xss>',
  '<mark><img src=x onerror=window.__xss=1 data-xss></mark>',
  'javascript:window.__xss=1',
  'JaVaScRiPt:window.__xss=1//',
  '<iframe src="javascript:window.parent.__xss=1" data-xss></iframe>',
  '<a href="javascript:window.__xss=1" data-xss>x</a>',
  '{{constructor.constructor("window.__xss=1")()}}',
  '${window.__xss=1}',
  '<details open ontoggle=window.__xss=1 data-xss>',
  '" autofocus onfocus="window.__xss=1',
  '(.*+?^${}[]|\\)',
  '[[[((( ***',
  '\u0000\u200b\ufeff',
  'a'.repeat(10_000),
  '정책을 <b data-xss>적용</b>',
  'ポリシー"><img src=x onerror=window.__xss=1 data-xss>',
  '%3Cscript%3Ewindow.__xss%3D1%3C%2Fscript%3E',
  '&lt;img src=x onerror=window.__xss=1&gt;',
];

/** No dialog, no script ran, no injected element; the page still shows its heading. */
async function expectInert(page: Page): Promise<void> {
  await expect(page.locator('h1').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as {__xss?: number}).__xss)).toBeUndefined();
  await expect(page.locator('[data-xss]')).toHaveCount(0);
}

function guardDialogs(page: Page): void {
  page.on('dialog', (d) => {
    void d.dismiss();
    throw new Error(`a dialog opened: ${d.message()}`);
  });
}

const DOC = '/shieldrm/feature/IntroDRM';
const encode = encodeURIComponent;

const URL_INPUTS: [string, (p: string) => string][] = [
  ['/search?q=', (p) => `/search?q=${encode(p)}`],
  ['?_highlight=', (p) => `${DOC}?_highlight=${encode(p)}`],
  ['?docusaurus-theme=', (p) => `${DOC}?docusaurus-theme=${encode(p)}`],
  ['?docusaurus-data-…=', (p) => `${DOC}?docusaurus-data-x=${encode(p)}&docusaurus-data-${encode(p.slice(0, 40))}=1`],
  ['#hash', (p) => `${DOC}#${encode(p)}`],
];

for (const [name, url] of URL_INPUTS)
  test(`hostile ${name} stays text: ${PAYLOADS.length} payloads`, async ({page}) => {
    test.setTimeout(120_000);
    guardDialogs(page);
    for (const p of PAYLOADS) {
      await page.goto(url(p));
      await expectInert(page);
    }
  });

test(`hostile text typed into the search box stays text: ${PAYLOADS.length} payloads`, async ({page}) => {
  test.setTimeout(120_000);
  guardDialogs(page);
  await page.goto(DOC);
  const box = page.getByPlaceholder('검색', {exact: true});
  for (const p of PAYLOADS) {
    await box.fill(p);
    await page.waitForTimeout(150);
    await expectInert(page);
  }
});

test('malformed and traversal paths get a 4xx and never a file outside build/', async ({request}) => {
  for (const path of [
    '/%E0%A4%A',
    '/..%2f..%2fetc/passwd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/assets/../../etc/passwd',
    `/${'a'.repeat(8192)}`,
  ]) {
    const res = await request.get(path, {maxRedirects: 0});
    expect(res.status(), path).toBeGreaterThanOrEqual(400);
    expect(res.status(), path).toBeLessThan(500);
    expect(await res.text(), path).not.toMatch(/root:.*:0:0:/);
  }
});

test('no path redirects to another host', async ({request, baseURL}) => {
  const host = new URL(baseURL!).host;
  for (const path of [
    '//evil.example/',
    '/%2f%2fevil.example',
    '/\\evil.example',
    '/%5cevil.example',
    '/shieldrm',
    '/en',
    '//evil.example/index.html',
    '/shieldrm/index',
  ]) {
    const res = await request.get(`${baseURL}${path}`, {maxRedirects: 0});
    const location = res.headers().location;
    if (location) expect(new URL(location, baseURL).host, `${path} → ${location}`).toBe(host);
  }
});

test('pages render and the theme toggles for the session when localStorage throws', async ({page}) => {
  await page.addInitScript(() => {
    const fail = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    Object.defineProperty(window, 'localStorage', {get: fail, configurable: true});
    Object.defineProperty(window, 'sessionStorage', {get: fail, configurable: true});
  });
  await page.goto(DOC);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await toggleColourMode(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page
    .getByRole('link', {name: /ShieldRM/})
    .first()
    .click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('a missing asset is a 404, not HTML with 200, and no service worker is registered', async ({page, request}) => {
  for (const path of [
    '/assets/js/main.00000000.js',
    '/assets/css/styles.00000000.css',
    '/img/nope.png',
    '/search-index-00000000.json',
  ]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
  }
  await page.goto('/');
  expect(await page.evaluate(async () => (await navigator.serviceWorker?.getRegistrations())?.length ?? 0)).toBe(0);
});
