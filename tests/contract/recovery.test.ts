import { describe, expect, it } from 'vitest';
import {
  RECOVERY_INVALID_EMAIL_MESSAGE,
  RECOVERY_NOT_FOUND_MESSAGE,
  RECOVERY_UNKNOWN_MARKER,
} from '../../scripts/sandbox/checkout/magic.ts';
import { createRecoveryApi } from '../../src/features/after-purchase/api/recovery.ts';
import { useSandbox } from './sandbox.ts';

const sb = useSandbox();
const recover = async (query: string) => {
  const res = await sb.call(`/recovery/v1/orders/recover?${query}`, { method: 'POST' });
  return {
    status: res.status,
    body: (await res.json()) as { success: boolean; error?: string; errors?: { source?: { parameter?: string } }[] },
  };
};
const requests = () => sb.sandbox.db.prepare('SELECT email, slug FROM rec_requests').all();

describe('order recovery', () => {
  it('accepts a valid email and records the request', async () => {
    const res = await recover('email=fan%40example.com&slug=demo');
    expect(res).toEqual({ status: 200, body: { success: true } });
    expect(requests()).toEqual([{ email: 'fan@example.com', slug: 'demo' }]);
  });

  it('answers the designated address with the server message as `error`', async () => {
    const res = await recover(`email=${RECOVERY_UNKNOWN_MARKER}%40example.com&slug=demo`);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, error: RECOVERY_NOT_FOUND_MESSAGE });
    expect(requests()).toEqual([]);
  });

  it('refuses bad input naming the parameter', async () => {
    const bad = await recover('email=not-an-email&slug=demo');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(RECOVERY_INVALID_EMAIL_MESSAGE);
    expect(bad.body.errors?.[0]?.source?.parameter).toBe('email');
    expect((await recover('email=a%40b.co')).body.errors?.[0]?.source?.parameter).toBe('slug');
    expect((await recover('email=a%40b.co&slug=nowhere')).status).toBe(404);
  });

  it('maps both outcomes through the data layer without retrying a refusal', async () => {
    let calls = 0;
    const api = createRecoveryApi({
      baseUrl: sb.hosts.recovery,
      fetch: (input, init) => {
        calls += 1;
        return fetch(input, init);
      },
    });
    expect(await api.recoverOrders('fan@example.com', 'demo')).toEqual({ ok: true });
    expect(await api.recoverOrders(`${RECOVERY_UNKNOWN_MARKER}@example.com`, 'demo')).toEqual({
      ok: false,
      message: RECOVERY_NOT_FOUND_MESSAGE,
    });
    expect(calls).toBe(2);
  });
});
