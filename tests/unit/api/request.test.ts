import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  ApiErrorsError,
  MalformedResponseError,
  request,
  RetryExceededError,
  type FetchLike,
} from '../../../src/shared/api/request.ts';

const schema = z.object({ ok: z.boolean() });
const noWait = () => 0;

function respond(...answers: (Response | Error)[]) {
  return vi.fn<FetchLike>(() => {
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
  });
}
const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('request', () => {
  it('returns the parsed answer on the first success', async () => {
    const fetch = respond(jsonResponse({ ok: true }));
    await expect(request(schema, 'http://x/a', { fetch, backoffMs: noWait })).resolves.toEqual({ ok: true });
    expect(fetch.mock.calls.length).toBe(1);
  });

  it('retries twice, so three attempts in all, then throws the spec message', async () => {
    const fetch = respond(jsonResponse({}, 500), new TypeError('network'), jsonResponse({}, 503));
    const error = await request(schema, 'http://x/a', { fetch, backoffMs: noWait }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RetryExceededError);
    expect((error as Error).message).toBe('request retry exceeded limit');
    expect(fetch.mock.calls.length).toBe(3);
  });

  it('succeeds on the last retry', async () => {
    const fetch = respond(jsonResponse({}, 500), jsonResponse({}, 500), jsonResponse({ ok: false }));
    await expect(request(schema, 'http://x/a', { fetch, backoffMs: noWait })).resolves.toEqual({ ok: false });
  });

  it('stops at once on a 4xx carrying an errors list and throws that list', async () => {
    const errors = [{ code: 'invalid', detail: 'bad promo', source: { pointer: '/data/promoCode' } }];
    const fetch = respond(jsonResponse({ errors }, 422));
    const error = await request(schema, 'http://x/a', { fetch, backoffMs: noWait }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiErrorsError);
    expect((error as ApiErrorsError).errors).toEqual(errors);
    expect((error as ApiErrorsError).status).toBe(422);
    expect(fetch.mock.calls.length).toBe(1);
  });

  it('retries a 4xx without an errors list', async () => {
    const fetch = respond(
      jsonResponse({ message: 'nope' }, 404),
      jsonResponse({ errors: [] }, 404),
      jsonResponse({ ok: true }),
    );
    await expect(request(schema, 'http://x/a', { fetch, backoffMs: noWait })).resolves.toEqual({ ok: true });
    expect(fetch.mock.calls.length).toBe(3);
  });

  it('calls the 401 handler', async () => {
    const onUnauthorized = vi.fn();
    const fetch = respond(jsonResponse({ errors: [{ code: 'unauthorized' }] }, 401));
    await expect(request(schema, 'http://x/a', { fetch, onUnauthorized, backoffMs: noWait })).rejects.toBeInstanceOf(
      ApiErrorsError,
    );
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('sends the browser to /login on a 401 unless it is already there', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { pathname: '/cart', assign });
    await request(schema, 'http://x/a', {
      fetch: respond(jsonResponse({ errors: [{ code: 'unauthorized' }] }, 401)),
      backoffMs: noWait,
    }).catch(() => undefined);
    expect(assign).toHaveBeenCalledWith('/login');
    assign.mockClear();
    vi.stubGlobal('location', { pathname: '/login', assign });
    await request(schema, 'http://x/a', {
      fetch: respond(jsonResponse({ errors: [{ code: 'unauthorized' }] }, 401)),
      backoffMs: noWait,
    }).catch(() => undefined);
    expect(assign).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('rejects a malformed 2xx answer naming the field, without retrying', async () => {
    const fetch = respond(jsonResponse({ ok: 'yes' }));
    const error = await request(schema, 'http://x/a', { fetch, backoffMs: noWait }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MalformedResponseError);
    expect((error as Error).message).toContain('ok');
    expect(fetch.mock.calls.length).toBe(1);
  });

  it('times out a hanging attempt and retries', async () => {
    let calls = 0;
    const fetch: FetchLike = (_url, init) => {
      calls++;
      if (calls < 3) {
        return new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        });
      }
      return Promise.resolve(jsonResponse({ ok: true }));
    };
    await expect(request(schema, 'http://x/a', { fetch, timeoutMs: 20, backoffMs: noWait })).resolves.toEqual({
      ok: true,
    });
    expect(calls).toBe(3);
  });

  it('encodes query, JSON and form bodies', async () => {
    const seen: { url: string; init: RequestInit | undefined }[] = [];
    const fetch: FetchLike = (url, init) => {
      seen.push({ url, init });
      return Promise.resolve(jsonResponse({ ok: true }));
    };
    const { buildUrl } = await import('../../../src/shared/api/request.ts');
    await request(schema, buildUrl('http://x/base/', '/v1/a', { slug: 'demo', page: 2, skip: undefined }), {
      fetch,
      method: 'POST',
      body: { a: 1 },
    });
    await request(schema, 'http://x/f', { fetch, method: 'POST', body: { email: 'a@b.c', zip: 12345 }, form: true });
    expect(seen[0]?.url).toBe('http://x/base/v1/a?slug=demo&page=2');
    expect(seen[0]?.init?.body).toBe('{"a":1}');
    expect(seen[1]?.init?.body).toBe('email=a%40b.c&zip=12345');
    expect((seen[1]?.init?.headers as Record<string, string>)['content-type']).toBe(
      'application/x-www-form-urlencoded',
    );
  });
});
