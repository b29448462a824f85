import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {before, describe, it} from 'node:test';
import {BUILD, LOCALES, PREFIX, requireBuild} from '../lib/build.mts';
import {SITE_URL} from '../../src/constants/site.ts';

// The CSP's script hashes are checked against the build by `npm run build` itself (postbuild).
describe('built output: robots', () => {
  before(requireBuild);

  it('serves robots.txt that lists every locale sitemap', () => {
    const robots = fs.readFileSync(path.join(BUILD, 'robots.txt'), 'utf8');
    assert.match(robots, /^User-agent: \*$/m);
    for (const l of LOCALES) {
      assert.ok(robots.includes(`Sitemap: ${SITE_URL}${PREFIX[l]}/sitemap.xml`), `${l} sitemap missing`);
      assert.ok(fs.existsSync(path.join(BUILD, PREFIX[l], 'sitemap.xml')), `${l} sitemap not built`);
    }
  });
});
