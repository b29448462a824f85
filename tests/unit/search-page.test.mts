import assert from 'node:assert/strict';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {test} from 'node:test';
import vm from 'node:vm';
import {SEARCH_PAGE_FIRST, SEARCH_PAGE_LIMIT} from '../../src/search/boxConstants';
import {SEARCH_STARTER, SEARCH_WORKER_NAME, STARTED, WORKER_BOOTSTRAP} from '../../src/search/starter';
import {WARM} from '../../src/search/warm';

// The search started before hydration (src/clientModules/searchEarly.ts) is only taken by the
// page's own first call when both ask for the same number of results.
test('the patched search page asks for the counts the early search sends', () => {
  const require = createRequire(import.meta.url);
  const dist = path.dirname(require.resolve('@easyops-cn/docusaurus-search-local/package.json'));
  const page = fs.readFileSync(path.join(dist, 'dist/client/client/theme/SearchPage/SearchPage.jsx'), 'utf8');
  assert.match(page, new RegExp(`const FIRST_RESULTS = ${SEARCH_PAGE_FIRST};`));
  assert.match(page, new RegExp(`const MAX_RESULTS = ${SEARCH_PAGE_LIMIT};`));
  assert.match(page, /searchByWorker\(versionUrl, searchContext, searchQuery, FIRST_RESULTS\)/);
});

// The search page's HTML starts the worker (src/search/starter.ts) with the same query the
// page will ask, so the page's call takes that answer.
function runStarter(address: string) {
  const url = new URL(address, 'https://docs.example');
  const sent: unknown[] = [];
  const started: string[] = [];
  const window: Record<string, unknown> = {};
  class Worker {
    constructor(script: string) {
      started.push(script);
    }
    addEventListener() {}
    postMessage(message: unknown) {
      sent.push(JSON.parse(JSON.stringify(message)));
    }
  }
  vm.runInNewContext(SEARCH_STARTER, {location: url, URLSearchParams, Worker, window});
  return {sent, started, worker: window[STARTED]};
}

test('the search page starter sends the first screen of a query to the bootstrap worker', () => {
  const ko = runStarter('/search?q=%EC%A0%95%EC%B1%85&ctx=shieldrm');
  assert.deepEqual(ko.started, [`/${WORKER_BOOTSTRAP}`]);
  assert.deepEqual(ko.sent, [{type: WARM, args: ['/', 'shieldrm', '정책', SEARCH_PAGE_FIRST]}]);
  assert.ok(ko.worker);
  const en = runStarter('/en/search/?q=policy&version=next/');
  assert.deepEqual(en.started, [`/en/${WORKER_BOOTSTRAP}`]);
  assert.deepEqual(en.sent, [{type: WARM, args: ['/en/next/', '', 'policy', SEARCH_PAGE_FIRST]}]);
});

test('the search page starter leaves other pages, empty queries and odd contexts alone', () => {
  for (const address of [
    '/shieldrm?q=a',
    '/search',
    '/search?q=',
    '/search?q=a&ctx=..%2F%2Fevil.example',
    '/search?q=a&version=%22',
  ])
    assert.deepEqual(runStarter(address).started, [], address);
});

test("the worker chunk's name in the bundler comment is the one the bootstrap looks for", () => {
  const source = fs.readFileSync(path.join(import.meta.dirname, '../../src/search/searchByWorker.ts'), 'utf8');
  assert.match(source, new RegExp(`webpackChunkName: "${SEARCH_WORKER_NAME}"`));
});
