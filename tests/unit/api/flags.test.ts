import { describe, expect, it, vi } from 'vitest';
import { createFlagsApi, DEFAULT_FLAGS, FLAG_NAMES, flagsSchema } from '../../../src/shared/api/flags.ts';
import { MalformedResponseError, RetryExceededError, type FetchLike } from '../../../src/shared/api/request.ts';
import { callOf, fakeFetch, json } from './fake-fetch.ts';

const api = (fetch: FetchLike, onFallback?: (reason: unknown) => void) =>
  createFlagsApi({ baseUrl: 'http://flags.test', fetch, backoffMs: () => 0, ...(onFallback ? { onFallback } : {}) });

const ALL_ON = Object.fromEntries(FLAG_NAMES.map((n) => [n, true]));

describe('flags defaults', () => {
  it('follow the spec build settings: legacy checkout on, checkout v2 off', () => {
    expect(DEFAULT_FLAGS.useCheckoutV2).toBe(false);
    expect(DEFAULT_FLAGS.usHostedCheckout).toBe(false);
    expect(DEFAULT_FLAGS.showFanValidation).toBe(true);
    expect(DEFAULT_FLAGS.support).toBe(false);
    expect(DEFAULT_FLAGS.notificationBanner).toBe(false);
    expect(Object.keys(DEFAULT_FLAGS).sort()).toEqual([...FLAG_NAMES].sort());
  });

  it('fill the flags a partial answer leaves out', () => {
    expect(flagsSchema.parse({ flags: { support: true } }).flags).toEqual({ ...DEFAULT_FLAGS, support: true });
  });

  it('do not excuse a wrong type', () => {
    const result = flagsSchema.safeParse({ flags: { support: 'on' } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['flags', 'support']);
  });
});

describe('createFlagsApi().getFlags', () => {
  it('asks with the store as context and returns the answer', async () => {
    const fetch = fakeFetch(json({ flags: ALL_ON }));
    expect(await api(fetch).getFlags('Demo')).toEqual(ALL_ON);
    const { url } = callOf(fetch);
    expect(url.pathname).toBe('/v1/flags');
    expect(url.searchParams.get('context')).toBe('store:demo');
  });

  it('answers the defaults after failed retries and says why', async () => {
    const onFallback = vi.fn();
    const fetch = fakeFetch(json({}, 500), new TypeError('offline'), json({}, 502));
    expect(await api(fetch, onFallback).getFlags('demo')).toEqual(DEFAULT_FLAGS);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(onFallback.mock.calls[0]?.[0]).toBeInstanceOf(RetryExceededError);
  });

  it('answers the defaults on a 404 errors list or a malformed answer', async () => {
    expect(await api(fakeFetch(json({ errors: [{ code: 'not_found' }] }, 404))).getFlags('nope')).toEqual(
      DEFAULT_FLAGS,
    );
    const onFallback = vi.fn();
    expect(await api(fakeFetch(json({ flags: { useCheckoutV2: 'yes' } })), onFallback).getFlags('demo')).toEqual(
      DEFAULT_FLAGS,
    );
    expect(onFallback.mock.calls[0]?.[0]).toBeInstanceOf(MalformedResponseError);
  });

  it('hands out a copy of the defaults, never the shared object', async () => {
    const flags = await api(fakeFetch(json({}, 500), json({}, 500), json({}, 500))).getFlags('demo');
    flags.support = true;
    expect(DEFAULT_FLAGS.support).toBe(false);
  });
});
