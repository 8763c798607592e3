import { describe, expect, it, vi } from 'vitest';
import {
  allowedRedirect,
  queryParam,
  redirectAllowlist,
  thankYouUrl,
} from '../../../src/features/checkout/domain/urls.ts';
import { pollUntilReady, throttle } from '../../../src/features/checkout/domain/poll.ts';
import type { Checkout } from '../../../src/features/checkout/api/checkout-schemas.ts';

describe('thank-you URL', () => {
  it('carries the query the spec names, leaving out what is unknown', () => {
    expect(
      thankYouUrl({
        orderNumber: 1001,
        orderLookupNumber: 'ABC-1',
        name: 'Ada',
        arrivalEstimate: '2026-01-09',
        cart: 'co_1',
        contentIds: ['1', '2'],
      }),
    ).toBe(
      '/thankyou?orderNumber=1001&orderLookupNumber=ABC-1&cart=co_1&contentIds=1%2C2&name=Ada&arrivalEstimate=2026-01-09',
    );
    expect(thankYouUrl({ name: null, orderNumber: null })).toBe('/thankyou');
  });
});

describe('redirect allowlist (§4)', () => {
  const allow = redirectAllowlist('https://shop.example', ['https://checkout.example/api', 'not a url']);
  it('lists this site and the configured hosts', () => {
    expect(allow).toEqual(['shop.example', 'checkout.example']);
  });
  it('follows only allowlisted http(s) URLs', () => {
    expect(allowedRedirect('https://checkout.example/pay?x=1', 'https://shop.example', allow)).toBe(
      'https://checkout.example/pay?x=1',
    );
    expect(allowedRedirect('/thankyou', 'https://shop.example', allow)).toBe('https://shop.example/thankyou');
    expect(allowedRedirect('https://evil.example/', 'https://shop.example', allow)).toBeNull();
    expect(allowedRedirect('javascript:alert(1)', 'https://shop.example', allow)).toBeNull();
    expect(allowedRedirect('//evil.example/x', 'https://shop.example', allow)).toBeNull();
    expect(allowedRedirect(null, 'https://shop.example', allow)).toBeNull();
  });
  it('never follows a hostile redirectUrl: other hosts, script schemes, protocol-relative, user info, downgrade', () => {
    const hostile = [
      'https://evil.example/',
      'https://checkout.example.evil.example/pay',
      'https://evilcheckout.example/',
      'https://checkout.example:8443/pay',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '//evil.example/x',
      '\\\\evil.example/x',
      '/\\evil.example/x',
      'https://shop.example@evil.example/',
      'https://checkout.example%40evil.example/',
      'https://evil.example\\@checkout.example/',
      'https://user:pass@checkout.example/pay',
      'https://checkout.example@checkout.example/pay',
      'http://checkout.example/pay',
      '',
      '   ',
    ];
    for (const url of hostile) expect(allowedRedirect(url, 'https://shop.example', allow), url).toBeNull();
    // The allowlisted hosts themselves still work, over https or as a path of this site.
    expect(allowedRedirect('https://shop.example/thankyou?x=1', 'https://shop.example', allow)).toBe(
      'https://shop.example/thankyou?x=1',
    );
    expect(allowedRedirect('http://localhost:4321/x', 'http://localhost:4321', ['localhost:4321'])).toBe(
      'http://localhost:4321/x',
    );
  });
  it('reads query parameters', () => {
    expect(queryParam('?payment_intent=pi_1', 'payment_intent')).toBe('pi_1');
    expect(queryParam('?payment_intent=', 'payment_intent')).toBeNull();
  });
});

describe('polling a new checkout (§4, §9)', () => {
  const at = (state: Checkout['state']) => ({ state }) as Checkout;
  it('reads up to 4 times, 1000 ms apart, until success', async () => {
    const sleeps: number[] = [];
    const read = vi.fn().mockResolvedValueOnce(at('pending')).mockResolvedValueOnce(at('success'));
    const result = await pollUntilReady(at('created'), read, (ms) => {
      sleeps.push(ms);
      return Promise.resolve();
    });
    expect(result.state).toBe('success');
    expect(read).toHaveBeenCalledTimes(2);
    expect(sleeps).toEqual([1000, 1000]);
  });
  it('gives up after 4 tries with the last answer', async () => {
    const read = vi.fn().mockResolvedValue(at('pending'));
    const result = await pollUntilReady(at('created'), read, () => Promise.resolve());
    expect(read).toHaveBeenCalledTimes(4);
    expect(result.state).toBe('pending');
  });
  it('does not read a checkout that is ready', async () => {
    const read = vi.fn();
    await pollUntilReady(at('failure'), read, () => Promise.resolve());
    expect(read).not.toHaveBeenCalled();
  });
});

describe('throttle (§9: suggestion clicks at 300 ms)', () => {
  it('lets one call through per window', () => {
    let now = 0;
    const fn = vi.fn();
    const t = throttle(fn, 300, () => now);
    t(1);
    now = 100;
    t(2);
    now = 300;
    t(3);
    expect(fn.mock.calls).toEqual([[1], [3]]);
  });
});
