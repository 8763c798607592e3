/**
 * Search per keystroke at the `big` store's 10,000 products (issue 4 §6): the records come from the
 * sandbox's product-data cache through the same data-layer verb and encoder the build uses (no build),
 * then every query of ./search-queries.ts is typed keystroke by keystroke; each keystroke runs the
 * narrowed search (src/features/search/domain/search.ts) and plain Fuse over the same records, for the 5 suggestions.
 */
import { gzipSync } from 'node:zlib';
import { createCacheApi } from '../../src/features/catalog/api/cache.ts';
import { CURRENCIES } from '../../src/features/localization/domain/money.ts';
import { createSearchIndex, plainSearch, searchProducts } from '../../src/features/search/domain/search.ts';
import { parseSearchFile } from '../../src/features/search/domain/file-schema.ts';
import { decodeSearchFile, encodeSearchFile } from '../../src/features/search/domain/records.ts';
import { keystrokes, SEARCH_QUERIES } from './search-queries.ts';

export interface SearchBench {
  records: number;
  fileBytes: { raw: number; gzip: number };
  indexMs: number;
  keystrokes: number;
  narrowed: { p50: number; p95: number };
  plain: { p50: number; p95: number };
  speedup: number;
  sameSet: number;
  sameOrder: number;
  disagreeing: string[];
}

const pct = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

export async function benchSearch(cacheUrl: string, store = 'big'): Promise<SearchBench> {
  const cache = await createCacheApi({ baseUrl: cacheUrl, timeoutMs: 300_000 }).getProductCache(store);
  const json = JSON.stringify(
    encodeSearchFile(
      cache.tiles.filter((t) => t.visibility === 'public'),
      CURRENCIES,
    ),
  );
  const startIndex = performance.now();
  // As the island does: parse the answer at the boundary, decode, index.
  const file = parseSearchFile(JSON.parse(json) as unknown);
  if (file === null) throw new Error('the search file does not parse');
  const index = createSearchIndex(decodeSearchFile(file));
  const indexMs = performance.now() - startIndex;
  const narrowMs: number[] = [];
  const plainMs: number[] = [];
  let sameSet = 0;
  let sameOrder = 0;
  const disagreeing: string[] = [];
  for (const query of SEARCH_QUERIES) {
    for (const typed of keystrokes(query)) {
      let t = performance.now();
      const narrowed = searchProducts(index, typed, 5).map((h) => h.refIndex);
      narrowMs.push(performance.now() - t);
      t = performance.now();
      const plain = plainSearch(index, typed, 5).map((h) => h.refIndex);
      plainMs.push(performance.now() - t);
      const set = narrowed.length === plain.length && narrowed.every((r) => plain.includes(r));
      if (set) sameSet++;
      if (narrowed.join() === plain.join()) sameOrder++;
      else disagreeing.push(typed);
    }
  }
  const n = [...narrowMs].sort((a, b) => a - b);
  const p = [...plainMs].sort((a, b) => a - b);
  return {
    records: index.records.length,
    fileBytes: { raw: Buffer.byteLength(json), gzip: gzipSync(json).length },
    indexMs,
    keystrokes: narrowMs.length,
    narrowed: { p50: pct(n, 0.5), p95: pct(n, 0.95) },
    plain: { p50: pct(p, 0.5), p95: pct(p, 0.95) },
    speedup: pct(p, 0.5) / pct(n, 0.5),
    sameSet,
    sameOrder,
    disagreeing,
  };
}
