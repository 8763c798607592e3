import { describe, expect, it } from 'vitest';
import { formatArrivalEstimate, parseThankYouQuery } from '../../src/features/after-purchase/domain/thankyou.ts';
import {
  cartIdFromPath,
  cartParamFromPath,
  thankYouUrlFor,
} from '../../src/features/after-purchase/domain/checkout-complete.ts';
import {
  OWN_ORDERS_MAX,
  parseOwnOrders,
  rememberOwnOrder,
} from '../../src/features/after-purchase/domain/own-orders.ts';

describe('thank-you query', () => {
  it('reads every field the checkout sends', () => {
    const q = parseThankYouQuery(
      new URLSearchParams(
        'orderNumber=100001&orderLookupNumber=SB7K2M9QXA&deviceId=dev-1&cart=co_123&contentIds=a,b&name=Ada&arrivalEstimate=2026-12-01',
      ),
    );
    expect(q).toEqual({
      orderNumber: '100001',
      orderLookupNumber: 'SB7K2M9QXA',
      deviceId: 'dev-1',
      cart: 'co_123',
      contentIds: ['a', 'b'],
      name: 'Ada',
      arrivalEstimate: '2026-12-01',
      malformed: false,
    });
  });

  it('drops hostile or malformed fields one by one', () => {
    const q = parseThankYouQuery(
      new URLSearchParams({
        orderNumber: '1; DROP TABLE',
        orderLookupNumber: '../../admin',
        cart: '<img src=x>',
        contentIds: 'ok,<b>,also-ok',
        name: '  <script>alert(1)</script>\u202e ',
        arrivalEstimate: 'x'.repeat(500),
      }),
    );
    expect(q.orderNumber).toBeNull();
    expect(q.orderLookupNumber).toBeNull();
    expect(q.cart).toBeNull();
    expect(q.contentIds).toEqual(['ok', 'also-ok']);
    // Kept as plain text (React renders it escaped), without control or format characters.
    expect(q.name).toBe('<script>alert(1)</script>');
    expect(q.arrivalEstimate).toBeNull();
    expect(q.malformed).toBe(true);
  });

  it('calls a link malformed when any order identifier it carries is not one', () => {
    const malformed = (query: string) => parseThankYouQuery(new URLSearchParams(query)).malformed;
    expect(malformed('')).toBe(false);
    expect(malformed('name=Ada&arrivalEstimate=x')).toBe(false);
    expect(malformed('orderNumber=12ab')).toBe(true);
    expect(malformed('orderNumber=')).toBe(true);
    expect(malformed('orderLookupNumber=SB%20X')).toBe(true);
    expect(malformed('cart=co_1%3C')).toBe(true);
    expect(malformed('orderNumber=5&orderLookupNumber=SBX&cart=co_1')).toBe(false);
  });

  it('formats an ISO arrival date and keeps other text', () => {
    expect(formatArrivalEstimate('2026-12-01')).toBe('December 1, 2026');
    expect(formatArrivalEstimate('Dec 1 - Dec 4')).toBe('Dec 1 - Dec 4');
  });
});

describe('checkout-complete', () => {
  it('reads the cart id from the path', () => {
    expect(cartIdFromPath('/checkout-complete/co_abc123')).toBe('co_abc123');
    expect(cartIdFromPath('/checkout-complete/co_abc123/')).toBe('co_abc123');
    expect(cartIdFromPath('/checkout-complete/shell/')).toBeNull();
    expect(cartIdFromPath('/checkout-complete/%3Cx%3E')).toBeNull();
    expect(cartIdFromPath('/checkout-complete/%E0%A4%A')).toBeNull();
    expect(cartIdFromPath('/elsewhere/co_1')).toBeNull();
  });

  it('leads to the thank-you page with the cart id and the given query', () => {
    expect(thankYouUrlFor('co_1', '')).toBe('/thankyou?cart=co_1');
    expect(thankYouUrlFor('co_1', '?orderNumber=5')).toBe('/thankyou?orderNumber=5&cart=co_1');
    expect(thankYouUrlFor(null, '')).toBe('/thankyou');
  });

  it('hands a malformed cart id on as it is, so the thank-you page finds no order for it', () => {
    expect(cartParamFromPath('/checkout-complete/co_1')).toBe('co_1');
    expect(cartParamFromPath('/checkout-complete/%3Cx%3E')).toBe('%3Cx%3E');
    expect(cartParamFromPath('/checkout-complete/')).toBeNull();
    expect(cartParamFromPath('/checkout-complete/shell/')).toBeNull();
    expect(thankYouUrlFor(cartParamFromPath('/checkout-complete/%3Cx%3E'), '')).toBe('/thankyou?cart=%253Cx%253E');
  });
});

describe('own orders', () => {
  it('keeps the newest checkout ids and ignores tampered values', () => {
    expect(parseOwnOrders(null)).toEqual([]);
    expect(parseOwnOrders('not json')).toEqual([]);
    expect(parseOwnOrders('["co_1","<x>"]')).toEqual([]);
    expect(parseOwnOrders('["co_1","co_2"]')).toEqual(['co_1', 'co_2']);
    expect(rememberOwnOrder(['co_1', 'co_2'], 'co_1')).toEqual(['co_2', 'co_1']);
    expect(rememberOwnOrder([], '<x>')).toEqual([]);
    let list: string[] = [];
    for (let i = 0; i < OWN_ORDERS_MAX + 5; i += 1) list = rememberOwnOrder(list, `co_${i}`);
    expect(list).toHaveLength(OWN_ORDERS_MAX);
    expect(list.at(-1)).toBe(`co_${OWN_ORDERS_MAX + 4}`);
  });
});
