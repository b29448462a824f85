import {test, expect} from './fixtures';
import {SECTIONS} from '../../src/sections/registry';
import {productSections} from '../../src/sections/derive';

// Every product landing page shows its architecture diagram, rendered (not an error box).
for (const s of productSections(SECTIONS)) {
  test(`${s.id} landing renders its mermaid architecture diagram`, async ({page}) => {
    await page.goto(`/${s.id}`);
    const diagram = page.locator('.docusaurus-mermaid-container svg').first();
    await expect(diagram).toBeVisible({timeout: 15_000});
    await expect(diagram).not.toContainText(/Syntax error/i);
    expect((await diagram.boundingBox())?.height ?? 0).toBeGreaterThan(40);
  });
}
