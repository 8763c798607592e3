import { describe, expect, it } from 'vitest';
import { formatArrivalEstimate, parseThankYouQuery } from '../../src/lib/thankyou.ts';
import { cartIdFromPath, thankYouUrlFor } from '../../src/lib/checkout-complete.ts';

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
});
