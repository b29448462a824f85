import fs from 'node:fs';
import {test, expect} from '@playwright/test';
import {hydrated} from './fixtures';
import {HEAD_FILE, PART_FILE} from '../../src/search/files';

// The shipped nginx config, checked over HTTP exactly as a browser or crawler meets it.
const noFollow = {maxRedirects: 0};

test('a .html path and an /index path redirect to the clean URL', async ({request}) => {
  for (const [from, to] of [
    ['/shieldrm/feature/IntroDRM.html', '/shieldrm/feature/IntroDRM'],
    ['/portal/index', '/portal/'],
    ['/portal/index.html', '/portal/'],
    ['/en/shieldmail/features/Overview.html', '/en/shieldmail/features/Overview'],
    ['/index.html', '/'],
  ]) {
    const res = await request.get(from, noFollow);
    expect(res.status(), from).toBe(301);
    expect(res.headers()['location'], from).toBe(to);
  }
});

test('clean URLs, Korean path segments and real .html files are served', async ({request}) => {
  for (const path of [
    '/portal',
    '/portal/',
    '/shieldrm/feature/IntroDRM',
    `/ds/faq/${encodeURIComponent('로그인-오류')}`,
    `/ja/support/notice/${encodeURIComponent('제품-서비스-수명주기')}`,
    '/feedback.html',
  ]) {
    const res = await request.get(path, noFollow);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['content-type'], path).toContain('text/html');
  }
});

test('unknown paths are HTTP 404 in every locale', async ({request}) => {
  for (const path of ['/nope', '/shieldrm/nope', '/en/nope', '/ja/nope/deeper']) {
    const res = await request.get(path, noFollow);
    expect(res.status(), path).toBe(404);
  }
});

test('hashed assets are cached for a year, HTML is revalidated', async ({request, page}) => {
  const html = await request.get('/shieldrm');
  expect(html.headers()['cache-control']).toBe('no-cache');
  await page.goto('/');
  const asset = await page.evaluate(
    () => (document.querySelector('link[data-entry][href*="/assets/js/"]') as HTMLLinkElement).href,
  );
  const res = await request.get(new URL(asset).pathname);
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toContain('immutable');
  // Search heads carry the index hash in their name, parts their content hash.
  for (const re of [HEAD_FILE, PART_FILE]) {
    const file = fs.readdirSync('build').find((f) => re.test(f))!;
    const r = await request.get(`/${file}`);
    expect(r.status(), file).toBe(200);
    expect(r.headers()['cache-control'], file).toContain('immutable');
  }
});

// The entry bundle is fetched with the page but run after its first contentful paint, so the
// page's text is painted without waiting for the bundle's evaluation (src/config/ssrTemplate.ts).
test('a page paints its text before its entry bundle runs, then hydrates', async ({page}) => {
  const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as {name: string};
  // The bundler's chunk list, which the runtime creates as the first thing it does.
  const chunkGlobal = `webpackChunk${pkg.name.replace(/[^\w$]/g, '_')}`;
  await page.addInitScript((name) => {
    const at = window as unknown as {entryRan?: number};
    let value: unknown;
    Object.defineProperty(window, name, {
      configurable: true,
      get: () => value,
      set: (v) => {
        at.entryRan ??= performance.now();
        value = v;
      },
    });
  }, chunkGlobal);
  await page.goto('/shieldrm/feature/IntroDRM');
  await hydrated(page);
  const {painted, entryRan} = await page.evaluate(() => ({
    painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    entryRan: (window as unknown as {entryRan?: number}).entryRan,
  }));
  expect(entryRan, 'the entry bundle ran').toBeDefined();
  expect(painted, 'the first contentful paint came before the entry bundle ran').toBeLessThan(entryRan!);
});
