/** Debian's Chromium for the benchmarks, launched with the flags the machine notes require. */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromium, type Browser} from '@playwright/test';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../../src/config/chromium';
import {answers, freePort, sleep} from './serve.mts';

export {CHROMIUM_PATH};

/** Chromium driven by Playwright. */
export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});

/**
 * Flags chrome-launcher (Lighthouse's own launcher) adds so background work and Debian's
 * bundled extensions do not land in the trace.
 */
const LIGHTHOUSE_ARGS = [
  '--disable-extensions',
  '--disable-default-apps',
  '--disable-renderer-backgrounding',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-hang-monitor',
  '--mute-audio',
];

export interface DebugChromium {
  port: number;
  stop: () => Promise<void>;
}

/**
 * A fresh Chromium (new profile, own process group) with a DevTools port on 127.0.0.1 in the
 * benchmarks' range, for tools that drive it over CDP such as Lighthouse.
 */
export async function launchDebugChromium(): Promise<DebugChromium> {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-chromium-'));
  const child = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_ARGS,
      ...LIGHTHOUSE_ARGS,
      `--remote-debugging-port=${port}`,
      '--remote-debugging-address=127.0.0.1',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    {detached: true, stdio: ['ignore', 'ignore', 'pipe']},
  );
  let log = '';
  child.stderr!.on('data', (d) => (log = (log + d).slice(-4000)));
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      // The whole group: the wrapper execs Chromium, which leaves zygote and renderers behind on SIGKILL.
      const kill = (sig: NodeJS.Signals) => {
        try {
          process.kill(-child.pid!, sig);
        } catch {
          // already gone
        }
      };
      kill('SIGTERM');
      const timer = setTimeout(() => kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(profile, {recursive: true, force: true});
  };
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const res = await answers(`http://127.0.0.1:${port}/json/version`);
    if (res?.ok) {
      await res.body?.cancel();
      return {port, stop};
    }
    await sleep(100);
  }
  await stop();
  throw new Error(`Chromium did not open its DevTools port ${port}:\n${log.trim()}`);
}
