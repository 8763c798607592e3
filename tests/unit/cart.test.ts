import { describe, expect, it } from 'vitest';
import {
  addLine,
  lineLimitReached,
  cartCount,
  cartSku,
  nextRegion,
  removeLines,
  sameCart,
  setLineQuantity,
  type Cart,
  type CartLineInput,
} from '../../src/features/cart/domain/cart.ts';
import {
  cartSubtotalCents,
  lineProblem,
  removedItem,
  toLineView,
  unavailableMessage,
  type ListingResult,
} from '../../src/features/cart/domain/cart-view.ts';
import type { Listing, Variant } from '../../src/features/catalog/domain/types.ts';
import { cartCountLabel } from '../../src/shared/constants.ts';
import { sampleListing, sampleVariant } from './fixtures/catalog.ts';

const empty: Cart = { lines: [], region: null };
const tee: CartLineInput = {
  slug: 'classic-tee',
  productId: 'p1',
  colorId: 'v1',
  sizeId: 's2',
  quantity: 1,
  itemGroupId: 'g1',
};

function variant(over: Partial<Variant> = {}): Variant {
  return sampleVariant({
    title: 'Classic Tee',
    productType: 'T-Shirt',
    hex: '#000',
    currency: 'EUR',
    images: [
      { label: 'front', src: 'f.png', thumbSmall: 'fs.png', thumbLarge: 'fl.png' },
      { label: 'primary', src: 'p.png', thumbSmall: 'ps.png', thumbLarge: 'pl.png' },
    ],
    sizes: [
      { id: 's1', label: 'S', priceCents: 2500, inventoryCount: 4 },
      { id: 's2', label: 'M', priceCents: 2599, inventoryCount: 3 },
    ],
    ...over,
  });
}

function listing(over: Partial<Listing> = {}, v: Variant = variant()): Listing {
  return sampleListing({
    slug: 'classic-tee',
    title: 'Classic Tee',
    currency: 'EUR',
    products: [{ productId: 'p1', productName: 'Tee', productType: 'T-Shirt', variants: [v] }],
    thumbnail: 'thumb.png',
    ...over,
  });
}

const ok = (l: Listing): ListingResult => ({ ok: true, listing: l });

describe('cart rules', () => {
  it('builds the sku as itemGroupId_colorId_sizeId', () => {
    expect(cartSku('g1', 'v1', 's2')).toBe('g1_v1_s2');
  });

  it('merges the same sku and appends a new one', () => {
    let cart = addLine(empty, tee, 'USA');
    cart = addLine(cart, { ...tee, quantity: 2 }, 'USA');
    expect(cart.lines).toEqual([{ ...tee, sku: 'g1_v1_s2', quantity: 3 }]);
    cart = addLine(cart, { ...tee, sizeId: 's1' }, 'USA');
    expect(cart.lines.map((l) => l.sku)).toEqual(['g1_v1_s2', 'g1_v1_s1']);
    expect(cartCount(cart)).toBe(4);
  });

  it('caps a merged quantity at 999 and cleans a bad input quantity to 1', () => {
    const big = addLine(addLine(empty, { ...tee, quantity: 998 }, 'USA'), { ...tee, quantity: 5 }, 'USA');
    expect(big.lines[0]?.quantity).toBe(999);
    expect(addLine(empty, { ...tee, quantity: Number.NaN }, 'USA').lines[0]?.quantity).toBe(1);
  });

  it('names the quantity held when an add would take its line over 999 (the store then adds nothing)', () => {
    const held = addLine(empty, { ...tee, quantity: 998 }, 'USA');
    expect(lineLimitReached(held, { ...tee, quantity: 1 })).toBeNull();
    expect(lineLimitReached(held, { ...tee, quantity: 2 })).toBe(998);
    expect(lineLimitReached(held, { ...tee, sizeId: 'other', quantity: 999 })).toBeNull();
    expect(lineLimitReached(empty, { ...tee, quantity: 999 })).toBeNull();
  });

  it('marks the region MIXED once items are added under another buyer region', () => {
    const us = addLine(empty, tee, 'USA');
    expect(us.region).toBe('USA');
    expect(addLine(us, { ...tee, sizeId: 's1' }, 'USA').region).toBe('USA');
    const mixed = addLine(us, { ...tee, sizeId: 's1' }, 'EU');
    expect(mixed.region).toBe('MIXED');
    expect(addLine(mixed, tee, 'USA').region).toBe('MIXED');
    expect(nextRegion('USA', 'EU', false)).toBe('EU');
    expect(removeLines(mixed, ['g1_v1_s2', 'g1_v1_s1']).region).toBeNull();
  });

  it('sets quantities without resurrecting a removed line; 0 removes', () => {
    const cart = addLine(empty, tee, 'USA');
    expect(setLineQuantity(cart, 'g1_v1_s2', 7).lines[0]?.quantity).toBe(7);
    expect(setLineQuantity(cart, 'nope', 7)).toBe(cart);
    expect(setLineQuantity(cart, 'g1_v1_s2', 0).lines).toEqual([]);
    expect(setLineQuantity(cart, 'g1_v1_s2', 5000)).toBe(cart);
  });

  it('compares carts by sku, quantity and order', () => {
    const a = addLine(empty, tee, 'USA');
    expect(sameCart(a, addLine(empty, tee, 'USA'))).toBe(true);
    expect(sameCart(a, setLineQuantity(a, 'g1_v1_s2', 2))).toBe(false);
  });

  it("labels the count '99+' above 99", () => {
    expect(cartCountLabel(99)).toBe('99');
    expect(cartCountLabel(100)).toBe('99+');
  });
});

describe('cart line validity (storefront §5)', () => {
  const line = addLine(empty, tee, 'USA').lines[0] ?? { ...tee, sku: '' };

  it('accepts a loaded public line in stock with its size', () => {
    expect(lineProblem(line, ok(listing()))).toBeNull();
  });

  it('rejects every case the spec names', () => {
    expect(lineProblem(line, { ok: false, notFound: true })).toBe('not-found');
    expect(lineProblem(line, { ok: false, notFound: false })).toBe('error');
    expect(lineProblem({ ...line, colorId: 'v9' }, ok(listing()))).toBe('no-variation');
    expect(lineProblem(line, ok(listing({ visibility: 'private' })))).toBe('private');
    expect(lineProblem(line, ok(listing({}, variant({ visibility: 'private' }))))).toBe('private');
    expect(lineProblem({ ...line, sizeId: 's9' }, ok(listing()))).toBe('size-gone');
    const noStock = variant({ sizes: [{ id: 's2', label: 'M', priceCents: 1, inventoryCount: 0 }] });
    expect(lineProblem(line, ok(listing({}, noStock)))).toBe('out-of-stock');
  });

  it("keeps a private line in an owner's preview, where private items show (storefront §6); nothing else changes", () => {
    expect(lineProblem(line, ok(listing({ visibility: 'private' })), undefined, true)).toBeNull();
    expect(lineProblem(line, ok(listing({}, variant({ visibility: 'private' }))), undefined, true)).toBeNull();
    expect(lineProblem(line, { ok: false, notFound: true }, undefined, true)).toBe('not-found');
    const noStock = variant({ sizes: [{ id: 's2', label: 'M', priceCents: 1, inventoryCount: 0 }] });
    expect(lineProblem(line, ok(listing({ visibility: 'private' }, noStock)), undefined, true)).toBe('out-of-stock');
  });

  it("falls back to the colour's stock, and treats an unknown count as in stock", () => {
    const sizes = [{ id: 's2', label: 'M', priceCents: 1, inventoryCount: null }];
    expect(lineProblem(line, ok(listing({}, variant({ sizes, inventoryCount: 0 }))))).toBe('out-of-stock');
    expect(lineProblem(line, ok(listing({}, variant({ sizes, inventoryCount: null }))))).toBeNull();
  });
});

describe('cart line view', () => {
  const line = { ...tee, sku: 'g1_v1_s2', quantity: 3 };

  it('prices the chosen size and totals to 2 decimals', () => {
    const view = toLineView(line, listing());
    expect(view).toMatchObject({
      title: 'Classic Tee',
      productType: 'T-Shirt',
      colorName: 'Black',
      selectedSize: { id: 's2', label: 'M' },
      image: 'pl.png',
      quantityInCart: 3,
      variantData: { productId: 'p1', variationId: 'v1' },
      price: 25.99,
      priceCents: 2599,
      totalPrice: 77.97,
      totalCents: 7797,
      currency: 'EUR',
    });
    expect(cartSubtotalCents([view ?? { totalCents: 0 }, { totalCents: 3 }])).toBe(7800);
  });

  it('is null when the colour or size is gone', () => {
    expect(toLineView({ ...line, sizeId: 'x' }, listing())).toBeNull();
  });

  it('names removed items, and picks the message by whether all can be listed', () => {
    const named = removedItem(line, ok(listing()));
    expect(named).toEqual({ sku: 'g1_v1_s2', title: 'Classic Tee', productType: 'T-Shirt' });
    const unnamed = removedItem(line, { ok: false, notFound: false });
    expect(unavailableMessage([named])).toBe(
      'The following item(s) were removed from your cart because they are not available at this time.',
    );
    expect(unavailableMessage([named, unnamed])).toBe(
      'Some items were removed from your cart because they are not available at this time.',
    );
  });

  it("names a withdrawn colour's line by its product's type", () => {
    expect(removedItem({ ...line, colorId: 'gone' }, ok(listing())).productType).toBe('T-Shirt');
  });
});
