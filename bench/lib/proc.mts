/** Child processes for the build and dev-server benchmarks: process trees, peak RSS, guards. */
import {spawn, type ChildProcess, type SpawnOptions} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const TIME = '/usr/bin/time';
const PAGE = 4096;

function readProc(pid: number, file: string): string | null {
  try {
    return fs.readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return null;
  }
}

const pids = (): number[] =>
  fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map(Number);

const realpath = (p: string): string | null => {
  try {
    return fs.realpathSync(p);
  } catch {
    return null;
  }
};

/**
 * Docusaurus builds, dev servers or clears run by someone else that share this tree's
 * .docusaurus/ (same folder) or, with `cache`, its node_modules/.cache/ (a worktree whose
 * node_modules links to ours): running alongside them, or clearing under them, breaks both.
 */
export function otherDocusaurusRuns(root: string, cache: boolean): string[] {
  const modules = realpath(path.join(root, 'node_modules'));
  const out: string[] = [];
  for (const pid of pids()) {
    if (pid === process.pid) continue;
    const args = readProc(pid, 'cmdline')?.split('\0').filter(Boolean) ?? [];
    const i = args.findIndex((a) => /(^|\/)docusaurus(\.mjs)?$/.test(a));
    // `serve` only reads a build folder, so it does not count.
    if (i < 0 || !['build', 'start', 'clear'].includes(args[i + 1] ?? '')) continue;
    const cwd = realpath(`/proc/${pid}/cwd`);
    if (!cwd) continue;
    const shared = cwd === root || (cache && modules !== null && realpath(path.join(cwd, 'node_modules')) === modules);
    if (shared) out.push(`${pid} in ${cwd}: ${args.join(' ')}`);
  }
  return out;
}

/** Refuses to go on while another Docusaurus run shares this tree's generated files (and caches). */
export function requireQuietTree(root: string, cache: boolean): void {
  const others = otherDocusaurusRuns(root, cache);
  if (others.length)
    throw new Error(
      `another Docusaurus run shares ${cache ? '.docusaurus/ or node_modules/.cache/' : '.docusaurus/'} ` +
        `with ${root}; wait for it to end:\n  ${others.join('\n  ')}`,
    );
}

/** Summed RSS of `pid` and all its descendants, in bytes. */
export function treeRss(pid: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const p of pids()) {
    const stat = readProc(p, 'stat');
    if (!stat) continue;
    // Fields after the parenthesised command: state, ppid, … ; rss is field 24 overall.
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ppid = Number(f[1]);
    rss.set(p, Number(f[21]) * PAGE);
    children.set(ppid, [...(children.get(ppid) ?? []), p]);
  }
  let sum = 0;
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop()!;
    sum += rss.get(p) ?? 0;
    stack.push(...(children.get(p) ?? []));
  }
  return sum;
}

/** Signals a detached child's whole process group (npm → sh → node, bundler workers). */
export function killGroup(child: ChildProcess, sig: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, sig);
  } catch {
    // already gone
  }
}

export async function stopGroup(child: ChildProcess, grace = 8000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  killGroup(child, 'SIGTERM');
  const timer = setTimeout(() => killGroup(child, 'SIGKILL'), grace);
  await exited;
  clearTimeout(timer);
  killGroup(child, 'SIGKILL'); // workers that outlive their parent
}

export interface Measured {
  code: number | null;
  wallMs: number;
  /** Largest single process of the tree (GNU time's ru_maxrss), when /usr/bin/time exists. */
  maxRssBytes: number | null;
  /** Peak of the whole tree's summed RSS, polled from /proc every 250 ms. */
  treePeakBytes: number;
}

export const hasGnuTime = (): boolean => fs.existsSync(TIME);

/**
 * Runs a command to completion in its own process group, timing it and sampling its memory.
 * GNU time reports the largest process; the /proc poll adds up worker processes as well.
 */
export async function measure(cmd: string, args: string[], opts: SpawnOptions = {}): Promise<Measured> {
  const timeFile = hasGnuTime() ? path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-time-')), 'time.txt') : null;
  const [file, argv] = timeFile ? [TIME, ['-v', '-o', timeFile, cmd, ...args]] : [cmd, args];
  const t0 = performance.now();
  const child = spawn(file, argv, {stdio: 'inherit', ...opts, detached: true});
  let treePeakBytes = 0;
  const poll = setInterval(() => (treePeakBytes = Math.max(treePeakBytes, treeRss(child.pid!))), 250);
  const stopOnExit = () => killGroup(child, 'SIGTERM');
  process.once('exit', stopOnExit);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (c) => resolve(c));
  }).finally(() => {
    clearInterval(poll);
    process.off('exit', stopOnExit);
  });
  const wallMs = performance.now() - t0;
  let maxRssBytes: number | null = null;
  if (timeFile) {
    const m = /Maximum resident set size \(kbytes\): (\d+)/.exec(fs.readFileSync(timeFile, 'utf8'));
    maxRssBytes = m ? Number(m[1]) * 1024 : null;
    fs.rmSync(path.dirname(timeFile), {recursive: true, force: true});
  }
  return {code, wallMs, maxRssBytes, treePeakBytes};
}
