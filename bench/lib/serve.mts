/** Local servers for the benchmarks: free ports in the agreed range and the shipped nginx config. */
import {spawn, type ChildProcess} from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
/** Ports the benchmarks may use; other tools on this machine own the rest. */
export const PORT_RANGE = [4501, 4599] as const;

export const sleep = (t: number): Promise<void> => new Promise((r) => setTimeout(r, t));

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });
}

const taken = new Set<number>();

/** A port of PORT_RANGE nobody listens on, starting at a random place so parallel runs rarely collide. */
export async function freePort(): Promise<number> {
  const [lo, hi] = PORT_RANGE;
  const n = hi - lo + 1;
  const start = Math.floor(Math.random() * n);
  for (let i = 0; i < n; i++) {
    const port = lo + ((start + i) % n);
    if (!taken.has(port) && (await portIsFree(port))) {
      taken.add(port);
      return port;
    }
  }
  throw new Error(`no free port in ${lo}-${hi}`);
}

/** The response of a GET, or null when nothing answers in time. */
export async function answers(url: string, timeout = 2000): Promise<Response | null> {
  try {
    return await fetch(url, {redirect: 'manual', signal: AbortSignal.timeout(timeout)});
  } catch {
    return null;
  }
}

export interface Server {
  base: string;
  stop: () => Promise<void>;
}

/** Waits for a child process to exit, SIGKILLing it after `grace` ms. */
export async function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM', grace = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), grace);
  await exited;
  clearTimeout(timer);
}

/**
 * Serves `root` with deploy/nginx.conf through scripts/serve-nginx.mjs on a free port of the
 * range; the server stops itself after `ttl` seconds should this process die without stopping it.
 */
export async function serveStatic(root: string, ttl = 1800): Promise<Server> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    ['scripts/serve-nginx.mjs', '--root', root, '--port', String(port), '--ttl', String(ttl)],
    {cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe']},
  );
  let log = '';
  child.stdout!.on('data', (d) => (log += d));
  child.stderr!.on('data', (d) => (log += d));
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`nginx exited early:\n${log.trim()}`);
    const res = await answers(`${base}/`);
    if (res) {
      await res.body?.cancel();
      // serve-nginx.mjs stops nginx (SIGQUIT) and removes its temporary prefix on SIGTERM.
      return {base, stop: () => stopChild(child)};
    }
    await sleep(100);
  }
  await stopChild(child);
  throw new Error(`${base}/ did not answer within 15 s:\n${log.trim()}`);
}

/** Runs `cleanup` once on Ctrl-C or SIGTERM, then exits with 130. */
export function onInterrupt(cleanup: () => Promise<void> | void): void {
  let done = false;
  for (const sig of ['SIGINT', 'SIGTERM'] as const)
    process.on(sig, () => {
      if (done) return;
      done = true;
      void Promise.resolve()
        .then(cleanup)
        .finally(() => process.exit(130));
    });
}
