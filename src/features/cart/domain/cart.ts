/**
 * Cart rules (storefront §3, §4, §5): skus, merging, the region marker, quantities and counts. Pure: the
 * cookie format is cart-cookie.ts, the line view (listing + line → what /cart shows) is cart-view.ts, and
 * the quantity dropdown's choices ('1'…'10', '10+') are quantity.ts's, shared with the listing picker.
 */
import { QUANTITY_TYPED_MAX } from './quantity.ts';

/** The region marker once items were added under more than one buyer region. */
export const MIXED_REGION = 'MIXED';
/** Highest quantity a line may hold (what the checkout host accepts per line; the picker's typed max). */
export const MAX_LINE_QUANTITY = QUANTITY_TYPED_MAX;

export interface CartLine {
  /** itemGroupId_colorId_sizeId. */
  sku: string;
  /** The listing slug. */
  slug: string;
  productId: string;
  /** The colour variation id. */
  colorId: string;
  sizeId: string;
  quantity: number;
  itemGroupId: string;
}

export interface Cart {
  /** In the order they were first added; one line per sku. */
  lines: CartLine[];
  /** The buyer region the items were added under, MIXED when there were several, null when empty. */
  region: string | null;
}

export type CartLineInput = Omit<CartLine, 'sku'>;

export function cartSku(itemGroupId: string, colorId: string, sizeId: string): string {
  return `${itemGroupId}_${colorId}_${sizeId}`;
}

/** A whole quantity between 1 and MAX_LINE_QUANTITY, or null. */
export function cleanQuantity(value: number): number | null {
  if (!Number.isFinite(value)) return null;
  const q = Math.trunc(value);
  return q >= 1 && q <= MAX_LINE_QUANTITY ? q : null;
}

/** The marker after adding under `buyerRegion`: the first region, kept while it matches, else MIXED. */
export function nextRegion(current: string | null, buyerRegion: string, hasLines: boolean): string {
  if (!hasLines || current === null) return buyerRegion;
  return current === buyerRegion ? current : MIXED_REGION;
}

/** Adds a line: the same sku raises its quantity (capped at MAX_LINE_QUANTITY), else a new line at the end. */
export function addLine(cart: Cart, input: CartLineInput, buyerRegion: string): Cart {
  const quantity = cleanQuantity(input.quantity) ?? 1;
  const sku = cartSku(input.itemGroupId, input.colorId, input.sizeId);
  const region = nextRegion(cart.region, buyerRegion, cart.lines.length > 0);
  const existing = cart.lines.find((l) => l.sku === sku);
  const lines = existing
    ? cart.lines.map((l) =>
        l.sku === sku ? { ...l, quantity: Math.min(MAX_LINE_QUANTITY, l.quantity + quantity) } : l,
      )
    : [...cart.lines, { ...input, sku, quantity }];
  return { lines, region };
}

/**
 * How many of the line's item the cart holds when adding `input` would take that line over
 * MAX_LINE_QUANTITY (the add is then refused whole: what is added is exactly what the shopper asked for),
 * else null.
 */
export function lineLimitReached(cart: Cart, input: CartLineInput): number | null {
  const quantity = cleanQuantity(input.quantity) ?? 1;
  const sku = cartSku(input.itemGroupId, input.colorId, input.sizeId);
  const held = cart.lines.find((l) => l.sku === sku)?.quantity ?? 0;
  return held > 0 && held + quantity > MAX_LINE_QUANTITY ? held : null;
}

/** Sets a line's quantity; a missing sku (removed elsewhere) stays missing; 0 or less removes the line. */
export function setLineQuantity(cart: Cart, sku: string, quantity: number): Cart {
  if (!cart.lines.some((l) => l.sku === sku)) return cart;
  if (Number.isFinite(quantity) && quantity < 1) return removeLines(cart, [sku]);
  const q = cleanQuantity(quantity);
  if (q === null) return cart;
  return { ...cart, lines: cart.lines.map((l) => (l.sku === sku ? { ...l, quantity: q } : l)) };
}

/** Removes lines by sku; an emptied cart forgets its region. */
export function removeLines(cart: Cart, skus: readonly string[]): Cart {
  const lines = cart.lines.filter((l) => !skus.includes(l.sku));
  return { lines, region: lines.length === 0 ? null : cart.region };
}

/** Items in the cart: the sum of quantities (what the pill shows, capped by cartCountLabel). */
export function cartCount(cart: Pick<Cart, 'lines'>): number {
  return cart.lines.reduce((sum, l) => sum + l.quantity, 0);
}

export function sameCart(a: Cart, b: Cart): boolean {
  if (a.region !== b.region || a.lines.length !== b.lines.length) return false;
  return a.lines.every((l, i) => {
    const m = b.lines[i];
    return l.sku === m?.sku && l.quantity === m.quantity && l.slug === m.slug;
  });
}
