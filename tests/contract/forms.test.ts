import { describe, expect, it } from 'vitest';
import { createFormsApi } from '../../src/features/support/api/forms.ts';
import { ApiErrorsError } from '../../src/shared/api/request.ts';
import { useSandbox } from './sandbox.ts';

const sb = useSandbox();

interface ErrorsBody {
  errors: { code: string; detail?: string; source?: { pointer?: string } }[];
}

const subscribe = (body: unknown, raw?: string) =>
  sb.call('/forms/v1/subscribe', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: raw ?? JSON.stringify(body),
  });

async function subscriptions(): Promise<Record<string, unknown>[]> {
  const res = await sb.call('/_sandbox/records?table=subscriptions');
  return ((await res.json()) as { records: Record<string, unknown>[] }).records;
}

const FAN = { email: 'fan@example.com', storeSlug: 'demo', source: 'newsletter' };

describe('forms: subscribe', () => {
  it('subscribes with 201, then answers 200 alreadySubscribed for a repeat (any case)', async () => {
    const first = await subscribe(FAN);
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ subscribed: true, alreadySubscribed: false });
    const again = await subscribe({ ...FAN, email: '  FAN@Example.com ' });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ subscribed: true, alreadySubscribed: true });
    expect(await subscriptions()).toMatchObject([{ store: 'demo', email: 'fan@example.com', source: 'newsletter' }]);
  });

  it('keeps newsletter and get-notified lists, and stores, apart', async () => {
    expect((await subscribe(FAN)).status).toBe(201);
    expect((await subscribe({ ...FAN, source: 'getnotified' })).status).toBe(201);
    expect((await subscribe({ ...FAN, storeSlug: 'big' })).status).toBe(201);
    expect(await subscriptions()).toHaveLength(3);
  });

  it('rejects bad input naming the field, and stores nothing', async () => {
    const cases: [unknown, number, string][] = [
      [{ ...FAN, email: 'not-an-email' }, 400, '/email'],
      [{ storeSlug: 'demo', source: 'newsletter' }, 400, '/email'],
      [{ ...FAN, email: 42 }, 400, '/email'],
      [{ email: FAN.email, source: 'newsletter' }, 400, '/storeSlug'],
      [{ email: FAN.email, storeSlug: 'demo' }, 400, '/source'],
      [{ ...FAN, source: 'sms' }, 400, '/source'],
      [{ ...FAN, storeSlug: 'nosuch' }, 404, '/storeSlug'],
    ];
    for (const [body, status, pointer] of cases) {
      const res = await subscribe(body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(((await res.json()) as ErrorsBody).errors.map((e) => e.source?.pointer)).toContain(pointer);
    }
    const invalid = (await (await subscribe({ ...FAN, email: 'x@' })).json()) as ErrorsBody;
    expect(invalid.errors[0]?.detail).toBe('email: Please enter a valid email');
    const malformed = await subscribe(undefined, '{"email":');
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as ErrorsBody).errors[0]?.code).toBe('malformed_json');
    expect(await subscriptions()).toEqual([]);
  });

  it('forgets subscriptions on reset', async () => {
    await subscribe(FAN);
    await sb.call('/_sandbox/reset', { method: 'POST' });
    expect(await subscriptions()).toEqual([]);
    expect((await subscribe(FAN)).status).toBe(201);
  });
});

describe('forms data layer against the sandbox', () => {
  const api = () => createFormsApi({ baseUrl: sb.hosts.forms, backoffMs: () => 0 });

  it('subscribes, reports a repeat, and throws the errors list for an unknown store', async () => {
    expect(await api().subscribe({ email: 'a@example.com', storeSlug: 'demo', source: 'getnotified' })).toEqual({
      subscribed: true,
      alreadySubscribed: false,
    });
    expect(
      (await api().subscribe({ email: 'A@example.com', storeSlug: 'demo', source: 'getnotified' })).alreadySubscribed,
    ).toBe(true);
    const error = await api()
      .subscribe({ email: 'a@example.com', storeSlug: 'nosuch', source: 'newsletter' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiErrorsError);
    expect((error as ApiErrorsError).status).toBe(404);
  });

  it('survives a response lost on the way back: the retry reports the subscription as existing', async () => {
    await sb.fault({ host: 'forms', path: '/v1/subscribe', mode: 'drop' });
    const answer = await api().subscribe({ email: 'b@example.com', storeSlug: 'demo', source: 'newsletter' });
    expect(answer.alreadySubscribed).toBe(true);
    expect(await subscriptions()).toHaveLength(1);
  });
});
