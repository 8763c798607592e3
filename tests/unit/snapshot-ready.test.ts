/**
 * Issue 17: a big store's render process starts before its pull ends, and must not read the store's paths
 * before the build says the snapshot is there (src/integrations/static-pages/ready.ts waitForFile). The
 * ready file's word for `astro build` reads back as written, and anything else means 'all'.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { readSnapshotReady, waitForFile, writeSnapshotReady } from '../../src/integrations/static-pages/ready.ts';

const dir = mkdtempSync(join(tmpdir(), 'ready-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => {
  vi.useRealTimers();
});

describe('the snapshot-ready files', () => {
  it('waits for the file, however long, and goes on once it is there', async () => {
    vi.useFakeTimers();
    const file = join(dir, 'pulled');
    let done = false;
    const waiting = waitForFile(file).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(done).toBe(false);
    writeFileSync(file, '');
    await vi.advanceTimersByTimeAsync(100);
    await waiting;
    expect(done).toBe(true);
  });

  it('goes on at once when the file is already there', async () => {
    const file = join(dir, 'there');
    writeFileSync(file, '');
    await expect(waitForFile(file)).resolves.toBeUndefined();
  });

  it("reads back who renders, and takes anything else for 'all'", () => {
    const file = join(dir, 'ready');
    writeSnapshotReady(file, { render: 'bundle' });
    expect(readSnapshotReady(file)).toEqual({ render: 'bundle' });
    writeFileSync(file, '{"render":"everything"}');
    expect(readSnapshotReady(file)).toEqual({ render: 'all' });
    expect(readSnapshotReady(join(dir, 'missing'))).toEqual({ render: 'all' });
  });
});
