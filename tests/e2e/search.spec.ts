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
