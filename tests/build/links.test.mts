import assert from 'node:assert/strict';
import {before, describe, it} from 'node:test';
import {LOCALES, PREFIX, allPages, fileForRoute, parsePage, requireBuild} from '../lib/build.mts';
import {SITE_URL} from '../../src/constants/site';

/** Internal target of an href, or null for external, mail and pseudo links. */
function internal(href: string, fromRoute: string): URL | null {
  if (/^(mailto:|tel:|javascript:|data:)/i.test(href)) return null;
  const url = new URL(href, `${SITE_URL}${fromRoute}`);
  return url.origin === SITE_URL ? url : null;
}

describe('links and anchors in the build', () => {
  before(requireBuild);

  it('has no broken internal link or anchor in any locale', () => {
    const broken: string[] = [];
    for (const file of allPages()) {
      const page = parsePage(file);
      for (const href of page.links) {
        const url = internal(href, page.route);
        if (!url) continue;
        const target = fileForRoute(url.pathname);
        if (!target) {
          broken.push(`${page.route} → ${href}`);
          continue;
        }
        const anchor = decodeURIComponent(url.hash.slice(1));
        if (anchor && target.endsWith('.html') && !parsePage(target).ids.has(anchor))
          broken.push(`${page.route} → ${href} (no #${anchor})`);
      }
    }
    assert.deepEqual(broken.slice(0, 50), [], `${broken.length} broken links`);
  });

  it('links every page to its ko, en and ja versions with hreflang', () => {
    const problems: string[] = [];
    for (const file of allPages()) {
      const page = parsePage(file);
      if (/\/404\.html$/.test(file)) continue;
      for (const l of LOCALES) {
        const href = [...page.hreflang.entries()].find(([lang]) => lang.startsWith(l))?.[1];
        if (!href) problems.push(`${page.route}: no hreflang for ${l}`);
        else if (!href.startsWith(SITE_URL + PREFIX[l] + '/')) problems.push(`${page.route}: ${l} → ${href}`);
        else if (!fileForRoute(new URL(href).pathname)) problems.push(`${page.route}: ${l} alternate ${href} missing`);
      }
      if (!page.hreflang.has('x-default')) problems.push(`${page.route}: no x-default`);
    }
    assert.deepEqual(problems.slice(0, 50), [], `${problems.length} hreflang problems`);
  });
});
