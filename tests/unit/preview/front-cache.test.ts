import { afterEach, describe, expect, it } from 'vitest';
import {
  FRONT_CACHE_MAX_ENTRIES,
  frontAnswer,
  frontKey,
  keepFrontAnswer,
  setFrontCacheTtl,
  type FrontRequest,
} from '../../../src/middleware/front-cache.ts';

const request = (over: Partial<FrontRequest> = {}): FrontRequest => ({
  method: 'GET',
  host: 'demo.localhost:4403',
  url: '/listing/tee',
  https: false,
  cookie: false,
  authorization: false,
  sandboxSession: undefined,
  ...over,
});

const answer = (over: Partial<Parameters<typeof keepFrontAnswer>[1]> = {}) => ({
  status: 200,
  headers: [['content-type', 'text/html']] as [string, string][],
  body: new TextEncoder().encode('<p>page</p>'),
  at: 1_000,
  ...over,
});

afterEach(() => setFrontCacheTtl(0));

describe('the preview server front cache', () => {
  it('answers only requests that carry nothing private, keyed by what the answer depends on', () => {
    setFrontCacheTtl(2_000);
    const key = frontKey(request());
    expect(key).toBeDefined();
    expect(frontKey(request({ method: 'HEAD' }))).toBe(key);
    expect(frontKey(request({ cookie: true }))).toBeUndefined();
    expect(frontKey(request({ authorization: true }))).toBeUndefined();
    expect(frontKey(request({ method: 'POST' }))).toBeUndefined();
    const others = [
      { host: 'other.localhost' },
      { url: '/listing/tee?x=1' },
      { https: true },
      { sandboxSession: 's1' },
    ];
    for (const other of others) expect(frontKey(request(other))).not.toBe(key);
  });

  it('keeps a 200 that sets no cookie for the TTL, and nothing when the TTL is 0', () => {
    setFrontCacheTtl(2_000);
    const key = frontKey(request()) ?? '';
    keepFrontAnswer(key, answer());
    expect(frontAnswer(key, 2_999)?.status).toBe(200);
    expect(frontAnswer(key, 3_000)).toBeUndefined();
    keepFrontAnswer(key, answer({ status: 302 }));
    keepFrontAnswer(key, answer({ headers: [['set-cookie', 'a=1']] }));
    expect(frontAnswer(key, 1_000)).toBeUndefined();
    setFrontCacheTtl(0);
    expect(frontKey(request())).toBeUndefined();
  });

  it('holds at most FRONT_CACHE_MAX_ENTRIES answers, dropping the oldest', () => {
    setFrontCacheTtl(2_000);
    const keys = Array.from(
      { length: FRONT_CACHE_MAX_ENTRIES + 1 },
      (_, i) => frontKey(request({ url: `/p${i}` })) ?? '',
    );
    for (const key of keys) keepFrontAnswer(key, answer());
    expect(frontAnswer(keys[0] ?? '', 1_000)).toBeUndefined();
    expect(frontAnswer(keys.at(-1) ?? '', 1_000)).toBeDefined();
  });
});
