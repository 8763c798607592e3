import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sha256Source } from '../../src/features/hosting/domain/html-scan.ts';
import { scanPages, scanPagesParallel } from '../../src/features/hosting/build/page-scan.ts';

const dir = mkdtempSync(join(tmpdir(), 'page-scan-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** 1,200 pages: each has the shared script, every 100th its own, and every 7th an off-site image. */
const files = Array.from({ length: 1200 }, (_, i) => {
  const sub = join(dir, `p${i}`);
  mkdirSync(sub);
  const file = join(sub, 'index.html');
  const own = i % 100 === 0 ? `<script>own(${i})</script>` : '';
  const img = i % 7 === 0 ? `<img src="https://img${i % 3}.example/a.png">` : '';
  const handler = i === 5 ? '<button onclick="x()">x</button>' : '';
  writeFileSync(file, `<html><head><script>shared()</script>${own}</head><body>${img}${handler}</body></html>`);
  return file;
});

describe('page scan', () => {
  it('finds every inline script, off-site origin and inline handler', () => {
    const scan = scanPages(files);
    expect(new Set(scan.hashes)).toEqual(
      new Set([sha256Source('shared()'), ...Array.from({ length: 12 }, (_, k) => sha256Source(`own(${k * 100})`))]),
    );
    expect(scan.origins['img-src']).toEqual(['https://img0.example', 'https://img1.example', 'https://img2.example']);
    expect(scan.handlerFiles).toEqual([files[5]]);
  });

  it('gives the same answer split over worker threads', async () => {
    const one = scanPages(files);
    const split = await scanPagesParallel(files, 2);
    expect(new Set(split.hashes)).toEqual(new Set(one.hashes));
    expect(split.origins).toEqual(one.origins);
    expect(split.handlerFiles).toEqual(one.handlerFiles);
  });
});
