import AxeBuilder from '@axe-core/playwright';
import {test, expect} from './fixtures';
import {LOCALES, localePrefix} from '../../src/config/locales';

/** One page of every template the site renders. */
const TEMPLATES: [string, string][] = [
  ['home', '/'],
  ['landing', '/shieldrm'],
  ['doc', '/shieldrm/feature/IntroDRM'],
  ['category index', '/shieldrm/category/faq'],
  ['tags list', '/shieldrm/tags'],
  ['tag', '/shieldrm/tags/faq'],
  ['search', '/search?q=ShieldRM'],
  ['not found', '/no/such/page'],
];

/** Rules we do not enforce, each with its reason. None today. */
const EXCEPTIONS: string[] = [];

for (const theme of ['light', 'dark'] as const)
  for (const locale of LOCALES)
    test.describe(`${locale} ${theme}`, () => {
      test.use({allowConsole: [/status of 404/]});
      test(`WCAG 2.2 A/AA: no violations on any template`, async ({page}) => {
        test.setTimeout(90_000);
        await page.emulateMedia({colorScheme: theme});
        const found: string[] = [];
        const pages = [
          ...TEMPLATES.map(([name, path]) => [name, `${localePrefix(locale)}${path}`]),
          ['feedback', `/feedback.html?lang=${locale}`],
        ];
        for (const [name, url] of pages) {
          await page.goto(url + (url.includes('?') ? '&' : '?') + `docusaurus-theme=${theme}`);
          await expect(page.locator('h1:visible').first()).toBeVisible();
          const r = await new AxeBuilder({page})
            .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
            .disableRules(EXCEPTIONS)
            .analyze();
          for (const v of r.violations)
            found.push(`${name}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
        }
        expect(found).toEqual([]);
      });
    });

// Rules outside the WCAG tags that Lighthouse's accessibility score counts, which should stay at 100.
test.describe('beyond WCAG', () => {
  test.use({allowConsole: [/status of 404/]});
  test('no redundant alt text, links told apart from text, one main landmark on every template', async ({page}) => {
    test.setTimeout(90_000);
    const found: string[] = [];
    for (const [name, url] of TEMPLATES) {
      await page.goto(url);
      await expect(page.locator('h1:visible').first()).toBeVisible();
      const r = await new AxeBuilder({page})
        .withRules(['image-redundant-alt', 'link-in-text-block', 'landmark-one-main', 'heading-order'])
        .analyze();
      for (const v of r.violations)
        found.push(`${name}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    }
    expect(found).toEqual([]);
  });
});
