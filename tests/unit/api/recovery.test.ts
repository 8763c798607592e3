import { describe, expect, it } from 'vitest';
import { createRecoveryApi, recoverOutcomeOf } from '../../../src/features/after-purchase/api/recovery.ts';
import { ApiErrorsError, RetryExceededError } from '../../../src/shared/api/request.ts';
import { callOf, fakeFetch, jsonResponse, noWait } from './fake.ts';

describe('recovery outcome mapping', () => {
  it('maps success, a refusal with the server text, and anything else', () => {
    expect(recoverOutcomeOf({ success: true })).toEqual({ ok: true });
    expect(recoverOutcomeOf({ success: false, error: 'Nope' })).toEqual({ ok: false, message: 'Nope' });
    expect(
      recoverOutcomeOf(new ApiErrorsError(404, [{ detail: 'We could not find any orders for this email address.' }])),
    ).toEqual({
      ok: false,
      message: 'We could not find any orders for this email address.',
    });
    expect(recoverOutcomeOf(new RetryExceededError(500))).toEqual({
      ok: false,
      message: 'We could not send your orders right now. Please try again.',
    });
  });
});

describe('recoverOrders', () => {
  it('posts email and slug as query parameters', async () => {
    const fetch = fakeFetch(jsonResponse({ success: true }));
    const api = createRecoveryApi({ baseUrl: 'http://rec.test', fetch });
    expect(await api.recoverOrders('a+b@example.com', 'demo')).toEqual({ ok: true });
    const call = callOf(fetch);
    expect(call.method).toBe('POST');
    expect(call.url.pathname).toBe('/v1/orders/recover');
    expect(call.url.searchParams.get('email')).toBe('a+b@example.com');
    expect(call.url.searchParams.get('slug')).toBe('demo');
  });

  it('never throws: a refusal and a dead host both become a message', async () => {
    const refused = createRecoveryApi({
      baseUrl: 'http://rec.test',
      fetch: fakeFetch(jsonResponse({ success: false, error: 'Bad', errors: [{ detail: 'Bad' }] }, 400)),
    });
    expect(await refused.recoverOrders('x@example.com', 'demo')).toEqual({ ok: false, message: 'Bad' });
    const dead = createRecoveryApi({
      baseUrl: 'http://rec.test',
      fetch: fakeFetch(new TypeError('a'), new TypeError('b'), new TypeError('c')),
      backoffMs: noWait,
    });
    expect(await dead.recoverOrders('x@example.com', 'demo')).toEqual({
      ok: false,
      message: 'We could not send your orders right now. Please try again.',
    });
  });
});
