/**
 * The object-storage host: the product-data cache file per store (GET /cache/<slug>.json) and the
 * product images (GET /cache/images/<shape>-<hex>-<label>.png?w=1200|560|200).
 */
import { gzipSync } from 'node:zlib';
import { z } from 'zod';
import type { SandboxContext } from '../context.ts';
import { fail, json, parseBody, parseQuery, type SandboxRequest } from '../http.ts';
import { cacheFileV1, cacheFileV2 } from '../fixtures/answer-cache.ts';
import { ALLOWED_WIDTHS, IMAGE_WIDTHS, parseImageName } from '../fixtures/image-names.ts';
import { currentStock, withdrawnVariations } from '../fixtures/inventory.ts';
import { editedTitles, withEdits } from '../fixtures/edits.ts';
import { slugParam } from '../fixtures/query.ts';
import { storeFixture } from '../fixtures/stores.ts';
import { renderImage } from '../images.ts';

/** The newest cache file version the sandbox writes (the client also reads 1; ?v=1 serves it). */
export const CACHE_FILE_VERSION = 2;
const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * POST /_sandbox/corrupt breaks one store's cache file until the next reset, to exercise the live fallback:
 * - json: the body is cut in half (not JSON);
 * - version: an unknown version (99);
 * - price: one size loses its GBP price (a field-level failure deep inside a listing).
 */
const corruptSchema = z.object({ store: slugParam, kind: z.enum(['json', 'version', 'price']) });
type Corruption = z.infer<typeof corruptSchema>['kind'];

function corrupt(body: string, kind: Corruption): string {
  if (kind === 'json') return body.slice(0, Math.floor(body.length / 2));
  if (kind === 'version') return body.replace(/^\{"version":\d+/, '{"version":99');
  return body.replace(/("availableSizesWithId":\[\{[^\]]*?"prices":\{[^}]*?)"GBP":[\d.]+,/, '$1');
}

function acceptsGzip(req: SandboxRequest): boolean {
  const header = req.headers['accept-encoding'];
  return (Array.isArray(header) ? header.join(',') : (header ?? '')).includes('gzip');
}

export function register(ctx: SandboxContext): void {
  /**
   * A cache file is written once, like the real object-storage file is written by a job: the stock in its
   * listings is what it was then. Per session (each session registers its own hosts); dropped on reset, so
   * tests start from the seeded state.
   */
  const files = new Map<string, { body: string; gzip?: Uint8Array }>();
  const corruptions = new Map<string, Corruption>();

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

  ctx.onReset(() => {
    files.clear();
    corruptions.clear();
  });

  ctx.router.add('POST', '_sandbox', '/corrupt', (req) => {
    const body = parseBody(req, corruptSchema);
    if (!storeFixture(body.store)) fail(404, 'not_found', 'Store not found', { pointer: '/store' });
    corruptions.set(body.store, body.kind);
    return json({ corrupt: body }, 201);
  });

  ctx.router.add('GET', 'cache', '/:file', (req) => {
    const { v } = parseQuery(req, z.object({ v: z.coerce.number().int().min(1).max(CACHE_FILE_VERSION).optional() }));
    const m = /^([a-z0-9-]+)\.json$/.exec(req.params['file'] ?? '');
    const fixture = m ? storeFixture(m[1] ?? '') : undefined;
    if (!fixture || fixture.cacheMissing) fail(404, 'not_found', 'Cache file not found', { parameter: 'file' });
    const edits = editedTitles(ctx.db, fixture.slug);
    // An edited listing (POST /_sandbox/listing) is a new file, as the host's job would write one.
    const key = `${fixture.slug}@${ctx.origin()}@v${v ?? CACHE_FILE_VERSION}@${JSON.stringify([...edits])}`;
    let file = files.get(key);
    if (!file) {
      const body =
        v === 1
          ? cacheFileV1(fixture.slug)
          : cacheFileV2(
              fixture.slug,
              (listing) => ({
                currency: 'USD',
                region: 'USA',
                origin: ctx.origin(),
                stock: (variationId, sizeId) => currentStock(ctx.db, listing, variationId, sizeId),
                withdrawn: withdrawnVariations(ctx.db, listing),
              }),
              withEdits(edits),
            );
      file = { body };
      files.set(key, file);
    }
    const headers = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, max-age=300' };
    const kind = corruptions.get(fixture.slug);
    if (kind) return { status: 200, body: corrupt(file.body, kind), headers };
    if (!acceptsGzip(req)) return { status: 200, body: file.body, headers };
    file.gzip ??= gzipSync(file.body);
    return {
      status: 200,
      body: file.gzip,
      headers: { ...headers, 'content-encoding': 'gzip', vary: 'accept-encoding' },
    };
  });
}
