import { describe, expect, it } from 'vitest';
import { createFlagsApi, flagsSchema, type Flags } from '../../src/shared/api/flags.ts';
import { STORE_FLAGS } from '../../scripts/sandbox/hosts/flags.ts';
import { useSandbox } from './sandbox.ts';

const sb = useSandbox();

/**
 * storefront.md §6 names showFanValidation and useCheckoutV2, and "a US-only checkout flag, a support flag,
 * and a collections feature flag" (names not shown: ours), plus the notification-banner flag of §1.
 */
const FLAG_NAMES = [
  'showFanValidation',
  'useCheckoutV2',
  'usHostedCheckout',
  'support',
  'collections',
  'notificationBanner',
] as const;

/** The client's fallback: the fan-validation notice is on unless turned off (§2), checkout v2 is off (§9). */
const FALLBACK_FLAGS = {
  showFanValidation: true,
  useCheckoutV2: false,
  usHostedCheckout: false,
  support: false,
  collections: false,
  notificationBanner: false,
};

interface ErrorsBody {
  errors: { code: string; detail?: string; source?: { parameter?: string; pointer?: string } }[];
}

async function flagsOf(store: string): Promise<Flags> {
  const res = await sb.call(`/flags/v1/flags?context=store:${store}`);
  expect(res.status).toBe(200);
  return flagsSchema.parse(await res.json()).flags;
}

function override(body: unknown, raw?: string): Promise<Response> {
  return sb.call('/_sandbox/flags', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: raw ?? JSON.stringify(body),
  });
}

describe('flags service', () => {
  it('answers every flag for every store, with the documented per-store defaults', async () => {
    for (const store of ['demo', 'minimal', 'gated', 'big'] as const) {
      const res = await sb.call(`/flags/v1/flags?context=store:${store}`);
      const raw = (await res.json()) as { flags: Record<string, unknown> };
      expect(Object.keys(raw.flags).sort()).toEqual([...FLAG_NAMES].sort());
      expect(raw.flags).toEqual(STORE_FLAGS[store]);
    }
    expect(await flagsOf('demo')).toMatchObject({ support: true, notificationBanner: true, collections: true });
    expect(await flagsOf('minimal')).toMatchObject({ support: false, notificationBanner: false, collections: false });
    expect((await flagsOf('demo')).useCheckoutV2).toBe(false);
  });

  it('accepts ?store= as well as ?context=store:, case-insensitively', async () => {
    const res = await sb.call('/flags/v1/flags?store=DEMO');
    expect(flagsSchema.parse(await res.json()).flags).toEqual(STORE_FLAGS.demo);
  });

  it('answers 400 naming the parameter without a store context, 404 for an unknown store', async () => {
    for (const [q, parameter] of [
      ['', 'context'],
      ['context=shop:demo', 'context'],
      ['context=store:', 'context'],
      ['store=', 'store'],
    ] as const) {
      const res = await sb.call(`/flags/v1/flags?${q}`);
      expect(res.status, q).toBe(400);
      expect(((await res.json()) as ErrorsBody).errors[0]?.source?.parameter).toBe(parameter);
    }
    const res = await sb.call('/flags/v1/flags?context=store:nosuch');
    expect(res.status).toBe(404);
    expect(((await res.json()) as ErrorsBody).errors[0]?.source?.parameter).toBe('context');
  });

  for (const name of FLAG_NAMES) {
    it(`flips ${name} both ways for one store only`, async () => {
      const initial = (await flagsOf('demo'))[name];
      const set = await override({ store: 'demo', flags: { [name]: !initial } });
      expect(set.status).toBe(200);
      expect(((await set.json()) as { flags: Flags }).flags[name]).toBe(!initial);
      expect((await flagsOf('demo'))[name]).toBe(!initial);
      expect(await flagsOf('minimal')).toEqual(STORE_FLAGS.minimal);
      await override({ store: 'demo', flags: { [name]: initial } });
      expect((await flagsOf('demo'))[name]).toBe(initial);
    });
  }

  it('keeps other flags when overriding one, and forgets overrides on reset', async () => {
    await override({ store: 'minimal', flags: { support: true, useCheckoutV2: true } });
    expect(await flagsOf('minimal')).toEqual({ ...STORE_FLAGS.minimal, support: true, useCheckoutV2: true });
    await sb.call('/_sandbox/reset', { method: 'POST' });
    expect(await flagsOf('minimal')).toEqual(STORE_FLAGS.minimal);
  });

  it('rejects a bad override naming the field', async () => {
    const cases: [unknown, number, string][] = [
      [{ flags: { support: true } }, 400, '/store'],
      [{ store: 'demo' }, 400, '/flags'],
      [{ store: 'demo', flags: { support: 'yes' } }, 400, '/flags/support'],
      [{ store: 'demo', flags: { bogus: true } }, 400, '/flags'],
      [{ store: 'nosuch', flags: {} }, 404, '/store'],
    ];
    for (const [body, status, pointer] of cases) {
      const res = await override(body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(((await res.json()) as ErrorsBody).errors[0]?.source?.pointer).toBe(pointer);
    }
    const bogus = (await (await override({ store: 'demo', flags: { bogus: true } })).json()) as ErrorsBody;
    expect(bogus.errors[0]?.detail).toContain('bogus');
    const malformed = await override(undefined, '{"store": "demo",');
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as ErrorsBody).errors[0]?.code).toBe('malformed_json');
    expect(await flagsOf('demo')).toEqual(STORE_FLAGS.demo);
  });
});

describe('flags data layer against the sandbox', () => {
  const api = () => createFlagsApi({ baseUrl: sb.hosts.flags, backoffMs: () => 0 });

  it('reads a store’s flags, overrides included', async () => {
    expect(await api().getFlags('demo')).toEqual(STORE_FLAGS.demo);
    await override({ store: 'demo', flags: { usHostedCheckout: false } });
    expect((await api().getFlags('demo')).usHostedCheckout).toBe(false);
  });

  it('answers the safe defaults for an unknown store or a failing service', async () => {
    expect(await api().getFlags('nosuch')).toEqual(FALLBACK_FLAGS);
    await sb.fault({ host: 'flags', path: '/v1/flags', mode: 'status', status: 500, count: 3 });
    expect(await api().getFlags('demo')).toEqual(FALLBACK_FLAGS);
  });
});
