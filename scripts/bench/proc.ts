/**
 * Runs a command and measures it: wall time, and peak memory as the largest sum of RSS over the whole
 * process tree (npx, node, astro's children), sampled from /proc every 50 ms.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

export interface Measured {
  code: number;
  /** The run hit its time limit and was stopped. */
  timedOut: boolean;
  ms: number;
  peakRssBytes: number;
  output: string;
}

const PAGE_SIZE = 4096;
const SAMPLE_MS = 50;

function readProc(pid: string): { ppid: number; rss: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), rss: Number(fields[21]) * PAGE_SIZE };
  } catch {
    return undefined;
  }
}

/** `root` and all its descendants with their RSS, right now. */
function tree(root: number): Map<number, number> {
  const procs = new Map<number, { ppid: number; rss: number }>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const info = readProc(name);
    if (info) procs.set(Number(name), info);
  }
  const inTree = new Set([root]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, info] of procs) {
      if (!inTree.has(pid) && inTree.has(info.ppid)) {
        inTree.add(pid);
        grew = true;
      }
    }
  }
  return new Map([...inTree].map((pid) => [pid, procs.get(pid)?.rss ?? 0]));
}

/** Sum of RSS of `root` and all its descendants right now. */
export function treeRss(root: number): number {
  let sum = 0;
  for (const rss of tree(root).values()) sum += rss;
  return sum;
}

/** Stops a process this bench started and every process it started, by id. */
function stopTree(root: number): void {
  for (const pid of [...tree(root).keys()].reverse()) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

export function measure(
  command: string,
  args: readonly string[],
  options: { cwd: string; env?: Record<string, string | undefined>; timeoutMs?: number },
): Promise<Measured> {
  return new Promise((done) => {
    const started = performance.now();
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let peak = 0;
    const sample = () => {
      if (child.pid !== undefined) peak = Math.max(peak, treeRss(child.pid));
    };
    const timer = setInterval(sample, SAMPLE_MS);
    let timedOut = false;
    const limit = setTimeout(
      () => {
        timedOut = true;
        if (child.pid !== undefined) stopTree(child.pid);
      },
      options.timeoutMs ?? 2 ** 31 - 1,
    );
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('exit', (code) => {
      clearInterval(timer);
      clearTimeout(limit);
      done({ code: code ?? 1, timedOut, ms: performance.now() - started, peakRssBytes: peak, output });
    });
  });
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}
