import { describe, expect, it } from 'vitest';
import {
  checkoutIdFromPath,
  decodeCheckoutParam,
  encodeCheckoutParam,
  resolveCheckoutId,
} from '../../../src/features/checkout/domain/checkout-id.ts';

describe('the id query parameter (checkout.md §2)', () => {
  it('round-trips a checkout id through encryption', async () => {
    const param = await encodeCheckoutParam('co_abc123');
    expect(param).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(param).not.toContain('co_abc123');
    expect(await decodeCheckoutParam(param)).toBe('co_abc123');
  });

  it('uses a fresh IV: the same id encodes differently each time', async () => {
    expect(await encodeCheckoutParam('co_1')).not.toBe(await encodeCheckoutParam('co_1'));
  });

  it('refuses garbage and any edited byte', async () => {
    expect(await decodeCheckoutParam('garbage')).toBeNull();
    expect(await decodeCheckoutParam('!!!')).toBeNull();
    expect(await decodeCheckoutParam('')).toBeNull();
    const param = await encodeCheckoutParam('co_abc123');
    // A middle character: the last one of base64url may carry only padding bits, so editing it can be a no-op.
    for (const at of [0, Math.floor(param.length / 2), param.length - 4]) {
      const edited = param.slice(0, at) + (param[at] === 'A' ? 'B' : 'A') + param.slice(at + 1);
      expect(await decodeCheckoutParam(edited)).toBeNull();
    }
  });

  it('refuses an encrypted value that is not a checkout id', async () => {
    expect(await decodeCheckoutParam(await encodeCheckoutParam('../../etc'))).toBeNull();
  });
});

describe('resolving the checkout id', () => {
  it('reads the path', () => {
    expect(checkoutIdFromPath('/checkout/co_1')).toBe('co_1');
    expect(checkoutIdFromPath('/checkout/co_1/')).toBe('co_1');
    expect(checkoutIdFromPath('/checkout/shell/')).toBeNull();
    expect(checkoutIdFromPath('/checkout/express')).toBeNull();
    expect(checkoutIdFromPath('/cart')).toBeNull();
  });

  it('the path wins; both present must agree', async () => {
    const param = await encodeCheckoutParam('co_1');
    expect(await resolveCheckoutId('/checkout/co_1', '')).toEqual({ ok: true, id: 'co_1' });
    expect(await resolveCheckoutId('/checkout/co_1', `?id=${param}`)).toEqual({ ok: true, id: 'co_1' });
    expect(await resolveCheckoutId('/checkout/shell/', `?id=${param}`)).toEqual({ ok: true, id: 'co_1' });
    expect(await resolveCheckoutId('/checkout/co_2', `?id=${param}`)).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('refuses garbage and a missing id', async () => {
    expect(await resolveCheckoutId('/checkout/co_1', '?id=garbage')).toEqual({ ok: false, reason: 'invalid' });
    expect(await resolveCheckoutId('/checkout/%3Cscript%3E', '')).toEqual({ ok: false, reason: 'invalid' });
    expect(await resolveCheckoutId('/checkout/%E0%A4%A', '')).toEqual({ ok: false, reason: 'missing' });
    expect(await resolveCheckoutId('/checkout/shell/', '')).toEqual({ ok: false, reason: 'missing' });
  });
});
