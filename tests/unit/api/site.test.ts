import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { type FetchLike } from '../../../src/shared/api/request.ts';
import {
  campaignGetVars,
  createSiteApi,
  preorderFormSchema,
  type PreorderFormInput,
} from '../../../src/features/catalog/api/site.ts';
import { callOf, fakeFetch, json } from './fake-fetch.ts';

const api = (fetch: FetchLike) => createSiteApi({ baseUrl: 'http://site.test/root', fetch, backoffMs: () => 0 });

const FORM: PreorderFormInput = {
  email: 'fan@example.com',
  fullname: 'Ada Lovelace',
  country: 'US',
  street: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  colorId: '101',
  sizeId: '3',
};

function messagesFor(input: Record<string, unknown>): Record<string, string[]> {
  const result = preorderFormSchema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

describe('campaignGetVars', () => {
  it('keeps every query parameter except product, size and variation', () => {
    const query = new URLSearchParams('utm_source=ig&product=5&size=2&variation=9&aid=x1&utm_source=tt');
    expect(campaignGetVars(query)).toEqual({ utm_source: 'tt', aid: 'x1' });
    expect(campaignGetVars(new URLSearchParams())).toEqual({});
  });
});

describe('preorderFormSchema', () => {
  it('accepts a complete form, street2 optional', () => {
    expect(preorderFormSchema.parse(FORM)).toEqual({ ...FORM, street2: '' });
  });

  it('names each missing field with the spec message', () => {
    expect(messagesFor({ colorId: '1', sizeId: '2' })).toEqual({
      email: ['Please enter a valid email'],
      fullname: ['Please enter your full name'],
      country: ['Please select your country'],
      street: ['Please enter your street address'],
      city: ['Please enter your city'],
      state: ['Please select your state'],
      zip: ['Please enter your zipcode'],
    });
  });

  it('wants a zip of exactly 5 characters and a valid email', () => {
    expect(messagesFor({ ...FORM, zip: '1234' })).toEqual({ zip: ['Please enter a valid zipcode'] });
    expect(messagesFor({ ...FORM, zip: '123456' })).toEqual({ zip: ['Please enter a valid zipcode'] });
    expect(messagesFor({ ...FORM, zip: '   ' })).toEqual({ zip: ['Please enter your zipcode'] });
    expect(messagesFor({ ...FORM, email: 'fan@' })).toEqual({ email: ['Please enter a valid email'] });
    expect(messagesFor({ ...FORM, fullname: '  ' })).toEqual({ fullname: ['Please enter your full name'] });
  });
});

describe('createSiteApi', () => {
  it('tracks a campaign view as JSON, with get_vars when there are any', async () => {
    const fetch = fakeFetch(json({ id: 1 }, 201), json({ id: 2 }, 201));
    await api(fetch).trackViewedCampaign({
      campaignId: 'cmp_1',
      referrer: 'https://ig.example/',
      getVars: { aid: 'x' },
    });
    await api(fetch).trackViewedCampaign({ campaignId: 'cmp_2', referrer: '', getVars: {} });
    const first = callOf(fetch, 0);
    expect(first.method).toBe('POST');
    expect(first.url.pathname).toBe('/root/tracking/viewed_campaign');
    expect(first.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(first.body)).toEqual({
      campaign_id: 'cmp_1',
      referrer: 'https://ig.example/',
      get_vars: { aid: 'x' },
    });
    expect(JSON.parse(callOf(fetch, 1).body)).toEqual({ campaign_id: 'cmp_2', referrer: '' });
  });

  it('refuses to track product parameters as campaign variables', async () => {
    const fetch = fakeFetch();
    await expect(
      api(fetch).trackViewedCampaign({ campaignId: 'c', referrer: '', getVars: { product: '1' } }),
    ).rejects.toBeInstanceOf(ZodError);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('submits the pre-order form url-encoded to the site root', async () => {
    const fetch = fakeFetch(json({ id: 1 }, 201));
    await api(fetch).submitPreorder({ ...FORM, street2: 'Apt 4' });
    const call = callOf(fetch);
    expect(call.method).toBe('POST');
    expect(call.url.pathname).toBe('/root/');
    expect(call.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(call.body))).toEqual({ ...FORM, street2: 'Apt 4' });
  });

  it('does not send an invalid pre-order form', async () => {
    const fetch = fakeFetch();
    const error = await api(fetch)
      .submitPreorder({ ...FORM, zip: '1' })
      .catch((e: unknown) => e);
    expect((error as ZodError).issues.map((i) => i.message)).toEqual(['Please enter a valid zipcode']);
    expect(fetch).not.toHaveBeenCalled();
  });
});
