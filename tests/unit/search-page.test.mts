import assert from 'node:assert/strict';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {test} from 'node:test';
import {SEARCH_PAGE_FIRST, SEARCH_PAGE_LIMIT} from '../../src/search/boxConstants';

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
