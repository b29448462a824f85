import {test, expect} from './fixtures';
import {SECTIONS} from '../../src/sections/registry';
import {productSections} from '../../src/sections/derive';

// Every product landing page shows its architecture diagram, rendered (not an error box).
for (const s of productSections(SECTIONS)) {
  test(`${s.id} landing renders its mermaid architecture diagram`, async ({page}) => {
    await page.goto(`/${s.id}`);
    // Diagrams are drawn as they near the viewport.
    await page.locator('[data-diagram]').first().scrollIntoViewIfNeeded();
    const diagram = page.locator('.docusaurus-mermaid-container svg').first();
    await expect(diagram).toBeVisible({timeout: 15_000});
    await expect(diagram).not.toContainText(/Syntax error/i);
    expect((await diagram.boundingBox())?.height ?? 0).toBeGreaterThan(40);
  });
}

// Diagrams and code highlighting load their code only when a reader needs them.
test('a diagram far below the fold is drawn only when the reader scrolls to it', async ({page}) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/shieldrive/guide/user-guide/file-link');
  await page.waitForLoadState('networkidle');
  const slot = page.locator('[data-diagram]').first();
  await expect(slot).toHaveAttribute('data-diagram', 'pending');
  await expect(page.locator('.docusaurus-mermaid-container svg')).toHaveCount(0);
  const before = scripts.length;
  await slot.scrollIntoViewIfNeeded();
  const diagram = page.locator('.docusaurus-mermaid-container svg').first();
  await expect(diagram).toBeVisible({timeout: 15_000});
  await expect(diagram).not.toContainText(/Syntax error/i);
  expect(scripts.length, 'the diagram renderer loads on scroll').toBeGreaterThan(before);
});

test('code blocks stay highlighted on first load and after client-side navigation', async ({page}) => {
  const code = '/sdf/guide/cloud-service-api/encrypt';
  await page.goto(code);
  const tokens = page.locator('pre.prism-code .token');
  // Highlighted by the server, and still (not re-rendered plain) once Prism has loaded.
  await expect(tokens.first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await tokens.count()).toBeGreaterThan(20);
  await expect(page.getByRole('button', {name: /복사|copy/i}).first()).toBeAttached();

  await page.goto('/sdf/guide/cloud-service-api/overview');
  await page.waitForLoadState('networkidle');
  await page.locator(`article a[href="${code}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${code}$`));
  await expect(tokens.first()).toBeVisible({timeout: 15_000});
});

// Links in view still get their pages' code fetched ahead (patches/@docusaurus+core+3.10.2.patch), once per
// file, after the page has settled; the next page then opens without waiting for it.
test('links in view prefetch their pages once each, and the next page opens from them', async ({page}) => {
  await page.goto('/shieldrive/guide/user-guide/file-link');
  await page.waitForLoadState('networkidle');
  const prefetched = page.locator('head link[rel="prefetch"]');
  await expect.poll(() => prefetched.count(), {timeout: 10_000}).toBeGreaterThan(3);
  const hrefs = await prefetched.evaluateAll((els) => els.map((e) => e.getAttribute('href')));
  expect(new Set(hrefs).size, 'each chunk prefetched once').toBe(hrefs.length);
  const next = page
    .locator('.theme-doc-sidebar-menu a.menu__link[href^="/shieldrive/"]:not(.menu__link--active)')
    .first();
  const target = await next.getAttribute('href');
  await next.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page.locator('article h1')).toBeVisible();
});
