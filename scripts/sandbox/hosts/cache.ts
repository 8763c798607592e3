/**
 * The object-storage host: the product-data cache file per store (GET /cache/<slug>.json) and the
 * product images (GET /cache/images/<shape>-<hex>-<label>.png?w=1200|560|200).
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { CURRENCIES } from '../catalog.ts';
import type { SandboxContext } from '../context.ts';
import { fail, parseQuery } from '../http.ts';
import { money, tileAnswer, visibleListings } from '../fixtures/answer-catalogue.ts';
import { ALLOWED_WIDTHS, IMAGE_WIDTHS, parseImageName } from '../fixtures/image-names.ts';
import { storeFixture } from '../fixtures/stores.ts';
import { renderImage } from '../images.ts';

/** Bumped whenever the cache file's shape changes; the client refuses versions it does not know. */
export const CACHE_FILE_VERSION = 1;
const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The cache file's body, built once per store and origin (the catalogue never changes). */
const files = new Map<string, string>();

function cacheFile(store: string, origin: string): string {
  const key = `${store}@${origin}`;
  const hit = files.get(key);
  if (hit) return hit;
  const listings = visibleListings(store, false);
  const products = listings.map((l) => ({
    ...tileAnswer(l, 'USD'),
    // Static pages carry every currency's price, so the file does too.
    prices: Object.fromEntries(CURRENCIES.map((c) => [c, money(l.products[0]?.priceCents ?? 0, c)])),
  }));
  const hash = createHash('sha256').update(JSON.stringify(products)).digest('hex').slice(0, 16);
  const body = JSON.stringify({
    version: CACHE_FILE_VERSION,
    store,
    hash,
    total_count: products.length,
    products,
    listings: listings.map((l) => l.slug),
  });
  files.set(key, body);
  return body;
}

export function register(ctx: SandboxContext): void {
  ctx.router.add('GET', 'cache', '/images/:name', (req) => {
    const { w } = parseQuery(
      req,
      z.object({
        w: z.coerce
          .number()
          .int()
          .refine((n) => ALLOWED_WIDTHS.includes(n), `must be one of ${ALLOWED_WIDTHS.join(', ')}`)
          .default(IMAGE_WIDTHS.full),
      }),
    );
    const name = parseImageName(req.params['name'] ?? '');
    if (!name) fail(404, 'not_found', 'Image not found', { parameter: 'name' });
    return {
      status: 200,
      body: renderImage(name, w),
      headers: { 'content-type': 'image/png', 'cache-control': IMAGE_CACHE_CONTROL },
    };
  });

  ctx.router.add('GET', 'cache', '/:file', (req) => {
    const m = /^([a-z0-9-]+)\.json$/.exec(req.params['file'] ?? '');
    const fixture = m ? storeFixture(m[1] ?? '') : undefined;
    if (!fixture || fixture.cacheMissing) fail(404, 'not_found', 'Cache file not found', { parameter: 'file' });
    return {
      status: 200,
      body: cacheFile(fixture.slug, ctx.origin()),
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, max-age=300' },
    };
  });
}
