/**
 * How `npm run build` shows its stores: on a terminal, a bar per store being built (its phase, then pages
 * written of pages to write), redrawn in place, with each finished store's line above the bars; elsewhere
 * (CI, a pipe) one summary line per store as it finishes.
 */
export interface Progress {
  /** The store's current step ('pulling', 'postbuild'…). */
  phase(slug: string, text: string): void;
  /** Pages written so far of the pages this build renders. */
  pages(slug: string, done: number, total: number): void;
  /** The store is done: its summary line. */
  finish(slug: string, line: string): void;
  close(): void;
}

export interface ProgressOutput {
  write(text: string): unknown;
  columns?: number;
}

const BAR_WIDTH = 24;

/** One store's bar line: 'big  [#######.................]  3,120 / 20,034 pages'. */
export function barLine(slug: string, state: { text?: string; done?: number; total?: number }, width: number): string {
  const name = slug.length > 20 ? `${slug.slice(0, 19)}…` : slug.padEnd(20);
  if (state.total === undefined || state.done === undefined) return `${name} ${state.text ?? ''}`.slice(0, width);
  const share = state.total === 0 ? 1 : Math.min(1, state.done / state.total);
  const filled = Math.round(share * BAR_WIDTH);
  const count = `${state.done.toLocaleString('en-US')} / ${state.total.toLocaleString('en-US')} pages`;
  return `${name} [${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}] ${count}`.slice(0, width);
}

export function lineProgress(out: ProgressOutput): Progress {
  return {
    phase: () => undefined,
    pages: () => undefined,
    finish: (_slug, line) => out.write(`${line}\n`),
    close: () => undefined,
  };
}

/** Bars redrawn at most every REDRAW_MS. */
const REDRAW_MS = 100;

export function barProgress(out: ProgressOutput, now: () => number = Date.now): Progress {
  const bars = new Map<string, { text?: string; done?: number; total?: number }>();
  /** Finished stores' lines, printed above the bars at the next draw. */
  let finished: string[] = [];
  let drawn = 0;
  let last = 0;
  const draw = (force = false) => {
    if (!force && now() - last < REDRAW_MS) return;
    last = now();
    const width = Math.max(40, (out.columns ?? 80) - 1);
    const lines = [...finished, ...[...bars].map(([slug, state]) => barLine(slug, state, width))];
    let text = drawn > 0 ? `\u001b[${drawn}F` : '';
    for (const line of lines) text += `\u001b[2K${line}\n`;
    // Bars of stores that finished leave empty lines below: cleared, and the cursor goes back up.
    const left = drawn - lines.length;
    if (left > 0) text += `${'\u001b[2K\n'.repeat(left)}\u001b[${left}F`;
    finished = [];
    drawn = bars.size;
    out.write(text);
  };
  return {
    phase(slug, text) {
      bars.set(slug, { text });
      draw(true);
    },
    pages(slug, done, total) {
      bars.set(slug, { done, total });
      draw();
    },
    finish(slug, line) {
      bars.delete(slug);
      finished.push(line);
      draw(true);
    },
    close() {
      draw(true);
    },
  };
}

/** Bars on a terminal, lines in CI or a pipe; `choice` (--progress) overrides. */
export function createProgress(
  out: ProgressOutput & { isTTY?: boolean },
  env: Readonly<Record<string, string | undefined>>,
  choice?: 'bar' | 'lines',
): Progress {
  const mode = choice ?? (out.isTTY && !env['CI'] ? 'bar' : 'lines');
  return mode === 'bar' ? barProgress(out) : lineProgress(out);
}

/** Counts pages in `astro build` output: the static-pages integration's plan, then one '├─' per page. */
export function astroPageCounter(onPages: (done: number, total: number) => void): (chunk: string) => void {
  let total: number | undefined;
  let done = 0;
  return (chunk) => {
    const plan = /rendering (\d+) of \d+ paths/.exec(chunk);
    if (plan) total = Number(plan[1]);
    if (total === undefined) return;
    const after = plan ? chunk.slice(plan.index) : chunk;
    done += after.split('├─').length - 1;
    onPages(Math.min(done, total), total);
  };
}
