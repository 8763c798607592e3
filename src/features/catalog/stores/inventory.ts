/**
 * $inventory: live stock keyed listingId-variationId-sizeId (storefront §3), and $fetchingInventory while
 * a count is on its way. Physical items ask the commerce host's inventory call; NFT items take the count
 * of the availability service (storefront §5). The data layer loads on demand, so an island pays for it
 * only when it asks for a count.
 */
import { atom, map } from 'nanostores';
import { inventoryKey } from '../domain/listing-selection.ts';

export const $inventory = map<Record<string, number>>({});
export const $fetchingInventory = atom(false);

export interface InventoryListing {
  listingId: string;
  nft: boolean;
}

let pending = 0;
/** The newest request per key wins, so a slow answer never overwrites a newer one. */
const latest = new Map<string, number>();
let sequence = 0;

/**
 * Fetches and stores the live count of a colour and size; resolves to it, or to null when the call
 * failed (the listing's own stock then stands, so a flaky host never blocks a purchase).
 * `userToken` identifies the shopper to the availability service (the page's deviceId when it has one).
 */
export async function loadInventory(
  listing: InventoryListing,
  variationId: string,
  sizeId: string,
  userToken = 'anonymous',
): Promise<number | null> {
  const key = inventoryKey(listing.listingId, variationId, sizeId);
  const ticket = ++sequence;
  latest.set(key, ticket);
  pending += 1;
  $fetchingInventory.set(true);
  try {
    const count = await fetchCount(listing, variationId, sizeId, userToken);
    if (latest.get(key) === ticket) $inventory.setKey(key, count);
    return count;
  } catch {
    return null;
  } finally {
    pending -= 1;
    if (pending === 0) $fetchingInventory.set(false);
  }
}

async function fetchCount(
  listing: InventoryListing,
  variationId: string,
  sizeId: string,
  userToken: string,
): Promise<number> {
  if (listing.nft) {
    const { availabilityClient } = await import('../api/availability-client.ts');
    return availabilityClient.getAvailability({ userToken, listingId: listing.listingId });
  }
  const { commerceClient } = await import('../api/commerce-client.ts');
  return commerceClient.getInventory({ colorId: variationId, sizeId });
}

/** The live count of a key, if one arrived. */
export function inventoryOf(listingId: string, variationId: string, sizeId: string): number | undefined {
  return $inventory.get()[inventoryKey(listingId, variationId, sizeId)];
}
