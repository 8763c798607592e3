/**
 * The listing's two other sources (storefront §6 host table): GET /v1/blanks ("Product blank data")
 * describes a product whose listing answer leaves its details out, and GET /v0/listing/{slug} ("Older
 * listing fetch") answers for a listing that GET /v1/listings does not know. Checked against the sandbox:
 * the storefront's data layer, the build's pull helper and the on-demand server use the same functions.
 */
import { describe, expect, it } from 'vitest';
import { createCommerceApi, ListingNotFoundError } from '../../src/features/catalog/api/commerce.ts';
import { withBlankDetails } from '../../src/features/catalog/api/blank-details.ts';
import { useSandbox } from './sandbox.ts';

const sb = useSandbox();
const api = () => createCommerceApi({ baseUrl: sb.hosts.commerce, backoffMs: () => 0 });
/** The demo's two-product listing: a Classic Tee (101) and a Long Sleeve Tee (110). */
const TWO_PRODUCTS = 'bestseller-classic-tee';

const listingNotFound = (detail: string) => ({
  host: 'commerce',
  method: 'GET',
  path: '/v1/listings',
  query: { slug: TWO_PRODUCTS },
  mode: 'errors',
  status: 404,
  errors: [{ status: '404', code: 'not_found', title: 'Not found', detail, source: { parameter: 'slug' } }],
});

describe('GET /v1/blanks describes a product its listing answer leaves out', () => {
  it('the listing answer has no details for the Long Sleeve Tee; its blank has them, size chart and all', async () => {
    const listing = await api().getListing({ slug: TWO_PRODUCTS, storeSlug: 'demo' });
    expect(listing.products.map((p) => p.productId)).toEqual(['101', '110']);
    expect(Object.keys(listing.productDetails)).toEqual(['101']);

    const [complete] = await withBlankDetails([listing], (id) => api().getBlank(id));
    const details = complete?.productDetails['110'];
    expect(details?.description).toMatch(/^Long Sleeve Tee: /);
    expect(details?.sizeChart.length).toBeGreaterThan(0);
    expect(complete?.productDetails['101']).toEqual(listing.productDetails['101']);
  });

  it('reads each blank once for many listings; an unknown blank leaves the product without details', async () => {
    const listing = await api().getListing({ slug: TWO_PRODUCTS, storeSlug: 'demo' });
    const calls: string[] = [];
    const getBlank = (id: string) => {
      calls.push(id);
      return api().getBlank(id);
    };
    const out = await withBlankDetails([listing, listing, listing], getBlank);
    expect(calls).toEqual(['110']);
    expect(out.every((l) => '110' in l.productDetails)).toBe(true);

    const unknown = { ...listing, products: [{ ...listing.products[0], productId: '42' }] } as typeof listing;
    const [left] = await withBlankDetails([unknown], (id) => api().getBlank(id));
    expect(left?.productDetails['42']).toBeUndefined();
  });

  it('a blank call that fails otherwise fails the listing', async () => {
    const listing = await api().getListing({ slug: TWO_PRODUCTS, storeSlug: 'demo' });
    await sb.fault({ host: 'commerce', method: 'GET', path: '/v1/blanks', mode: 'status', status: 503, count: 3 });
    await expect(withBlankDetails([listing], (id) => api().getBlank(id))).rejects.toThrow();
  });
});

describe('GET /v0/listing/{slug} answers for a listing GET /v1/listings does not know', () => {
  it("a 'Listing not found' from /v1/listings is read with the older fetch", async () => {
    const current = await api().getListing({ slug: TWO_PRODUCTS, storeSlug: 'demo', currency: 'EUR' });
    await sb.fault(listingNotFound('Listing not found'));
    const older = await api().getListing({ slug: TWO_PRODUCTS, storeSlug: 'demo', currency: 'EUR' });
    expect(older.listingId).toBe(current.listingId);
    expect(older.products.map((p) => p.productId)).toEqual(current.products.map((p) => p.productId));
    expect(older.currency).toBe('EUR');
  });

  it("unknown to both, it is not found; a 'Product not found' and a preview never fall back", async () => {
    await sb.fault(listingNotFound('Listing not found'));
    await sb.fault({
      host: 'commerce',
      method: 'GET',
      path: `/v0/listing/${TWO_PRODUCTS}`,
      mode: 'status',
      status: 404,
      count: 3, // a bare 404 is tried again (storefront §9: two retries)
    });
    await expect(api().getListing({ slug: TWO_PRODUCTS, storeSlug: 'demo' })).rejects.toBeInstanceOf(
      ListingNotFoundError,
    );

    await sb.fault(listingNotFound('Product not found'));
    await expect(api().getListing({ slug: TWO_PRODUCTS, storeSlug: 'demo' })).rejects.toThrow('Product not found');

    await sb.fault(listingNotFound('Listing not found'));
    await expect(api().getListing({ slug: TWO_PRODUCTS, storeSlug: 'demo', preview: true })).rejects.toBeInstanceOf(
      ListingNotFoundError,
    );
  });
});
