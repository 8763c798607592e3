import { describe, expect, it } from 'vitest';
import { astroPageCounter, barLine, barProgress, createProgress } from '../../scripts/build-progress.ts';

function sink(isTTY = false) {
  const writes: string[] = [];
  return { writes, out: { isTTY, columns: 100, write: (text: string) => writes.push(text) } };
}

describe('build progress', () => {
  it('draws a store as its step, then as pages written of pages to write', () => {
    expect(barLine('demo', { text: 'pulling' }, 80)).toBe(`${'demo'.padEnd(20)} pulling`);
    expect(barLine('big', { done: 5_000, total: 20_000 }, 80)).toBe(
      `${'big'.padEnd(20)} [######..................] 5,000 / 20,000 pages`,
    );
    expect(barLine('big', { done: 0, total: 0 }, 80)).toContain(`[${'#'.repeat(24)}] 0 / 0 pages`);
  });

  it('counts the pages astro writes after the plan line', () => {
    const seen: [number, number][] = [];
    const count = astroPageCounter((done, total) => seen.push([done, total]));
    count('├─ /ignored before the plan\n');
    count('[storefront:static-pages] rendering 3 of 10 paths\n  ├─ /a/index.html');
    count(' (+2ms)\n  ├─ /b/index.html (+1ms)\n  ├─ /c/index.html\n  ├─ /d');
    expect(seen).toEqual([
      [1, 3],
      [3, 3],
    ]);
  });

  it('gives one line per store in CI or a pipe, bars on a terminal', () => {
    const ci = sink(true);
    const lines = createProgress(ci.out, { CI: 'true' });
    lines.phase('demo', 'pulling');
    lines.finish('demo', '✓ demo: built');
    expect(ci.writes).toEqual(['✓ demo: built\n']);

    const tty = sink(true);
    let clock = 0;
    const bars = barProgress(tty.out, () => clock);
    bars.phase('a', 'pulling');
    bars.phase('b', 'pulling');
    bars.pages('a', 1, 4);
    clock += 1_000;
    bars.pages('a', 2, 4);
    bars.finish('a', '✓ a: built');
    const screen = tty.writes.join('');
    expect(screen).toContain('2 / 4 pages');
    expect(screen).not.toContain('1 / 4 pages'); // redrawn at most every 100 ms
    expect(tty.writes.at(-1)).toMatch(/^\u001b\[2F\u001b\[2K✓ a: built\n\u001b\[2Kb {19} pulling\n/);
  });
});
