import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { addLine, type Cart } from '../../src/features/cart/domain/cart.ts';
import {
  CART_COOKIE_MAX_BYTES,
  cartCookieAttributes,
  cartCookieName,
  cartCountFunction,
  cartCountScript,
  decodeCart,
  encodeCart,
  encodeCartIfFits,
  parseCheckoutId,
} from '../../src/features/cart/domain/cart-cookie.ts';

const line = (i: number) => ({
  slug: `listing-number-${i}`,
  productId: `1${i}`,
  colorId: `100${i}`,
  sizeId: `200${i}`,
  quantity: 1 + (i % 3),
  itemGroupId: `9100${i}`,
});

function cartOf(n: number, region = 'USA'): Cart {
  let cart: Cart = { lines: [], region: null };
  for (let i = 0; i < n; i++) cart = addLine(cart, line(i), region);
  return cart;
}

describe('cart cookie', () => {
  it('is named per store', () => {
    expect(cartCookieName('Demo')).toBe('sf_cart_demo');
  });

  it('round-trips a cart, region included, with no prices', () => {
    const cart = addLine(cartOf(3), { ...line(7), slug: 'odd:slug|with%chars é' }, 'Rest of the world');
    const value = encodeCart(cart);
    expect(value).not.toMatch(/price/i);
    expect(value).toMatch(/^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]+$/); // RFC 6265 cookie-octets only
    expect(decodeCart(value)).toEqual(cart);
    expect(cart.region).toBe('MIXED');
  });

  it('reads anything corrupt or tampered as an empty cart, never throwing', () => {
    const good = encodeCart(cartOf(2));
    const bad = [
      undefined,
      null,
      '',
      'garbage',
      '{"lines":[]}',
      good.replace(/:\d+$/, ':0'),
      good.replace(/:\d+$/, ':1000'),
      good.replace(/:\d+$/, ':-1'),
      good.replace(/^1/, '2'),
      `${good}|a:b:c`,
      `${good}|%E0%A4%A:b:c:d:e:1`,
      `${good}|<script>:b:c:d:e:1`,
    ];
    for (const raw of bad) expect(decodeCart(raw)).toEqual({ lines: [], region: null });
  });

  it('keeps the first of two lines with the same sku', () => {
    const one = encodeCart(cartOf(1));
    const twice = `${one}|${one.split('|')[2] ?? ''}`.replace(/:(\d+)$/, ':9');
    expect(decodeCart(twice).lines).toHaveLength(1);
  });

  it('refuses a cart that would not fit in 4 KB instead of truncating it', () => {
    let n = 1;
    while (encodeCartIfFits('demo', cartOf(n)) !== null) n++;
    const last = encodeCartIfFits('demo', cartOf(n - 1)) ?? '';
    expect(`sf_cart_demo=${last}`.length).toBeLessThanOrEqual(CART_COOKIE_MAX_BYTES);
    expect(CART_COOKIE_MAX_BYTES).toBeLessThan(4096);
    expect(n).toBeGreaterThan(40);
  });

  it('is Secure only over https, SameSite=Lax, Path=/, with an expiry', () => {
    expect(cartCookieAttributes('https:')).toEqual({ expires: 30, path: '/', sameSite: 'Lax', secure: true });
    expect(cartCookieAttributes('http:').secure).toBe(false);
  });

  it('accepts only plain checkout ids', () => {
    expect(parseCheckoutId('co_123-abc')).toBe('co_123-abc');
    expect(parseCheckoutId('../x')).toBeNull();
    expect(parseCheckoutId(undefined)).toBeNull();
  });
});

describe('first-paint count script', () => {
  function run(cookie: string): string[] {
    const els = [{ textContent: '0' }, { textContent: '0' }];
    const document = { cookie, querySelectorAll: () => els };
    runInNewContext(cartCountScript('demo', 99), { document });
    return els.map((e) => e.textContent);
  }

  it('writes the count the store would compute, capped at 99+', () => {
    expect(run(`a=b; sf_cart_demo=${encodeCart(cartOf(3))}`)).toEqual(['6', '6']); // 1+2+3
    expect(run(`sf_cart_demo=${encodeCart(cartOf(60))}`)).toEqual(['99+', '99+']);
    expect(run('sf_cart_other=1|USA|a:b:c:d:e:5')).toEqual(['0', '0']);
    expect(run('sf_cart_demo=corrupt')).toEqual(['0', '0']);
  });

  it("counts another tab's cart when given one (its word may come before this tab's cookies show it)", () => {
    const els = [{ textContent: '0' }];
    const document = { cookie: `sf_cart_demo=${encodeCart(cartOf(1))}`, querySelectorAll: () => els };
    const count = (x?: unknown) => {
      runInNewContext(`(${cartCountFunction('demo', 99)})(x)`, { document, x });
      return els[0]?.textContent;
    };
    expect(count()).toBe('1');
    expect(count(encodeCart(cartOf(2)))).toBe('3');
    expect(count('')).toBe('0');
    // An event (pageshow, focus) is no cart: the cookie is read.
    expect(count({ type: 'focus' })).toBe('1');
  });
});
