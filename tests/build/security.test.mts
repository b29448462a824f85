import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {before, describe, it} from 'node:test';
import {BUILD, LOCALES, PREFIX, requireBuild} from '../lib/build.mts';
import {committedHashes, inlineScriptHashes} from '../../scripts/security-headers.mts';
import {SITE_URL} from '../../src/constants/site.ts';

describe('built output: CSP and robots', () => {
  before(requireBuild);

  it('allows every inline script of the build by hash, and no stale hash (npm run headers:update)', () => {
    assert.deepEqual(inlineScriptHashes(BUILD), committedHashes());
  });

  it('serves robots.txt that lists every locale sitemap', () => {
    const robots = fs.readFileSync(path.join(BUILD, 'robots.txt'), 'utf8');
    assert.match(robots, /^User-agent: \*$/m);
    for (const l of LOCALES) {
      assert.ok(robots.includes(`Sitemap: ${SITE_URL}${PREFIX[l]}/sitemap.xml`), `${l} sitemap missing`);
      assert.ok(fs.existsSync(path.join(BUILD, PREFIX[l], 'sitemap.xml')), `${l} sitemap not built`);
    }
  });
});
