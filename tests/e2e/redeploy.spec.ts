import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test, expect, hydrated} from './fixtures';

const PORT = 4181;

/** A second build "B": the same site with every JS chunk renamed, as a new deploy renames them. */
function rehash(dir: string): void {
  const js = path.join(dir, 'assets', 'js');
  const renamed = new Map<string, string>();
  for (const f of fs.readdirSync(js)) {
    const m = /^(.*)\.([0-9a-f]{8})\.js$/.exec(f);
    if (!m) continue;
    const next = [...m[2]].reverse().join('');
    renamed.set(m[2], next);
    fs.renameSync(path.join(js, f), path.join(js, `${m[1]}.${next}.js`));
  }
  for (const f of fs.readdirSync(dir, {recursive: true}).map(String)) {
    // The build's precompressed copies belong to build A; a deploy of B ships its own.
    if (/\.(gz|br)$/.test(f)) {
      fs.rmSync(path.join(dir, f));
      continue;
    }
    if (!/\.(html|js)$/.test(f)) continue;
    const file = path.join(dir, f);
    const text = fs.readFileSync(file, 'utf8');
    const out = text.replace(/[0-9a-f]{8}/g, (h) => renamed.get(h) ?? h);
    if (out !== text) fs.writeFileSync(file, out);
  }
}

test.describe('redeploy', () => {
  // The old tab's chunk requests fail with 404 once build B is live: that is the point.
  test.use({
    allowConsole: [
      /status of 404|Loading chunk|ChunkLoadError|Failed to fetch dynamically imported module|MIME type \('text\/html'\) is not executable/i,
    ],
  });
  let root = '';
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'redeploy-'));
    fs.cpSync('build', path.join(root, 'site'), {recursive: true});
    fs.cpSync('build', path.join(root, 'next'), {recursive: true});
    rehash(path.join(root, 'next'));
    server = spawn(
      process.execPath,
      ['scripts/serve-nginx.mjs', '--port', String(PORT), '--root', path.join(root, 'site'), '--ttl', '300'],
      {
        stdio: 'ignore',
      },
    );
    for (let i = 0; i < 50; i++) {
      if (
        await fetch(`http://127.0.0.1:${PORT}/`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error('nginx did not start');
  });

  test.afterAll(() => {
    server?.kill('SIGTERM');
    fs.rmSync(root, {recursive: true, force: true});
  });

  test('a link clicked in an old tab reaches the new page within 5 s, with at most one reload', async ({page}) => {
    // Data-saver: Docusaurus skips prefetching, so the old tab has not fetched the next page's chunks.
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', {value: {saveData: true, effectiveType: '4g'}}),
    );
    let loads = 0;
    page.on('load', () => loads++);
    const base = `http://127.0.0.1:${PORT}`;
    await page.goto(`${base}/shieldrm`);
    await hydrated(page);
    expect(loads).toBe(1);

    // Deploy B in place while the tab stays open.
    const site = path.join(root, 'site');
    fs.rmSync(site, {recursive: true, force: true});
    fs.cpSync(path.join(root, 'next'), site, {recursive: true});

    const started = Date.now();
    // Sidebar categories start collapsed; the landing's own text links the page.
    await page.locator('article a[href$="/shieldrm/feature/IntroDRM"]').first().click();
    await expect(page).toHaveURL(/\/shieldrm\/feature\/IntroDRM$/, {timeout: 5000});
    await expect(page.locator('article h1')).toBeVisible({timeout: 5000 - (Date.now() - started)});
    await page.waitForTimeout(2000);
    expect(loads, 'full page loads (1 initial + at most 1 reload, no loop)').toBeLessThanOrEqual(2);
  });
});
