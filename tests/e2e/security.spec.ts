import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, toggleColourMode, codeMessage} from './fixtures';
import {observatoryScore} from '../../scripts/observatory-score.mts';
import {headOf} from '../../src/search/files';

/** CSP violations the page reports (the console guard of ./fixtures fails on console errors too). */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as {__csp: string[]};
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as {__csp: string[]}).__csp);
}

const SECURITY = [
  'content-security-policy',
  'strict-transport-security',
  'permissions-policy',
  'x-content-type-options',
];

test('every kind of response carries the security headers and no server version', async ({request}) => {
  const index = headOf(fs.readdirSync('build'))!;
  const asset = fs.readdirSync(path.join('build', 'assets', 'js')).find((f) => f.startsWith('main.'))!;
  const cases: [string, number][] = [
    ['/', 200],
    ['/shieldrm/feature/IntroDRM', 200],
    ['/no/such/page', 404],
    ['/%E0%A4%A', 400],
    [`/assets/js/${asset}`, 200],
    [`/${index}`, 200],
    ['/shieldrm/feature/IntroDRM.html', 301],
  ];
  for (const [url, status] of cases) {
    const res = await request.get(url, {maxRedirects: 0});
    expect(res.status(), url).toBe(status);
    const h = res.headers();
    for (const name of SECURITY) expect(h[name], `${url} ${name}`).toBeTruthy();
    const scriptSrc = /(?:^|;\s*)script-src ([^;]*)/.exec(h['content-security-policy'])?.[1] ?? '';
    expect(scriptSrc, url).toMatch(/'sha256-/);
    expect(scriptSrc, url).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
    expect(h.server ?? '', url).not.toMatch(/\d/);
  }
});

test('the site works under its CSP: doc, diagram, code, theme, announcement, search, locale, feedback', async ({
  page,
  context,
}) => {
  const violations = await watchCsp(page);
  await page.goto('/shieldrive/guide/user-guide/file-link');
  await expect(page.locator('[data-diagram] svg').filter({visible: true}).first()).toBeVisible();
  await page.goto('/sdf/guide/cloud-service-api/encrypt');
  await expect(page.locator('pre code').first()).toBeVisible();
  await toggleColourMode(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const bar = page.locator('.theme-announcement-bar');
  if (await bar.isVisible()) {
    await bar.getByRole('button').click();
    await expect(bar).toBeHidden();
  }
  const box = page.getByPlaceholder('검색', {exact: true});
  await box.click();
  await box.fill('암호화');
  await page.locator('.aa-suggestion, [role="option"]').first().click();
  await expect(page).not.toHaveURL(/cloud-service-api\/encrypt$/);
  const navbar = page.getByRole('navigation', {name: codeMessage('ko', 'theme.NavBar.navAriaLabel')});
  await navbar.getByRole('button', {name: '한국어', exact: true}).hover();
  await navbar.getByRole('link', {name: 'English', exact: true}).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  expect(await violations()).toEqual([]);

  const feedback = await context.newPage();
  const feedbackViolations = await watchCsp(feedback);
  await feedback.goto('/feedback.html?lang=ko');
  // Its inline script (allowed by hash) fills the mail body with the page the reader came from.
  const mail = feedback.getByRole('link', {name: /피드백 보내기/});
  await expect(mail).toHaveAttribute('href', /^mailto:.*subject=/);
  expect(await feedbackViolations()).toEqual([]);
});

test('the served headers score A+ (at least 100) on the MDN HTTP Observatory scale', async ({request, baseURL}) => {
  const res = await request.get('/');
  const html = await res.text();
  const scripts = [...html.matchAll(/<script[^>]*\bsrc="?([^"\s>]+)/g)].map((m) => m[1]);
  const {score, grade, results} = observatoryScore(res.headers(), scripts, new URL(baseURL!).origin);
  console.log(`Observatory score ${score} (${grade}): ${results.map((r) => `${r.result} ${r.modifier}`).join(', ')}`);
  expect(results.filter((r) => r.modifier < 0)).toEqual([]);
  expect(score).toBeGreaterThanOrEqual(100);
});
