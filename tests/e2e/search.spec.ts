import fs from 'node:fs';
import type {Page, Request} from '@playwright/test';
import {test, expect} from './fixtures';
import {SEARCH_FIRST_ANSWER_BYTES, SEARCH_MS} from './limits';
import {firstAnswer} from '../lib/search-node';
import {SEARCH_PAGE_FIRST, SEARCH_PAGE_LIMIT} from '../../src/search/boxConstants';
import {productSections} from '../../src/sections/derive';
import {SECTIONS} from '../../src/sections/registry';
import {PART_FILE, headOf} from '../../src/search/files';

/** Opens `url`, types `query` into the navbar's search box and returns the box. */
async function typeInSearchBox(page: Page, url: string, query: string) {
  await page.goto(url);
  const box = page.getByPlaceholder('검색', {exact: true});
  await box.click();
  await box.fill(query);
  return box;
}

test('the search box finds a landing page by its Korean product name and opens it', async ({page}) => {
  await typeInSearchBox(page, '/', '고객 포털');
  const hit = page.locator('.aa-suggestion, [role="option"]').filter({hasText: '고객 포털'}).first();
  await expect(hit).toBeVisible({timeout: SEARCH_MS});
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
  const box = page.getByPlaceholder('검색', {exact: true});
  await box.click();
  for (const q of ['(.*+?^${}[]|\\)', '정책 *** ??? [[[', 'a'.repeat(10_000)]) {
    const t0 = Date.now();
    await box.fill(q);
    await page.waitForTimeout(500);
    expect(Date.now() - t0).toBeLessThan(10_000);
  }
  await box.fill('정책을 적용');
  await expect(page.locator('[role="listbox"] [role="option"]').first()).toBeVisible({timeout: SEARCH_MS});
});

test('on a product page the search box searches that product first and offers all products', async ({page}) => {
  await typeInSearchBox(page, '/shieldrm', '정책');
  const options = page.locator('[role="listbox"] [role="option"]');
  await expect(options.first()).toBeVisible({timeout: SEARCH_MS});
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
  await expect(hit).toBeVisible({timeout: SEARCH_MS});
  await expect(hit).toHaveAttribute('href', /\/shieldex\//);
});

const OPTIONS = '[role="listbox"] [role="option"]';

/** The built script chunk of the Korean site whose code contains `marker`; fails loudly when none does. */
function chunkWith(marker: string): RegExp {
  const dir = 'build/assets/js';
  const name = fs
    .readdirSync(dir)
    .find((f) => f.endsWith('.js') && fs.readFileSync(`${dir}/${f}`, 'utf8').includes(marker));
  expect(name, `a chunk containing ${marker}`).toBeDefined();
  return new RegExp(`/assets/js/${name!.replace(/\./g, '\\.')}$`);
}

/** Holds requests for `pattern` until a search file matching `first` (by default the all-products head) is asked for. */
async function holdUntilIndexAsked(
  page: Page,
  pattern: RegExp,
  first: RegExp = /\/search-index-[0-9a-f]{8}\.json$/,
): Promise<void> {
  let asked!: () => void;
  const headAsked = new Promise<void>((r) => (asked = r));
  await page.route(first, async (route) => {
    asked();
    await route.continue();
  });
  await page.route(pattern, async (route) => {
    await headAsked;
    await route.continue();
  });
}

test('the search page opened with ?q= starts searching before its own code has arrived', async ({page}) => {
  // Its component (the plugin's page, with its context selector) waits until the index head
  // is asked for: only a search started by the entry bundle gets there, else nothing renders.
  await holdUntilIndexAsked(page, chunkWith('context-selector'));
  await page.goto(`/search?q=${encodeURIComponent('악성코드 검사')}`);
  await expect(page.getByRole('main').locator('article h2 a').first()).toBeVisible({timeout: SEARCH_MS});
});

test('focusing the home page box starts loading the index before the page is interactive', async ({page}) => {
  // The home page's own component (its product cards) waits until the index head is asked for.
  await holdUntilIndexAsked(page, chunkWith('data-section'));
  await page.goto('/', {waitUntil: 'commit'});
  const box = page.getByPlaceholder('검색', {exact: true});
  await box.click();
  await page.keyboard.type('정책');
  await expect(page.locator(OPTIONS).first()).toBeVisible({timeout: SEARCH_MS});
});

for (const [name, box] of [
  ['navbar', (page: Page) => page.getByPlaceholder('검색', {exact: true})],
  ['hero', (page: Page) => page.getByRole('search').getByRole('searchbox', {name: '모든 제품 문서에서 검색'})],
] as const)
  test(`words typed into the home page's ${name} box before the page is interactive are searched at once`, async ({
    page,
  }) => {
    // The home page's own component waits until a part of the index is asked for: only a
    // search of the typed words, started before hydration, gets there.
    await holdUntilIndexAsked(page, chunkWith('data-section'), /\/search-part-[0-9a-f]{12}\.json$/);
    await page.goto('/', {waitUntil: 'commit'});
    await box(page).click();
    await page.keyboard.type('정책 배포');
    const answer = name === 'navbar' ? page.locator(OPTIONS) : page.getByRole('search').getByRole('listitem');
    await expect(answer.first()).toBeVisible({timeout: SEARCH_MS});
    await expect(box(page)).toHaveValue('정책 배포');
  });

test('the search page shows its first screen of results before the rest have arrived, and renders the rest as the reader scrolls', async ({
  page,
}) => {
  const q = '정책';
  // The parts only the rest of the results need, as the worker's code reads them.
  const first = await firstAnswer('build', '', q, SEARCH_PAGE_FIRST);
  const all = await firstAnswer('build', '', q, SEARCH_PAGE_LIMIT);
  const rest = new Set(all.files.filter((f) => !first.files.includes(f)));
  expect(rest.size).toBeGreaterThan(0);
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/search-part-[0-9a-f]{12}\.json$/, async (route) => {
    if (rest.has(new URL(route.request().url()).pathname.slice(1))) await held;
    await route.continue();
  });
  await page.goto(`/search?q=${encodeURIComponent(q)}`);
  const rows = page.getByRole('main').locator('article h2 a');
  await expect(rows).toHaveCount(SEARCH_PAGE_FIRST, {timeout: SEARCH_MS});
  // The count waits for all of them.
  const found = page.getByRole('main').getByText(/^문서 \d+개를 찾았습니다$/);
  await expect(found).toHaveCount(0);
  const top = async () => (await rows.first().boundingBox())?.y;
  const before = await top();
  release();
  await expect(found).toBeVisible({timeout: SEARCH_MS});
  const n = Number((await found.textContent())!.match(/\d+/)![0]);
  expect(n).toBeGreaterThan(SEARCH_PAGE_FIRST + 20);
  await expect(page.getByRole('status').filter({hasText: `검색 결과 ${n}건`})).toHaveCount(1);
  // The rest arrive below: the results being read do not move down.
  expect(await top()).toBe(before);
  // Only the first screen is rendered until the reader scrolls towards its end.
  expect(await rows.count()).toBe(SEARCH_PAGE_FIRST);
  await expect
    .poll(
      async () => {
        await rows.last().scrollIntoViewIfNeeded();
        return rows.count();
      },
      {timeout: SEARCH_MS},
    )
    .toBe(n);
  await expect(rows.last()).toBeInViewport();
});

test('the search page keeps its query in the address while it loads, and the reader’s typing updates it', async ({
  page,
}) => {
  // Each rewrite of the address renders the whole page again.
  await page.addInitScript(() => {
    const w = window as Window & {addresses?: string[]};
    w.addresses = [];
    const replace = history.replaceState.bind(history);
    history.replaceState = (data, unused, url) => {
      w.addresses!.push(String(url));
      replace(data, unused, url);
    };
  });
  await page.goto(`/search?q=${encodeURIComponent('정책')}`);
  await expect(page.getByRole('main').locator('article h2 a').first()).toBeVisible({timeout: SEARCH_MS});
  expect(await page.evaluate(() => (window as Window & {addresses?: string[]}).addresses)).toEqual([]);
  await expect(page).toHaveURL(/\/search\/?\?q=%EC%A0%95%EC%B1%85$/);
  await page.getByRole('main').getByRole('searchbox').fill('방화벽');
  await expect(page).toHaveURL(/\/search\/?\?q=%EB%B0%A9%ED%99%94%EB%B2%BD$/);
  await expect(page.getByRole('heading', {level: 1})).toContainText('방화벽');
});

for (const [prefix, name] of [
  ['', '문서 검색'],
  ['/en', 'Search the documentation'],
  ['/ja', 'ドキュメントを検索'],
] as const)
  test(`the search box is named "${name}" for screen readers in ${prefix || '/'}`, async ({page}) => {
    await page.goto(`${prefix}/portal`);
    await expect(page.getByRole('textbox', {name}).or(page.getByRole('combobox', {name}))).toHaveCount(1);
  });

test('an idle page starts the search worker but downloads no index, nor on hover; focusing downloads only this context’s head', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (/\/search-(index|part)-/.test(r.url())) fetched.push(new URL(r.url()).pathname);
  });
  // The worker's code loads once the page is idle, without an index.
  const worker = page.waitForEvent('worker', {timeout: SEARCH_MS});
  await page.goto('/');
  await worker;
  const box = page.getByPlaceholder('검색', {exact: true});
  await box.hover();
  await page.waitForTimeout(1_000);
  expect(fetched).toEqual([]);
  await box.focus();
  await expect.poll(() => fetched.length, {timeout: SEARCH_MS}).toBe(1);
  expect(fetched[0]).toMatch(/^\/search-index-[0-9a-f]{8}\.json$/);
  await page.goto('/shieldrm');
  fetched.length = 0;
  await page.getByPlaceholder('검색', {exact: true}).focus();
  await expect.poll(() => fetched, {timeout: SEARCH_MS}).toEqual([expect.stringMatching(/^\/search-index-shieldrm-/)]);
});

/** Search files' bytes as sent, counted from now until the returned function is called. */
function searchBytes(page: Page): () => Promise<number> {
  const sizes: Promise<number>[] = [];
  const onRequest = (r: Request) => {
    if (/\/search-(index|part)-/.test(r.url()))
      sizes.push(
        r
          .response()
          .then(() => r.sizes())
          .then((x) => x.responseBodySize + x.responseHeadersSize),
      );
  };
  page.on('request', onRequest);
  return async () => {
    page.off('request', onRequest);
    return (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
  };
}

const PRODUCT_NAMES = productSections(SECTIONS).map((s) => s.name.ko);
const namesProduct = (text: string) => PRODUCT_NAMES.some((n) => text.includes(n));

test('an all-products search answers from a few hundred kilobytes and names each result’s product', async ({page}) => {
  await page.goto('/');
  const bytes = searchBytes(page);
  const box = page.getByPlaceholder('검색', {exact: true});
  await box.click();
  await box.fill('정책');
  const options = page.locator(OPTIONS);
  await expect(options.first()).toBeVisible({timeout: SEARCH_MS});
  expect(await bytes()).toBeLessThanOrEqual(SEARCH_FIRST_ANSWER_BYTES);
  const texts = await options.allTextContents();
  // A page's row names its product; rows under it (its sections) follow it.
  expect(namesProduct(texts[0]), texts[0]).toBe(true);
  const named = PRODUCT_NAMES.filter((n) => texts.some((t) => t.includes(n)));
  expect(named.length, texts.join(' | ')).toBeGreaterThan(1);
});

test('the search page names each result’s product and narrows to one product keeping the query', async ({page}) => {
  await page.goto(`/search?q=${encodeURIComponent('정책')}`);
  const results = page.getByRole('main').locator('article');
  await expect(results.first()).toBeVisible({timeout: SEARCH_MS});
  for (const text of (await results.allTextContents()).slice(0, 20)) expect(namesProduct(text), text).toBe(true);
  await page.getByRole('combobox', {name: '검색할 제품'}).selectOption('shieldrm');
  await expect(page).toHaveURL(/[?&]ctx=shieldrm/);
  await expect(page).toHaveURL(/[?&]q=%EC%A0%95%EC%B1%85/);
  await expect(page.getByRole('heading', {level: 1})).toContainText('정책');
  const links = page.getByRole('main').locator('article h2 a');
  await expect(links.first()).toHaveAttribute('href', /^\/shieldrm\//, {timeout: SEARCH_MS});
  for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? '')))
    expect(href).toMatch(/^\/shieldrm\//);
});

for (const [prefix, placeholder, q, expected] of [
  ['', '검색', '악성코드 검사', '악성코드 검사'],
  ['/en', 'Search', 'malware scan', 'Malware'],
  ['/ja', '検索', 'マルウェア検査', 'マルウェア'],
] as const)
  test(`typing before ${prefix || '/'} is ready (4× CPU) ends in the results for the whole query`, async ({page}) => {
    // Two waits for search, each with page load, at 4× CPU.
    test.setTimeout(3 * SEARCH_MS);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    await page.goto(`${prefix}/`, {waitUntil: 'commit'});
    const box = page.getByPlaceholder(placeholder, {exact: true});
    await box.click();
    await page.keyboard.type(q);
    await expect(page.locator(OPTIONS).first()).toBeVisible({timeout: SEARCH_MS});
    await expect(box).toHaveValue(q);
    await expect(page.locator(OPTIONS).first()).toContainText(expected);
    // The search page opened at once answers too.
    await page.goto(`${prefix}/search?q=${encodeURIComponent(q)}`, {waitUntil: 'commit'});
    await expect(page.getByRole('main').locator('article h2 a').first()).toBeVisible({timeout: SEARCH_MS});
  });

test('text typed as soon as a product page has loaded stays in the box and is answered', async ({page}) => {
  // Typed before the box's first effects run: they must not clear it.
  test.setTimeout(4 * SEARCH_MS);
  for (let i = 0; i < 3; i++) {
    await page.goto('/shieldrm', {waitUntil: 'load'});
    const box = page.getByPlaceholder('검색', {exact: true});
    await box.focus();
    await page.keyboard.type('RM-6002');
    await expect(page.locator(OPTIONS).first()).toBeVisible({timeout: SEARCH_MS});
    await expect(box).toHaveValue('RM-6002');
  }
});

test('the search box never takes focus back from where the reader has moved on', async ({page}) => {
  // Hold the index back until the reader has tabbed past the box.
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/search-index-[0-9a-f]{8}\.json$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  const box = page.getByPlaceholder('검색', {exact: true});
  for (let i = 0; i < 40 && !(await box.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(box).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(box).not.toBeFocused();
  const next = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
  const loaded = page.waitForResponse(/\/search-index-[0-9a-f]{8}\.json$/);
  release();
  await loaded;
  // The box is ready once autocomplete has wrapped it; focus must still be where the reader is.
  await expect(page.locator('[role="listbox"]')).toHaveCount(1, {timeout: SEARCH_MS});
  await page.waitForTimeout(300);
  await expect(box).not.toBeFocused();
  expect(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200))).toBe(next);
});

test('a query some of whose words no page has still answers, says so, and announces the count', async ({page}) => {
  const box = await typeInSearchBox(page, '/', '휴지통 보존 기간 카푸치노');
  await expect(page.locator(OPTIONS).first()).toBeVisible({timeout: SEARCH_MS});
  await expect(page.locator('[role="listbox"]')).toContainText('찾지 못한 단어: 카푸치노');
  await expect(page.getByRole('status').filter({hasText: /검색 결과 \d+건/})).toHaveCount(1, {timeout: 5_000});
  // A conversational question (ending, particle, a verb form no page uses) answers too.
  await box.fill('고객 포털 비밀번호를 잊어버렸을 때');
  await expect(page.locator(OPTIONS).first()).toBeVisible({timeout: SEARCH_MS});
  await expect(page.locator(OPTIONS).filter({hasText: '비밀번호'}).first()).toBeVisible();
});

test('a product search offers to widen to all documentation', async ({page}) => {
  await typeInSearchBox(page, '/support', '방화벽 포트');
  await expect(page.locator(OPTIONS).first()).toBeVisible({timeout: SEARCH_MS});
  const widen = page.getByRole('link', {name: '전체 문서에서 검색'});
  await expect(widen).toBeVisible();
  await widen.click();
  await expect(page).toHaveURL(/\/search\/?\?q=%EB%B0%A9%ED%99%94%EB%B2%BD/);
  await expect(page.locator('article h2 a').first()).toBeVisible({timeout: SEARCH_MS});
  await expect(page.getByRole('status').filter({hasText: /검색 결과 \d+건/})).toHaveCount(1);
});

test('search indexes and pages are served precompressed: brotli when asked, else gzip -9', async ({request}) => {
  const name = headOf(fs.readdirSync('build'))!;
  const part = fs.readdirSync('build').find((f) => PART_FILE.test(f))!;
  for (const [url, file] of [
    [`/${name}`, `build/${name}`],
    [`/${part}`, `build/${part}`],
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
