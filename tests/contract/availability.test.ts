import { describe, expect, it } from 'vitest';
import { stockKey, takeStock } from '../../scripts/sandbox/catalog.ts';
import {
  AvailabilityKeyError,
  createAvailabilityApi,
  SANDBOX_AVAILABILITY_KEY,
} from '../../src/features/catalog/api/availability.ts';
import { createCommerceApi } from '../../src/features/catalog/api/commerce.ts';
import { useSandbox } from './sandbox.ts';

const sb = useSandbox();

async function nftListing() {
  const cases = (await (await sb.call('/_sandbox/cases')).json()) as { nft: string };
  return createCommerceApi({ baseUrl: sb.hosts.commerce }).getListing({ slug: cases.nft, storeSlug: 'demo' });
}

describe('availability host', () => {
  it('answers the NFT count with the right key, and it drops when stock is taken', async () => {
    const listing = await nftListing();
    const api = createAvailabilityApi({ baseUrl: sb.hosts.availability, apiKey: SANDBOX_AVAILABILITY_KEY });
    const before = await api.getAvailability({ userToken: 'fan-1', listingId: listing.listingId });
    const variant = listing.products[0]?.variants[0];
    expect(before).toBe(variant?.sizes[0]?.inventoryCount);
    takeStock(
      sb.sandbox.db,
      'demo',
      stockKey(listing.listingId, variant?.variationId ?? '', variant?.sizes[0]?.id ?? ''),
      1,
    );
    expect(await api.getAvailability({ userToken: 'fan-1', listingId: listing.listingId })).toBe(before - 1);
  });

  it('refuses a wrong or missing key with a 401 errors list', async () => {
    const listing = await nftListing();
    const missing = await sb.call(`/availability/v1/availability?userToken=u&listingId=${listing.listingId}`);
    expect(missing.status).toBe(401);
    expect(((await missing.json()) as { errors: { code: string }[] }).errors[0]?.code).toBe('unauthorized');
    const api = createAvailabilityApi({ baseUrl: sb.hosts.availability, apiKey: 'wrong' });
    await expect(api.getAvailability({ userToken: 'u', listingId: listing.listingId })).rejects.toBeInstanceOf(
      AvailabilityKeyError,
    );
  });

  it('names bad parameters and answers 404 for an unknown listing', async () => {
    const headers = { 'x-api-key': SANDBOX_AVAILABILITY_KEY };
    const bad = await sb.call('/availability/v1/availability?listingId=abc', { headers });
    expect(bad.status).toBe(400);
    const params = ((await bad.json()) as { errors: { source: { parameter: string } }[] }).errors.map(
      (e) => e.source.parameter,
    );
    expect(params.sort()).toEqual(['listingId', 'userToken']);
    expect((await sb.call('/availability/v1/availability?userToken=u&listingId=1999999', { headers })).status).toBe(
      404,
    );
  });
});
