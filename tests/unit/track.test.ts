import { describe, expect, it } from 'vitest';
import { createCheckoutApi } from '../../src/features/checkout/api/checkout.ts';
import { trackingLinkFor } from '../../src/features/after-purchase/domain/track.ts';

describe('track my order', () => {
  const prefix = createCheckoutApi({ baseUrl: 'https://checkout.example/api' }).trackOrderUrl('');

  it('opens the checkout host tracking page of the typed number', () => {
    expect(trackingLinkFor(prefix, ' SB7K2M9QXA ')).toBe('https://checkout.example/api/track/order/SB7K2M9QXA');
  });

  it('escapes what is typed and ignores a blank field', () => {
    expect(trackingLinkFor(prefix, '../x?y=1')).toBe('https://checkout.example/api/track/order/..%2Fx%3Fy%3D1');
    expect(trackingLinkFor(prefix, '   ')).toBeNull();
  });
});
