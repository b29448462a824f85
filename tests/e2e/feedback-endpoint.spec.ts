import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {test, expect, codeMessage} from './fixtures';
import {FEEDBACK_BUILD, FEEDBACK_HEADERS, FEEDBACK_RECEIVER_PORT, FEEDBACK_SECTION} from './feedbackFixture';
import type {FeedbackPayload} from '../../src/constants/feedback';
import {FORM_TEXT} from '../../src/components/PageFeedback/text';

const SITE_PORT = Number(process.env.E2E_FEEDBACK_PORT ?? 4174);
const SITE = `http://127.0.0.1:${SITE_PORT}`;
const PAGE = `${SITE}/${FEEDBACK_SECTION}/faq/drm-faq`;
const say = (id: string) => codeMessage('ko', id);

/** The feedback receiver a site owner would run: CORS for the site's origin, JSON in. */
const received: FeedbackPayload[] = [];
let failNext = false;
let receiver: http.Server;
let site: ChildProcess;

test.describe.configure({mode: 'serial'});

test.beforeAll(async () => {
  if (!fs.existsSync(path.join(FEEDBACK_BUILD, 'index.html')))
    throw new Error('No feedback fixture build: run "tsx scripts/build-feedback-fixture.mts" (npm run test:e2e does).');
  receiver = http.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', SITE);
    res.setHeader('Access-Control-Allow-Headers', 'content-type');
    res.setHeader('Access-Control-Allow-Methods', 'POST');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      if (failNext) {
        failNext = false;
        return void res.writeHead(503).end();
      }
      received.push(JSON.parse(body) as FeedbackPayload);
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(FEEDBACK_RECEIVER_PORT, '127.0.0.1', resolve));
  site = spawn(
    process.execPath,
    [
      'scripts/serve-nginx.mjs',
      '--port',
      String(SITE_PORT),
      '--root',
      FEEDBACK_BUILD,
      '--headers',
      FEEDBACK_HEADERS,
      '--ttl',
      '900',
    ],
    {stdio: 'ignore'},
  );
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`${SITE}/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the fixture site did not start');
});

test.afterAll(async () => {
  site?.kill('SIGTERM');
  await new Promise((resolve) => receiver?.close(resolve));
});

test('sends the answer as JSON to the receiver, and nothing before submit', async ({page}) => {
  await page.goto(PAGE);
  const feedback = page.getByRole('region', {name: say('feedback.question')});
  await feedback.getByRole('button', {name: say('feedback.no'), exact: true}).click();
  await feedback.getByRole('checkbox', {name: FORM_TEXT.ko.steps}).check();
  await feedback.getByRole('textbox').fill('3단계 화면이 다릅니다.');
  expect(received).toHaveLength(0);
  await feedback.getByRole('button', {name: FORM_TEXT.ko.submit}).click();
  await expect(feedback.getByRole('status')).toHaveText(FORM_TEXT.ko.thanks);
  expect(received).toHaveLength(1);
  expect(received[0]).toMatchObject({
    helpful: false,
    reasons: ['steps'],
    comment: '3단계 화면이 다릅니다.',
    page: PAGE,
    locale: 'ko',
  });
  expect(received[0].lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});

test.describe('a receiver that fails', () => {
  // The browser logs the 503 it gets.
  test.use({allowConsole: [/status of 503/]});
  test('a failed POST tells the reader, keeps the form, and sends on retry', async ({page}) => {
    received.length = 0;
    failNext = true;
    await page.goto(PAGE);
    const feedback = page.getByRole('region', {name: say('feedback.question')});
    await feedback.getByRole('button', {name: say('feedback.no'), exact: true}).click();
    await feedback.getByRole('checkbox', {name: FORM_TEXT.ko.unclear}).check();
    await feedback.getByRole('textbox').fill('표가 잘립니다.');
    await feedback.getByRole('button', {name: FORM_TEXT.ko.submit}).click();
    await expect(feedback.getByRole('alert')).toHaveText(FORM_TEXT.ko.failed);
    await expect(feedback.getByRole('textbox')).toHaveValue('표가 잘립니다.');
    await expect(feedback.getByRole('checkbox', {name: FORM_TEXT.ko.unclear})).toBeChecked();
    await feedback.getByRole('button', {name: FORM_TEXT.ko.retry}).click();
    await expect(feedback.getByRole('status')).toHaveText(FORM_TEXT.ko.thanks);
    expect(received.map((r) => r.comment)).toEqual(['표가 잘립니다.']);
  });
});

test('works from the keyboard alone, and passes axe while open', async ({page}) => {
  received.length = 0;
  await page.goto(PAGE);
  const feedback = page.getByRole('region', {name: say('feedback.question')});
  await feedback.getByRole('button', {name: say('feedback.yes'), exact: true}).focus();
  await page.keyboard.press('Enter');
  // The comment box takes focus when the form opens.
  await expect(feedback.getByRole('textbox')).toBeFocused();
  const axe = await new AxeBuilder({page}).include('[data-page-feedback]').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await page.keyboard.type('좋습니다');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(feedback.getByRole('status')).toBeFocused();
  expect(received).toMatchObject([{helpful: true, reasons: [], comment: '좋습니다'}]);
});
