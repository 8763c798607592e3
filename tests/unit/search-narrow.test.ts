import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { keystrokes, SEARCH_QUERIES } from '../../scripts/bench/search-queries.ts';
import { createSearchIndex, plainSearch, searchProducts } from '../../src/features/search/domain/search.ts';
import { generate, PAGE, ranking } from './search-narrow-records.ts';

/** The terms whose narrowed ranking differs from plain Fuse's, computed in ./search-narrow.worker.ts (it says why). */
function disagreementsInWorker(count: number, seed: string, terms: readonly string[]): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./search-narrow.worker.ts', import.meta.url), {
      workerData: { count, seed, terms },
    });
    worker.once('message', (message: unknown) => {
      resolve(z.array(z.string()).parse(message));
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      reject(new Error(`the search worker exited with ${String(code)} before answering`));
    });
  });
}

const everyKeystroke = SEARCH_QUERIES.flatMap(keystrokes);

describe('exact narrowing', () => {
  it(
    'gives plain Fuse ranking for every keystroke of the bench queries (600 records)',
    { timeout: 300_000 },
    async () => {
      expect(everyKeystroke.length).toBeGreaterThan(200);
      expect(await disagreementsInWorker(600, 'search-narrow', everyKeystroke)).toEqual([]);
    },
  );

  it('gives plain Fuse ranking for the bench queries (3,000 records)', { timeout: 300_000 }, async () => {
    expect(await disagreementsInWorker(3_000, 'search-narrow-big', SEARCH_QUERIES)).toEqual([]);
  });

  it('breaks ties by record index, as Fuse does', () => {
    // 100 identical records among 400: every hit of the first page ties, so record order decides.
    const twin = { name: 'Lone Quokka Tee', url: 'lone-quokka-tee', productName: 'Tee', productGroupName: 'Core' };
    const records = generate(400, 'ties').map((r, i) => (i % 4 === 3 ? { ...r, ...twin, collections: [] } : r));
    const index = createSearchIndex(records);
    const hits = searchProducts(index, 'quokka', PAGE);
    expect(ranking(hits)).toEqual(ranking(plainSearch(index, 'quokka', PAGE)));
    expect(new Set(hits.map((h) => h.score)).size).toBe(1);
    expect(hits.map((h) => h.refIndex)).toEqual(Array.from({ length: PAGE }, (_, i) => 4 * i + 3));
  });

  it('finds what only a fuzzy match reaches, and nothing for a term nothing matches', () => {
    const index = createSearchIndex(generate(500, 'fuzzy'));
    for (const term of ['tshirt', 'hodie', 'zzzzqqq', 'crewnek', 'wallpapr']) {
      expect(
        searchProducts(index, term).map((h) => h.refIndex),
        term,
      ).toEqual(plainSearch(index, term).map((h) => h.refIndex));
    }
    expect(searchProducts(index, 'zzzzqqq')).toEqual([]);
  });
});
