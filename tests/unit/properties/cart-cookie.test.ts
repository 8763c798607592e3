/**
 * Properties of the cart cookie (storefront §3) and of the cart's merge rule (§5 "if the sku is already in
 * the cart its quantity rises"), on generated carts and arbitrary cookie text.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addLine, type Cart, type CartLineInput } from '../../../src/features/cart/domain/cart.ts';
import { decodeCart, encodeCart } from '../../../src/features/cart/domain/cart-cookie.ts';

/** Highest quantity per line: what the checkout host accepts (the picker's typed maximum). */
const LINE_LIMIT = 999;

/** Any non-empty text up to 40 characters, including ':', '|', '%' and non-ASCII. */
const field = fc.string({ minLength: 1, maxLength: 40, unit: 'binary' });
const lineInput = fc.record({
  slug: field,
  productId: field,
  colorId: field,
  sizeId: field,
  itemGroupId: field,
  quantity: fc.integer({ min: 1, max: LINE_LIMIT }),
});
const region = fc.constantFrom('USA', 'GBR', 'DEU', 'AUS');

/** A cart built the way the store builds one: a series of adds. */
const cart = fc
  .array(fc.tuple(lineInput, region), { maxLength: 8 })
  .map((adds) => adds.reduce<Cart>((c, [input, r]) => addLine(c, input, r), { lines: [], region: null }));

const emptyCart: Cart = { lines: [], region: null };

function wellFormed(text: string): boolean {
  try {
    encodeURIComponent(text);
    return true;
  } catch {
    return false; // a lone surrogate cannot be written to a cookie at all
  }
}

describe('cart cookie properties', () => {
  it('decode(encode(cart)) gives the cart back', () => {
    fc.assert(
      fc.property(cart, (c) => {
        fc.pre(c.lines.every((l) => [l.slug, l.productId, l.colorId, l.sizeId, l.itemGroupId].every(wellFormed)));
        fc.pre(c.region === null || wellFormed(c.region));
        expect(decodeCart(encodeCart(c))).toEqual(c);
      }),
    );
  });

  it('the encoded value is cookie-safe: ASCII, no separator or whitespace a cookie cannot hold', () => {
    fc.assert(
      fc.property(cart, (c) => {
        fc.pre(c.lines.every((l) => [l.slug, l.productId, l.colorId, l.sizeId, l.itemGroupId].every(wellFormed)));
        expect(encodeCart(c)).toMatch(/^[\x21-\x7e]*$/);
        expect(encodeCart(c)).not.toMatch(/[;,"\\\s]/);
      }),
    );
  });

  it('decoding arbitrary text never throws and gives a valid cart (or the empty one)', () => {
    const cookieText = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 200 }),
      // Near misses of the format: a version, a region and lines with random fields.
      fc
        .tuple(fc.constantFrom('1', '2', ''), fc.array(fc.string({ maxLength: 30 }), { maxLength: 6 }))
        .map(([v, parts]) => [v, ...parts].join('|')),
    );
    fc.assert(
      fc.property(cookieText, (raw) => {
        const decoded = decodeCart(raw);
        for (const l of decoded.lines) {
          expect(Number.isInteger(l.quantity)).toBe(true);
          expect(l.quantity).toBeGreaterThanOrEqual(1);
          expect(l.quantity).toBeLessThanOrEqual(LINE_LIMIT);
          expect(l.sku).toBe(`${l.itemGroupId}_${l.colorId}_${l.sizeId}`);
        }
        expect(new Set(decoded.lines.map((l) => l.sku)).size).toBe(decoded.lines.length);
        if (decoded.lines.length === 0) expect(decoded.region).toBeNull();
      }),
    );
  });

  it('a tampered quantity (0, negative, fractional, above the limit) reads as the empty cart', () => {
    const bad = fc.oneof(
      fc.integer({ min: LINE_LIMIT + 1, max: 10_000_000 }).map(String),
      fc.integer({ max: 0 }).map(String),
      fc
        .double({ noNaN: true })
        .filter((n) => !Number.isInteger(n))
        .map(String),
    );
    fc.assert(
      fc.property(bad, (quantity) => {
        expect(decodeCart(`1|USA|a:1:2:3:4:${quantity}`)).toEqual(emptyCart);
      }),
    );
  });
});

describe('cart merge properties (addLine)', () => {
  const sameSku = fc.tuple(
    lineInput,
    fc.array(fc.integer({ min: 1, max: LINE_LIMIT }), { minLength: 1, maxLength: 5 }),
  );

  it('adding one sku n times gives one line whose quantity is the sum, capped at the line limit', () => {
    fc.assert(
      fc.property(sameSku, region, ([input, quantities], r) => {
        const result = quantities.reduce<Cart>((c, q) => addLine(c, { ...input, quantity: q }, r), emptyCart);
        expect(result.lines).toHaveLength(1);
        const sum = quantities.reduce((a, b) => a + b, 0);
        expect(result.lines[0]?.quantity).toBe(Math.min(LINE_LIMIT, sum));
      }),
    );
  });

  it('merging is associative: (a + b) + c equals a + (b + c) for one sku', () => {
    const q = fc.integer({ min: 1, max: LINE_LIMIT });
    fc.assert(
      fc.property(lineInput, q, q, q, (input, a, b, c) => {
        const add = (start: Cart, quantity: number): Cart => addLine(start, { ...input, quantity }, 'USA');
        const left = add(add(add(emptyCart, a), b), c);
        const capped = Math.min(LINE_LIMIT, b + c);
        const right = add(add(emptyCart, a), capped);
        expect(left).toEqual(right);
      }),
    );
  });

  it('the order of adds of different skus changes only the line order, never the quantities', () => {
    fc.assert(
      fc.property(fc.array(lineInput, { maxLength: 6 }), (inputs) => {
        const forward = inputs.reduce<Cart>((c, i) => addLine(c, i, 'USA'), emptyCart);
        const backward = [...inputs].reverse().reduce<Cart>((c, i) => addLine(c, i, 'USA'), emptyCart);
        const bySku = (c: Cart) => Object.fromEntries(c.lines.map((l) => [l.sku, l.quantity]));
        expect(bySku(forward)).toEqual(bySku(backward));
      }),
    );
  });

  it('the region marker is the one region when all adds share it, else MIXED, and MIXED never goes back', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(lineInput, region), { minLength: 1, maxLength: 8 }), (adds) => {
        const result = adds.reduce<Cart>((c, [input, r]) => addLine(c, input, r), emptyCart);
        const regions = new Set(adds.map(([, r]) => r));
        expect(result.region).toBe(regions.size === 1 ? adds[0]?.[1] : 'MIXED');
      }),
    );
  });

  it('no line ever exceeds the limit whatever is added, and bad quantities add 1', () => {
    const anyQuantity = fc.oneof(fc.integer(), fc.double(), fc.constant(Number.NaN));
    fc.assert(
      fc.property(fc.array(fc.tuple(lineInput, anyQuantity), { maxLength: 10 }), (adds) => {
        const result = adds.reduce<Cart>(
          (c, [input, quantity]) => addLine(c, { ...input, quantity } satisfies CartLineInput, 'USA'),
          emptyCart,
        );
        for (const l of result.lines) {
          expect(Number.isInteger(l.quantity)).toBe(true);
          expect(l.quantity).toBeGreaterThanOrEqual(1);
          expect(l.quantity).toBeLessThanOrEqual(LINE_LIMIT);
        }
      }),
    );
  });
});
