/** The availability service (NFT stock): GET /availability/v1/availability?userToken&listingId with an x-api-key header. */
import { z } from 'zod';
import type { SandboxContext } from '../context.ts';
import { fail, json, parseQuery } from '../http.ts';
import { storeOfId, catalogueOf } from '../fixtures/index.ts';
import { currentStock } from '../fixtures/inventory.ts';

/** The key the sandbox expects; the storefront's default availability key points at it. */
export const SANDBOX_AVAILABILITY_KEY = 'sandbox-availability-key';

export function register(ctx: SandboxContext): void {
  ctx.router.add('GET', 'availability', '/v1/availability', (req) => {
    if (req.headers['x-api-key'] !== SANDBOX_AVAILABILITY_KEY) {
      fail(401, 'unauthorized', 'Invalid or missing API key', { parameter: 'x-api-key' });
    }
    const q = parseQuery(req, z.object({ userToken: z.string().min(1), listingId: z.string().regex(/^\d+$/) }));
    const listing = catalogueOf(storeOfId(q.listingId) ?? '')?.byListingId.get(q.listingId);
    if (!listing) fail(404, 'not_found', 'Listing not found', { parameter: 'listingId' });
    // The count is the listing's remaining stock, so an order that takes stock lowers it.
    let count = 0;
    for (const product of listing.products) {
      for (const variation of product.variations) {
        for (const size of product.sizes) count += currentStock(ctx.db, listing, variation.variationId, size.id);
      }
    }
    return json({ listingId: listing.listingId, count });
  });
}
