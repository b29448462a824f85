import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, hydrated, toggleColourMode} from './fixtures';
import {DIAGRAM_FONT_FAMILY} from '../../src/config/diagrams';
import {SECTIONS} from '../../src/sections/registry';
import {productSections} from '../../src/sections/derive';
import {LOCALES, localePrefix} from '../../src/config/locales';
import {DIAGRAM_LABEL_PX, DIAGRAM_MIN_LABEL_PX} from '../../src/constants/diagrams';
import {boxLightness, labelMisfits, shownDrawing as shown} from './diagramLabels';

// Every product landing opens with its architecture diagram, drawn by the build and named for assistive technology.
for (const s of productSections(SECTIONS)) {
  test(`${s.id} landing shows its architecture diagram`, async ({page}) => {
    await page.goto(`/${s.id}`);
    const figure = page.getByRole('main').getByRole('figure').first();
    await expect(figure).toHaveAccessibleName(/\S/);
    await expect(shown(figure)).toHaveCount(1);
    await expect(shown(figure)).not.toContainText(/Syntax error/i);
    expect((await shown(figure).boundingBox())?.height ?? 0).toBeGreaterThan(40);
  });
}

// A diagram arrives as SVG in the page itself: no script draws it, so none is downloaded for it.
test('a diagram page downloads no diagram renderer, and its font only where diagrams are', async ({page}) => {
  const scripts: Promise<string>[] = [];
  const fonts: string[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(r.text());
    if (r.request().resourceType() === 'font') fonts.push(r.url());
  });
  await page.goto('/sdf/guide/cloud-service-api/encrypt');
  await page.waitForLoadState('networkidle');
  expect(await page.locator('[data-diagram]').count(), 'a page without diagrams').toBe(0);
  expect(
    fonts.filter((f) => /diagram/.test(f)),
    'no diagram font without a diagram',
  ).toEqual([]);

  await page.goto('/shieldrive/guide/user-guide/file-link');
  const figure = page.locator('[data-diagram]').first();
  await figure.scrollIntoViewIfNeeded();
  await expect(shown(figure)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(
    fonts.filter((f) => /diagram/.test(f)),
    'the diagram font, once',
  ).toHaveLength(1);
  // mermaid's parser error text: present in any bundle that carries the renderer.
  for (const body of await Promise.all(scripts)) expect(body).not.toContain('No diagram type detected');
});

/** The loading state of the diagram font's face, and the font the first label is drawn in. */
const diagramFont = (page: Page) =>
  page.evaluate((family) => {
    const face = [...document.fonts].find((f) => f.family.replace(/['"]/g, '') === family);
    const label = [...document.querySelectorAll('[data-diagram] svg')]
      .find((s) => s.getBoundingClientRect().width > 0)
      ?.querySelector('.nodeLabel, text');
    return {status: face?.status, drawnIn: label ? getComputedStyle(label).fontFamily : undefined};
  }, DIAGRAM_FONT_FAMILY);

// The font is not among what the first paint waits for: the page's own scripts come first.
test('the diagram font is asked for once the page has hydrated', async ({page}) => {
  let release!: () => void;
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/shieldrive', {waitUntil: 'commit'});
  const figure = page.getByRole('main').getByRole('figure').first();
  await expect(shown(figure)).toBeVisible();
  const before = await diagramFont(page);
  expect(before.status, 'no font asked for before hydration').toBe('unloaded');
  expect(before.drawnIn).not.toContain(DIAGRAM_FONT_FAMILY);

  release();
  await hydrated(page);
  await expect.poll(async () => (await diagramFont(page)).status).toBe('loaded');
  expect((await diagramFont(page)).drawnIn).toContain(DIAGRAM_FONT_FAMILY);
});

test.describe('without scripts', () => {
  test.use({javaScriptEnabled: false});

  test('labels are drawn in the diagram font at once', async ({page}) => {
    const font = page.waitForResponse(/\/assets\/fonts\/diagram-[0-9a-f]+\.woff2$/);
    await page.goto('/shieldrive');
    await expect(shown(page.getByRole('main').getByRole('figure').first())).toBeVisible();
    expect((await font).ok()).toBe(true);
  });
});

// Each label was measured at build time in the font the reader gets; drawn in another, it would spill out.
const LABEL_SECTION = 'shieldrive';
for (const locale of LOCALES) {
  test(`${locale}: every diagram label fits its shape on ${LABEL_SECTION}'s diagram pages`, async ({page}) => {
    test.slow();
    const dir = path.join('build', localePrefix(locale), LABEL_SECTION);
    const pages = fs
      .readdirSync(dir, {recursive: true, encoding: 'utf8'})
      .filter((f) => f.endsWith('index.html') && fs.readFileSync(path.join(dir, f), 'utf8').includes('data-diagram'))
      .map((f) => `${localePrefix(locale)}/${LABEL_SECTION}/${path.dirname(f)}`.replace(/\/\.$/, ''));
    expect(pages.length, 'diagram pages in the section').toBeGreaterThan(3);
    const misfits: string[] = [];
    for (const url of pages) {
      await page.goto(url);
      misfits.push(...(await labelMisfits(page)).map((m) => `${url}: ${m}`));
    }
    expect(misfits).toEqual([]);
  });
}

test('dark mode draws the diagram in dark colours', async ({page}) => {
  await page.goto('/shieldrive');
  const figure = page.getByRole('main').getByRole('figure').first();
  expect(await boxLightness(figure)).toBeGreaterThan(0.6);
  await toggleColourMode(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(shown(figure)).toHaveCount(1);
  expect(await boxLightness(figure)).toBeLessThan(0.3);
});

// The page's HTML holds its diagrams; a page opened inside the site fetches each drawing's file.
test('a diagram page opened from the sidebar fetches its drawing', async ({page}) => {
  const drawings: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/diagrams\//.test(r.url())) drawings.push(r.url());
  });
  await page.goto('/shieldrive/main-features/features');
  const drawing = shown(page.getByRole('main').getByRole('figure').first());
  await expect(drawing).toBeVisible();
  const first = await drawing.getAttribute('id');
  await page.waitForLoadState('networkidle');
  expect(drawings, 'drawn from the HTML, not fetched').toEqual([]);

  await page.getByRole('navigation').locator('a[href="/shieldrive/main-features/service-list"]').first().click();
  await expect(page).toHaveURL(/service-list$/);
  // The address changes before the page does: wait for the next page's own drawing.
  await expect(drawing).not.toHaveId(first!);
  await expect(drawing).toBeVisible();
  expect(drawings.length).toBeGreaterThan(0);
});

test.describe('when a drawing cannot be fetched', () => {
  test.use({allowConsole: [/Failed to load resource: net::ERR_FAILED/]});

  test('the figure says so instead of staying blank', async ({page}) => {
    await page.goto('/shieldrive/main-features/service-list');
    await page.route(/\/assets\/diagrams\//, (r) => r.abort());
    await page.getByRole('navigation').locator('a[href="/shieldrive/main-features/features"]').first().click();
    await expect(page).toHaveURL(/features$/);
    await expect(page.getByRole('main').getByRole('figure').first().getByRole('alert')).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 360, height: 740}});

  test('a wide diagram scrolls sideways, by keyboard too, instead of shrinking its labels', async ({page}) => {
    await page.goto('/shieldrive');
    const figure = page.getByRole('main').getByRole('figure').first();
    await figure.scrollIntoViewIfNeeded();
    const svg = shown(figure);
    const scale = await svg.evaluate(
      (el) => el.getBoundingClientRect().width / (el as SVGSVGElement).viewBox.baseVal.width,
    );
    expect(scale * DIAGRAM_LABEL_PX).toBeGreaterThanOrEqual(DIAGRAM_MIN_LABEL_PX - 0.05);
    expect(await figure.evaluate((el) => el.scrollWidth > el.clientWidth), 'wider than the screen').toBe(true);
    await expect(figure).toHaveAttribute('tabindex', '0');
    await figure.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => figure.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  });
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
