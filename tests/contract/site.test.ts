import { describe, expect, it } from 'vitest';
import { createSiteApi, type PreorderFormInput } from '../../src/features/catalog/api/site.ts';
import { useSandbox } from './sandbox.ts';

const sb = useSandbox();

interface ErrorsBody {
  errors: { code: string; detail?: string; source?: { pointer?: string; parameter?: string } }[];
}

const FORM: Record<string, string> = {
  email: 'fan@example.com',
  fullname: 'Ada Lovelace',
  country: 'US',
  street: '1 Main St',
  street2: '',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  colorId: '101',
  sizeId: '3',
};

const postJson = (path: string, body: unknown, raw?: string) =>
  sb.call(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: raw ?? JSON.stringify(body) });

const postForm = (fields: Record<string, string>) =>
  sb.call('/site/', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

async function records(table: string): Promise<Record<string, unknown>[]> {
  const res = await sb.call(`/_sandbox/records?table=${table}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { records: Record<string, unknown>[] }).records;
}

async function pointers(res: Response): Promise<string[]> {
  return ((await res.json()) as ErrorsBody).errors.map((e) => e.source?.pointer ?? '');
}

describe('site root: viewed campaign', () => {
  it('records a campaign view with its referrer and get_vars, answering 201', async () => {
    const res = await postJson('/site/tracking/viewed_campaign', {
      campaign_id: 'cmp_42',
      referrer: 'https://instagram.example/',
      get_vars: { utm_source: 'ig', aid: 'partner-1' },
    });
    expect(res.status).toBe(201);
    expect(await records('campaign_views')).toMatchObject([
      {
        campaign_id: 'cmp_42',
        referrer: 'https://instagram.example/',
        get_vars: { utm_source: 'ig', aid: 'partner-1' },
      },
    ]);
  });

  it('takes a numeric campaign id and no referrer or get_vars', async () => {
    expect((await postJson('/site/tracking/viewed_campaign', { campaign_id: 7 })).status).toBe(201);
    expect(await records('campaign_views')).toMatchObject([{ campaign_id: '7', referrer: '', get_vars: null }]);
  });

  it('rejects bad input naming the field, and records nothing', async () => {
    const cases: [unknown, string][] = [
      [{ referrer: 'x' }, '/campaign_id'],
      [{ campaign_id: '' }, '/campaign_id'],
      [{ campaign_id: true }, '/campaign_id'],
      [{ campaign_id: 'c', referrer: 5 }, '/referrer'],
      [{ campaign_id: 'c', get_vars: ['a'] }, '/get_vars'],
      [{ campaign_id: 'c', get_vars: { n: 1 } }, '/get_vars/n'],
      [{ campaign_id: 'c', get_vars: { product: '9' } }, '/get_vars/product'],
    ];
    for (const [body, pointer] of cases) {
      const res = await postJson('/site/tracking/viewed_campaign', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await pointers(res)).toContain(pointer);
    }
    const malformed = await postJson('/site/tracking/viewed_campaign', undefined, '{"campaign_id":');
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as ErrorsBody).errors[0]?.code).toBe('malformed_json');
    expect(await records('campaign_views')).toEqual([]);
  });
});

describe('site root: pre-order form', () => {
  it('stores a valid url-encoded pre-order, answering 201', async () => {
    const res = await postForm({ ...FORM, street2: 'Apt 4' });
    expect(res.status).toBe(201);
    expect(await records('pre_orders')).toMatchObject([
      {
        email: 'fan@example.com',
        fullname: 'Ada Lovelace',
        street2: 'Apt 4',
        zip: '62701',
        color_id: '101',
        size_id: '3',
      },
    ]);
  });

  it('names each missing required field with the spec message', async () => {
    const res = await postForm({ colorId: '1', sizeId: '2' });
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorsBody;
    const byField = Object.fromEntries(
      body.errors.map((e): [string, string] => [e.source?.pointer ?? '', e.detail ?? '']),
    );
    expect(byField).toEqual({
      '/email': 'email: Please enter a valid email',
      '/fullname': 'fullname: Please enter your full name',
      '/country': 'country: Please select your country',
      '/street': 'street: Please enter your street address',
      '/city': 'city: Please enter your city',
      '/state': 'state: Please select your state',
      '/zip': 'zip: Please enter your zipcode',
    });
  });

  it('wants a zip of exactly 5 characters, a valid email and the variant', async () => {
    for (const [field, value] of [
      ['zip', '1234'],
      ['zip', '123456'],
      ['email', 'fan@'],
      ['colorId', ''],
      ['sizeId', ''],
    ] as const) {
      const res = await postForm({ ...FORM, [field]: value });
      expect(res.status, `${field}=${value}`).toBe(400);
      expect(await pointers(res)).toEqual([`/${field}`]);
    }
    const zip = await postForm({ ...FORM, zip: '1234' });
    expect(((await zip.json()) as ErrorsBody).errors[0]?.detail).toBe('zip: Please enter a valid zipcode');
    expect(await records('pre_orders')).toEqual([]);
  });

  it('accepts the same form as JSON and rejects wrong types', async () => {
    expect((await postJson('/site/', FORM)).status).toBe(201);
    const res = await postJson('/site/', { ...FORM, zip: 62701 });
    expect(res.status).toBe(400);
    expect(await pointers(res)).toEqual(['/zip']);
  });
});

describe('sandbox records', () => {
  it('answers 400 naming the table for an unknown one, and empties on reset', async () => {
    const res = await sb.call('/_sandbox/records?table=sqlite_master');
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorsBody).errors[0]?.source?.parameter).toBe('table');
    await postForm(FORM);
    expect(await records('pre_orders')).toHaveLength(1);
    await sb.call('/_sandbox/reset', { method: 'POST' });
    expect(await records('pre_orders')).toEqual([]);
  });
});

describe('site data layer against the sandbox', () => {
  const api = () => createSiteApi({ baseUrl: sb.hosts.site, backoffMs: () => 0 });

  it('tracks a campaign view and submits a pre-order', async () => {
    await api().trackViewedCampaign({ campaignId: 'cmp_1', referrer: 'r', getVars: { utm_source: 'tt' } });
    expect(await records('campaign_views')).toMatchObject([{ campaign_id: 'cmp_1', get_vars: { utm_source: 'tt' } }]);
    await api().submitPreorder(FORM as PreorderFormInput);
    expect(await records('pre_orders')).toHaveLength(1);
  });
});
