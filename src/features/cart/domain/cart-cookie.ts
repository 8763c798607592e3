/**
 * The cart cookie (storefront §3): one per store, `sf_cart_<slug>`, holding no prices. Pure: encoding,
 * the schema that reads it and the size rule; src/features/cart/stores/cart.ts does the reading and writing.
 *
 * Format (version 1), chosen to stay small: every character is cookie-safe, so js-cookie writes it as is:
 *   1|<region>|<line>|<line>…      line = slug:productId:colorId:sizeId:itemGroupId:quantity
 * Every text field is encodeURIComponent-ed (so it holds no ':' or '|'); the sku is derived, not stored.
 * A cookie that does not match, field by field, reads as an empty cart: it is untrusted input.
 */
import { z } from 'zod/mini';
import { cartSku, MAX_LINE_QUANTITY, type Cart, type CartLine } from './cart.ts';

export const CART_COOKIE_PREFIX = 'sf_cart_';
export const CHECKOUT_ID_COOKIE_PREFIX = 'sf_checkout_';
export const CART_COOKIE_VERSION = '1';
/** Browsers keep a cookie's name and value up to 4096 bytes; the rest is margin for safety. */
export const CART_COOKIE_MAX_BYTES = 4000;
export const CART_COOKIE_DAYS = 30;

/** An encoded field: what encodeURIComponent can produce. */
const FIELD = "[A-Za-z0-9%._~!*'()-]{1,200}";
const LINE = `${FIELD}:${FIELD}:${FIELD}:${FIELD}:${FIELD}:[1-9][0-9]{0,2}`;
/** The whole cookie; shared with the first-paint count script so both agree on what is valid. */
export const CART_COOKIE_PATTERN = `^${CART_COOKIE_VERSION}\\|(?:${FIELD})?(?:\\|${LINE})*$`;
const cookieRegex = new RegExp(CART_COOKIE_PATTERN);

export function cartCookieName(storeSlug: string): string {
  return `${CART_COOKIE_PREFIX}${storeSlug.toLowerCase()}`;
}

/**
 * How a tab tells the store's other tabs that it wrote the cart: the BroadcastChannel's name, and the
 * localStorage key whose storage event stands in where a browser has no BroadcastChannel.
 */
export function cartChannelName(storeSlug: string): string {
  return `sf-cart-${storeSlug.toLowerCase().replace(/[^a-z0-9-]/g, '')}`;
}

export function checkoutIdCookieName(storeSlug: string): string {
  return `${CHECKOUT_ID_COOKIE_PREFIX}${storeSlug.toLowerCase()}`;
}

const text = z.string().check(z.minLength(1), z.maxLength(200));
const lineSchema = z.object({
  slug: text,
  productId: text,
  colorId: text,
  sizeId: text,
  itemGroupId: text,
  quantity: z.number().check(z.int(), z.gte(1), z.lte(MAX_LINE_QUANTITY)),
});
const decodedSchema = z.object({ region: z.nullable(text), lines: z.array(lineSchema) });

function splitFields(raw: string): { region: string | null; lines: unknown[] } {
  const [, region = '', ...lines] = raw.split('|');
  return {
    region: region === '' ? null : decodeURIComponent(region),
    lines: lines.map((line) => {
      const [slug, productId, colorId, sizeId, itemGroupId, quantity] = line.split(':').map(decodeURIComponent);
      return { slug, productId, colorId, sizeId, itemGroupId, quantity: Number(quantity) };
    }),
  };
}

/** The cookie value (as stored) → a cart; anything corrupt or tampered gives the empty cart, never a throw. */
export function decodeCart(raw: string | null | undefined): Cart {
  if (typeof raw !== 'string' || !cookieRegex.test(raw)) return { lines: [], region: null };
  let fields: unknown;
  try {
    fields = splitFields(raw);
  } catch {
    return { lines: [], region: null }; // a malformed %-escape
  }
  const parsed = decodedSchema.safeParse(fields);
  if (!parsed.success) return { lines: [], region: null };
  const lines: CartLine[] = [];
  for (const l of parsed.data.lines) {
    const sku = cartSku(l.itemGroupId, l.colorId, l.sizeId);
    if (!lines.some((m) => m.sku === sku)) lines.push({ sku, ...l });
  }
  return { lines, region: lines.length === 0 ? null : parsed.data.region };
}

/** A cart → the cookie value. */
export function encodeCart(cart: Cart): string {
  const e = encodeURIComponent;
  const lines = cart.lines.map((l) =>
    [e(l.slug), e(l.productId), e(l.colorId), e(l.sizeId), e(l.itemGroupId), String(l.quantity)].join(':'),
  );
  return [CART_COOKIE_VERSION, cart.region === null ? '' : e(cart.region), ...lines].join('|');
}

/** True when `name=value` fits the browser's per-cookie limit (ASCII only, so length = bytes). */
export function fitsInCookie(name: string, value: string): boolean {
  return name.length + 1 + value.length <= CART_COOKIE_MAX_BYTES;
}

/** The cart's cookie value, or null when it would not fit (the caller refuses the change). */
export function encodeCartIfFits(storeSlug: string, cart: Cart): string | null {
  const value = encodeCart(cart);
  return fitsInCookie(cartCookieName(storeSlug), value) ? value : null;
}

export interface CookieAttributes {
  expires: number;
  path: '/';
  sameSite: 'Lax';
  secure: boolean;
}

/** Secure over https, SameSite=Lax, Path=/, 30 days (js-cookie's attribute names). */
export function cartCookieAttributes(protocol: string): CookieAttributes {
  return { expires: CART_COOKIE_DAYS, path: '/', sameSite: 'Lax', secure: protocol === 'https:' };
}

const CHECKOUT_ID = /^[A-Za-z0-9_-]{1,100}$/;

/** A remembered checkout id from its cookie, or null. */
export function parseCheckoutId(raw: string | null | undefined): string | null {
  return typeof raw === 'string' && CHECKOUT_ID.test(raw) ? raw : null;
}

/**
 * The count writer of the first-paint script, as an ES5 function expression: `function(x){…}` writes the
 * cart count ('99+' above `cap`) into every `[data-cart-count]` element already parsed. It counts the cart
 * `x` when given one (another tab's cookie value, which this tab's cookie may not show yet), else the cookie.
 * Same pattern as decodeCart.
 */
export function cartCountFunction(storeSlug: string, cap: number): string {
  const name = cartCookieName(storeSlug).replace(/[^a-z0-9_-]/g, '');
  return (
    `function(x){try{var m=document.cookie.match(/(?:^|; )${name}=([^;]*)/),v=typeof x=='string'?x:m?m[1]:'',n=0;` +
    `if(new RegExp(${JSON.stringify(CART_COOKIE_PATTERN)}).test(v)){v.split('|').slice(2).forEach(function(l){` +
    `n+=Number(l.split(':')[5])})}var t=n>${cap}?'${cap}+':String(n),` +
    `e=document.querySelectorAll('[data-cart-count]');for(var i=0;i<e.length;i++)e[i].textContent=t}catch(y){}}`
  );
}

/** The first-paint script: the cookie's cart count, written before the page paints (cartCountFunction). */
export function cartCountScript(storeSlug: string, cap: number): string {
  return `(${cartCountFunction(storeSlug, cap)})()`;
}
