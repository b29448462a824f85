import {test, expect, toggleColourMode, codeMessage} from './fixtures';
import {boxLightness} from './diagramLabels';

// Printing a page (static/print.css, linked once the page is idle): the content alone.
test('a printed page keeps its content and drops the site chrome, in the light colours', async ({page}) => {
  await page.goto('/shieldrive/guide/user-guide/file-link');
  await toggleColourMode(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const sidebar = page.getByRole('navigation', {name: /사이드바|sidebar/i});
  const name = codeMessage('ko', 'theme.SearchBar.inputLabel');
  const search = page.getByRole('textbox', {name}).or(page.getByRole('combobox', {name}));
  await expect(sidebar).toBeVisible();
  await expect(search).toBeVisible();
  await page.waitForFunction(() =>
    [...document.styleSheets].some((s) => s.href?.endsWith('/print.css') && s.cssRules.length > 0),
  );

  await page.emulateMedia({media: 'print'});
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  await expect(page.getByRole('main').getByRole('heading', {level: 1})).toBeVisible();
  await expect(sidebar).toBeHidden();
  await expect(search).toBeHidden();
  // A link to another page shows where it leads.
  const after = await page
    .getByRole('main')
    .locator('.markdown a[href^="/"]:not(.hash-link)')
    .first()
    .evaluate((a) => getComputedStyle(a, '::after').content);
  expect(after).toContain('/');
  // The screen's dark mode prints light, and comes back after.
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)');
  // Diagrams print in their light colours.
  expect(await boxLightness(page.locator('[data-diagram]').first())).toBeGreaterThan(0.6);
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});
