import { describe, expect, it } from 'vitest';
import { relatedShelves } from '../../src/data/listing.ts';
import type { CartLine } from '../../src/features/cart/domain/cart.ts';
import { RELATED_SHELF_MAX_ITEMS } from '../../src/shared/constants.ts';
import { cartSuggestions, isNftLine, lineProblem, searchRecordTile } from '../../src/features/cart/domain/cart-view.ts';
import type { SearchRecord } from '../../src/features/search/domain/records.ts';
import { sampleListing, sampleTile, sampleVariant } from './fixtures/catalog.ts';

const line: CartLine = {
  sku: 'g1_v1_m',
  slug: 'tee',
  productId: 'p1',
  colorId: 'v1',
  sizeId: 'm',
  quantity: 1,
  itemGroupId: 'g1',
};
const sizes = [{ id: 'm', label: 'M', priceCents: 2500, inventoryCount: 5 }];
const nft = sampleListing({
  isNft: true,
  products: [{ productId: 'p1', productName: 'Collectible', productType: 'nft', variants: [sampleVariant({ sizes })] }],
});
const ok = (listing = nft) => ({ ok: true as const, listing });

describe('NFT lines on /cart (storefront §5)', () => {
  it('knows an NFT by the listing flag, the nft product type or product 1816', () => {
    expect(isNftLine(line, nft)).toBe(true);
    const tee = sampleListing({
      products: [{ productId: 'p1', productName: 'Tee', productType: 't-shirt', variants: [sampleVariant({ sizes })] }],
    });
    expect(isNftLine(line, tee)).toBe(false);
    const by1816 = sampleListing({
      products: [
        { productId: '1816', productName: 'NFT', productType: 'digital', variants: [sampleVariant({ sizes })] },
      ],
    });
    expect(isNftLine({ ...line, productId: '1816' }, by1816)).toBe(true);
  });

  it("takes an NFT's stock from the availability count; none or 0 is out of stock", () => {
    expect(lineProblem(line, ok(), 2)).toBeNull();
    expect(lineProblem(line, ok(), 0)).toBe('out-of-stock');
    expect(lineProblem(line, ok(), null)).toBe('out-of-stock');
    // Not asked: the listing's own count stands (the listing says 5).
    expect(lineProblem(line, ok())).toBeNull();
  });

  it('ignores an availability count for a physical item', () => {
    const tee = sampleListing({
      products: [{ productId: 'p1', productName: 'Tee', productType: 't-shirt', variants: [sampleVariant({ sizes })] }],
    });
    expect(lineProblem(line, ok(tee), 0)).toBeNull();
  });
});

describe("the cart's 'You might also like' shelf", () => {
  const item = (listingId: string) => ({ listingId });

  it('takes the lines’ related items in turns, without duplicates or cart items, at most 4', () => {
    const perLine = [
      [item('a'), item('b'), item('c')],
      [item('b'), item('x'), item('d'), item('e')],
    ];
    expect(cartSuggestions(perLine, new Set(['x'])).map((i) => i.listingId)).toEqual(['a', 'b', 'c', 'd']);
    expect(RELATED_SHELF_MAX_ITEMS).toBe(4);
  });

  it('is empty when nothing is related, and short when little is', () => {
    expect(cartSuggestions([], new Set())).toEqual([]);
    expect(cartSuggestions([[item('a')], []], new Set(['a']))).toEqual([]);
    expect(cartSuggestions([[item('a')], [item('a')]], new Set()).map((i) => i.listingId)).toEqual(['a']);
  });

  it("uses the listing page's own rule over the store's search records", () => {
    const record = (n: number, collection: string, group = ''): SearchRecord => ({
      listingId: `l${n}`,
      productId: 'p1',
      name: `Item ${n}`,
      url: `item-${n}`,
      productName: 'Tee',
      collections: [{ slug: collection, name: collection }],
      productGroupName: group,
      image: null,
      priceCents: 2500,
      currency: 'USD',
      pricesCents: { USD: 2500 },
    });
    const records = [record(1, 'tees'), record(2, 'mugs'), record(3, 'tees', 'Core'), record(4, 'tees')];
    const tiles = records.map(searchRecordTile);
    expect(tiles[2]).toEqual(
      sampleTile({
        listingId: 'l3',
        slug: 'item-3',
        name: 'Item 3',
        productName: 'Tee',
        pricesCents: { USD: 2500 },
        collections: [{ slug: 'tees', name: 'tees' }],
        productGroupName: 'Core',
      }),
    );
    const listing = sampleListing({ listingId: 'l1', slug: 'item-1', collections: [{ slug: 'tees', name: 'tees' }] });
    const related = relatedShelves({ products: tiles }, listing, 'Tee').youMightAlsoLike;
    const shelf = cartSuggestions([related], new Set(['l1', 'l4']));
    expect(shelf.map((t) => t.listingId)).toEqual(['l3']);
  });
});
