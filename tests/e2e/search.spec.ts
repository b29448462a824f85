import fs from 'node:fs';
import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';

/** Opens `url`, types `query` into the navbar's search box and returns the box. */
async function typeInSearchBox(page: Page, url: string, query: string) {
  await page.goto(url);
  const box = page.getByPlaceholder('검색');
  await box.click();
  await box.fill(query);
  return box;
}

test('the search box finds a landing page by its Korean product name and opens it', async ({page}) => {
  await typeInSearchBox(page, '/', '고객 포털');
  const hit = page.locator('.aa-suggestion, [role="option"]').filter({hasText: '고객 포털'}).first();
  await expect(hit).toBeVisible({timeout: 15_000});
  await hit.click();
  await expect(page).toHaveURL(/\/portal(\/|\?|$)/);
});

test('hostile text in ?q= and _highlight renders as text, never as markup', async ({page}) => {
  let dialogs = 0;
  page.on('dialog', async (d) => {
    dialogs++;
    await d.dismiss();
  });
  const evil = '<img src=x onerror=alert(1)>';
  await page.goto(`/search?q=${encodeURIComponent(evil)}`);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await page.goto(`/portal?_highlight=${encodeURIComponent(evil)}`);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(dialogs).toBe(0);
});

test('a 10,000-character query and regex metacharacters neither throw nor hang', async ({page}) => {
  await page.goto('/shieldrm');
  const box = page.getByPlaceholder('검색');
  await box.click();
  for (const q of ['(.*+?^${}[]|\\)', '정책 *** ??? [[[', 'a'.repeat(10_000)]) {
    const t0 = Date.now();
    await box.fill(q);
    await page.waitForTimeout(500);
    expect(Date.now() - t0).toBeLessThan(10_000);
  }
  await box.fill('정책을 적용');
  await expect(page.locator('[role="listbox"] [role="option"]').first()).toBeVisible({timeout: 15_000});
});

test('on a product page the search box searches that product first and offers all products', async ({page}) => {
  await typeInSearchBox(page, '/shieldrm', '정책');
  const options = page.locator('[role="listbox"] [role="option"]');
  await expect(options.first()).toBeVisible({timeout: 15_000});
  await expect(options.first()).toContainText('CloudStorage');
  // Every option is a ShieldRM page; the footer link widens to the search page, whose
  // scope selector offers all products.
  const widen = page.getByRole('link', {name: /ShieldRM.*모든 결과 보기/});
  await expect(widen).toBeVisible();
  await widen.click();
  await expect(page).toHaveURL(/\/search\/?\?q=/);
  await expect(page.getByRole('combobox').or(page.locator('select')).first()).toContainText('모든 제품');
});

test('the search page takes ?q= and lists results with links', async ({page}) => {
  await page.goto(`/search?q=${encodeURIComponent('악성코드 검사')}`);
  await expect(page.getByRole('heading', {level: 1})).toContainText('악성코드 검사');
  const hit = page.getByRole('link', {name: '악성코드 검사', exact: true}).first();
  await expect(hit).toBeVisible({timeout: 15_000});
  await expect(hit).toHaveAttribute('href', /\/shieldex\//);
});

const OPTIONS = '[role="listbox"] [role="option"]';

for (const [prefix, name] of [
  ['', '문서 검색'],
  ['/en', 'Search the documentation'],
  ['/ja', 'ドキュメントを検索'],
] as const)
  test(`the search box is named "${name}" for screen readers in ${prefix || '/'}`, async ({page}) => {
    await page.goto(`${prefix}/portal`);
    await expect(page.getByRole('textbox', {name}).or(page.getByRole('combobox', {name}))).toHaveCount(1);
  });

test('hovering the search box downloads no index; focusing downloads only this context’s', async ({page}) => {
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('search-index')) fetched.push(new URL(r.url()).pathname);
  });
  await page.goto('/');
  const box = page.getByPlaceholder('검색');
  await box.hover();
  await page.waitForTimeout(1_000);
  expect(fetched).toEqual([]);
  await box.focus();
  await expect.poll(() => fetched.length, {timeout: 10_000}).toBe(1);
  expect(fetched[0]).toMatch(/^\/search-index-[0-9a-f]{8}\.json$/);
  await page.goto('/shieldrm');
  fetched.length = 0;
  await page.getByPlaceholder('검색').focus();
  await expect.poll(() => fetched, {timeout: 10_000}).toEqual([expect.stringMatching(/^\/search-index-shieldrm-/)]);
});

test('a query some of whose words no page has still answers, says so, and announces the count', async ({page}) => {
  const box = await typeInSearchBox(page, '/', '휴지통 보존 기간 카푸치노');
  await expect(page.locator(OPTIONS).first()).toBeVisible({timeout: 15_000});
  await expect(page.locator('[role="listbox"]')).toContainText('찾지 못한 단어: 카푸치노');
  await expect(page.getByRole('status').filter({hasText: /검색 결과 \d+건/})).toHaveCount(1, {timeout: 5_000});
  // A conversational question (ending, particle, a verb form no page uses) answers too.
  await box.fill('고객 포털 비밀번호를 잊어버렸을 때');
  await expect(page.locator(OPTIONS).first()).toBeVisible({timeout: 15_000});
  await expect(page.locator(OPTIONS).filter({hasText: '비밀번호'}).first()).toBeVisible();
});

test('a product search offers to widen to all documentation', async ({page}) => {
  await typeInSearchBox(page, '/support', '방화벽 포트');
  await expect(page.locator(OPTIONS).first()).toBeVisible({timeout: 15_000});
  const widen = page.getByRole('link', {name: '전체 문서에서 검색'});
  await expect(widen).toBeVisible();
  await widen.click();
  await expect(page).toHaveURL(/\/search\/?\?q=%EB%B0%A9%ED%99%94%EB%B2%BD/);
  await expect(page.locator('article h2 a').first()).toBeVisible({timeout: 15_000});
  await expect(page.getByRole('status').filter({hasText: /검색 결과 \d+건/})).toHaveCount(1);
});

test('search indexes and pages are served precompressed: brotli when asked, else gzip -9', async ({request}) => {
  const name = fs.readdirSync('build').find((f) => /^search-index-[0-9a-f]{8}\.json$/.test(f))!;
  for (const [url, file] of [
    [`/${name}`, `build/${name}`],
    ['/portal/', 'build/portal/index.html'],
  ])
    for (const [accept, encoding, ext] of [
      ['br, gzip', 'br', 'br'],
      ['gzip', 'gzip', 'gz'],
    ]) {
      const r = await request.fetch(url, {headers: {'accept-encoding': accept}});
      expect(r.headers()['content-encoding'], `${url} ${accept}`).toBe(encoding);
      // The stored copy is sent as it is: the same length as the file the build wrote.
      expect(Number(r.headers()['content-length']), `${url} ${accept}`).toBe(fs.statSync(`${file}.${ext}`).size);
    }
});
