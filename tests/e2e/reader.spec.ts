import {test, expect, codeMessage as say} from './fixtures';
import {productFeedPath} from '../../src/constants/feeds';
import {FORM_TEXT} from '../../src/components/PageFeedback/text';
import {MENU_TEXT} from '../../src/components/PageActions/text';

const prefixOf = (l: 'ko' | 'en' | 'ja') => (l === 'ko' ? '' : `/${l}`);

for (const locale of ['ko', 'en', 'ja'] as const) {
  test(`page actions copy the page as Markdown and open its twin (${locale})`, async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const route = `${prefixOf(locale)}/shieldrm/faq/drm-faq`;
    await page.goto(route);
    const toggle = page.getByRole('main').getByRole('button', {name: say(locale, 'pageActions.toggle')});
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const view = page.getByRole('link', {name: MENU_TEXT[locale].view});
    await expect(view).toHaveAttribute('href', `${route}.md`);
    // Escape closes the list and gives focus back to its button.
    await page.keyboard.press('Escape');
    await expect(view).toBeHidden();
    await expect(toggle).toBeFocused();

    const twin = await page.request.get(`${route}.md`);
    expect(twin.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    const markdown = await twin.text();
    const title = (await page.getByRole('heading', {level: 1}).innerText()).trim();
    expect(markdown).toContain(`# ${title}`);
    expect(markdown).toMatch(/^---\ntitle: .+\ndescription: .+\n(last_update: .+\n)?canonical: https:\/\/.+\n---/);
    // Facts components arrive as Markdown tables, never as JSX.
    expect(markdown).toContain('| `RM-2001` |');
    expect(markdown).not.toMatch(/<ErrorCodes|<LatestVersion/);

    await toggle.click();
    await page.getByRole('button', {name: MENU_TEXT[locale].copy}).click();
    await expect(page.getByRole('status').filter({hasText: say(locale, 'pageActions.copied')})).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(markdown);
  });
}

test.describe('feeds', () => {
  // Chromium renders a styled feed (XSLT) with an inline handler the CSP blocks.
  test.use({allowConsole: [/Executing inline event handler/]});
  test('a product page announces its feeds, its landing links them, and they open', async ({page}) => {
    await page.goto('/shieldrm/faq/drm-faq');
    // Beside the blog's whole-site feed, the product's own.
    await expect(
      page.locator(
        `head link[rel="alternate"][type="application/rss+xml"][href="${productFeedPath('shieldrm', 'rss')}"]`,
      ),
    ).toHaveCount(1);
    await expect(
      page.locator(
        `head link[rel="alternate"][type="application/atom+xml"][href="${productFeedPath('shieldrm', 'atom')}"]`,
      ),
    ).toHaveCount(1);
    await page.goto('/shieldrm');
    const feeds = page.getByRole('main').getByRole('link', {name: 'RSS', exact: true});
    await expect(feeds).toHaveAttribute('href', productFeedPath('shieldrm', 'rss'));
    const response = await page.request.get(productFeedPath('shieldrm', 'rss'));
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('<rss');
    // The feed opens styled as a page in the browser (the blog's XSLT).
    await feeds.click();
    await expect(page).toHaveURL(new RegExp(`${productFeedPath('shieldrm', 'rss')}$`));
    await expect(page.getByRole('heading', {level: 1})).toContainText('ShieldRM');
  });
});

for (const locale of ['ko', 'en'] as const) {
  test(`page feedback without a receiver opens the feedback page, prefilled, as text (${locale})`, async ({
    page,
    context,
  }) => {
    const route = `${prefixOf(locale)}/shieldrm/faq/drm-faq`;
    await page.goto(route);
    const feedback = page.getByRole('region', {name: say(locale, 'feedback.question')});
    await feedback.getByRole('button', {name: say(locale, 'feedback.no'), exact: true}).click();
    // The translation choice is offered on translated pages only.
    await expect(feedback.getByRole('checkbox', {name: FORM_TEXT.en.translation})).toHaveCount(locale === 'en' ? 1 : 0);
    await feedback.getByRole('checkbox', {name: FORM_TEXT[locale].steps}).check();
    const comment = 'Step 3 <img src=x onerror="document.title=1"> needs a screenshot';
    await feedback.getByRole('textbox').fill(comment);
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      feedback.getByRole('button', {name: FORM_TEXT[locale].submit}).click(),
    ]);
    await expect(feedback.getByRole('status')).toHaveText(FORM_TEXT[locale].thanks);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe(`${prefixOf(locale)}/feedback.html`);
    const sent = tab.locator(`section[data-lang="${locale}"] .sent pre`);
    await expect(sent).toContainText(`${new URL(page.url()).origin}${route}`);
    await expect(sent).toContainText(comment);
    await expect(sent).toContainText('steps');
    // Shown as text: the markup in the comment made no element.
    await expect(tab.locator('img[src="x"]')).toHaveCount(0);
    const mail = tab.locator(`section[data-lang="${locale}"] a.mail`);
    await expect(mail).toHaveAttribute('href', new RegExp(encodeURIComponent('needs a screenshot')));
  });
}
