import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { createFormsApi } from '../../../src/features/support/api/forms.ts';
import { ApiErrorsError, type FetchLike } from '../../../src/shared/api/request.ts';
import { callOf, fakeFetch, json } from './fake-fetch.ts';

const api = (fetch: FetchLike) => createFormsApi({ baseUrl: 'http://forms.test', fetch, backoffMs: () => 0 });

describe('createFormsApi().subscribe', () => {
  it('posts the normalised email, store and source as JSON', async () => {
    const fetch = fakeFetch(json({ subscribed: true, alreadySubscribed: false }, 201));
    const answer = await api(fetch).subscribe({
      email: '  Fan@Example.COM ',
      storeSlug: 'Demo',
      source: 'getnotified',
    });
    expect(answer).toEqual({ subscribed: true, alreadySubscribed: false });
    const call = callOf(fetch);
    expect(call.method).toBe('POST');
    expect(call.url.pathname).toBe('/v1/subscribe');
    expect(call.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(call.body)).toEqual({ email: 'fan@example.com', storeSlug: 'demo', source: 'getnotified' });
  });

  it('reports a repeat subscription', async () => {
    const answer = await api(fakeFetch(json({ alreadySubscribed: true }))).subscribe({
      email: 'fan@example.com',
      storeSlug: 'demo',
      source: 'newsletter',
    });
    expect(answer).toEqual({ subscribed: true, alreadySubscribed: true });
  });

  it('rejects an invalid email with the spec message before any call', async () => {
    const fetch = fakeFetch();
    const error = await api(fetch)
      .subscribe({ email: 'not-an-email', storeSlug: 'demo', source: 'newsletter' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ZodError);
    expect((error as ZodError).issues[0]?.message).toBe('Please enter a valid email');
    expect((error as ZodError).issues[0]?.path).toEqual(['email']);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('throws the errors list of a 4xx answer', async () => {
    const errors = [{ code: 'not_found', source: { pointer: '/storeSlug' } }];
    const error = await api(fakeFetch(json({ errors }, 404)))
      .subscribe({ email: 'fan@example.com', storeSlug: 'nope', source: 'newsletter' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiErrorsError);
    expect((error as ApiErrorsError).errors).toEqual(errors);
  });
});
