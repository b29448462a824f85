import {test, expect} from './fixtures';

test('the search box finds a landing page by its Korean product name and opens it', async ({page}) => {
  await page.goto('/');
  const box = page.getByPlaceholder('검색');
  await box.click();
  await box.fill('고객 포털');
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
  await page.goto('/shieldrm');
  const box = page.getByPlaceholder('검색');
  await box.click();
  await box.fill('정책');
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
