/**
 * checkout-draft (issue 13, "Nothing typed is lost"): the typed contact and address fields and the chosen
 * method, kept per checkout id in sessionStorage; never card data; anything corrupt, foreign or another
 * checkout's reads as no draft.
 */
import { describe, expect, it } from 'vitest';
import type { DeliveryForm } from '../../../src/features/checkout/domain/form.ts';
import {
  carryDraft,
  forgetDraft,
  readDraft,
  saveDraft,
  type CheckoutDraft,
} from '../../../src/features/checkout/stores/checkout-draft.ts';

const FORM: DeliveryForm = {
  email: 'ada@example.com',
  firstname: 'Ada',
  lastname: 'Lovelace',
  address: '1 Main St',
  address2: 'Apt 2',
  city: 'Springfield',
  state: 'CA',
  zip: '94105',
  country: 'US',
  phone: '415 555 0100',
};
const DRAFT: CheckoutDraft = { form: FORM, confirmed: false, method: 'paypal' };

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => {
      items.set(k, v);
    },
    removeItem: (k: string) => {
      items.delete(k);
    },
  };
}

describe('checkout draft', () => {
  it('keeps the typed fields and the method per checkout id', () => {
    const storage = memoryStorage();
    saveDraft('co_1', DRAFT, storage);
    expect(readDraft('co_1', storage)).toEqual(DRAFT);
    expect([...storage.items.keys()]).toEqual(['sf_checkout_draft_co_1']);
  });

  it('does not leak into another checkout id', () => {
    const storage = memoryStorage();
    saveDraft('co_1', DRAFT, storage);
    expect(readDraft('co_2', storage)).toBeNull();
    // Another checkout's record copied under this id's key is not this checkout's draft.
    storage.setItem('sf_checkout_draft_co_2', storage.getItem('sf_checkout_draft_co_1') ?? '');
    expect(readDraft('co_2', storage)).toBeNull();
  });

  it('never stores card data, even when the form object carries some', () => {
    const storage = memoryStorage();
    const withCard = { ...FORM, cardNumber: '4242424242424242', expiry: '12 / 34', cvc: '123' };
    saveDraft('co_1', { ...DRAFT, form: withCard }, storage);
    const raw = storage.getItem('sf_checkout_draft_co_1') ?? '';
    expect(raw).not.toMatch(/4242|cvc|expiry|cardNumber|12 \/ 34/);
    expect(readDraft('co_1', storage)?.form).toEqual(FORM);
  });

  it.each([
    ['not JSON', '{"v":1,'],
    ['JSON of another shape', '{"hello":"world"}'],
    ['an array', '[1,2,3]'],
    ['another version', JSON.stringify({ v: 2, checkoutId: 'co_1', form: FORM, confirmed: false, method: null })],
    [
      'a form with a missing field',
      JSON.stringify({ v: 1, checkoutId: 'co_1', form: { email: 'a@b.co' }, confirmed: false, method: null }),
    ],
    [
      'a field that is not text',
      JSON.stringify({ v: 1, checkoutId: 'co_1', form: { ...FORM, zip: 94105 }, confirmed: false, method: null }),
    ],
    ['an unknown method', JSON.stringify({ v: 1, checkoutId: 'co_1', form: FORM, confirmed: false, method: 'cash' })],
    ['null', 'null'],
  ])('ignores %s', (_, raw) => {
    const storage = memoryStorage();
    storage.setItem('sf_checkout_draft_co_1', raw);
    expect(readDraft('co_1', storage)).toBeNull();
  });

  it('an id that is not a checkout id reads and writes nothing', () => {
    const storage = memoryStorage();
    saveDraft('../co 1', DRAFT, storage);
    expect(storage.items.size).toBe(0);
    expect(readDraft('../co 1', storage)).toBeNull();
  });

  it('storage that throws or is missing keeps nothing and does not fail', () => {
    const failing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => saveDraft('co_1', DRAFT, failing)).not.toThrow();
    expect(readDraft('co_1', failing)).toBeNull();
    expect(() => forgetDraft('co_1', failing)).not.toThrow();
    // The unit project runs in node: no sessionStorage at all.
    expect(readDraft('co_1')).toBeNull();
    expect(() => saveDraft('co_1', DRAFT)).not.toThrow();
  });

  it('forgets a checkout’s draft', () => {
    const storage = memoryStorage();
    saveDraft('co_1', DRAFT, storage);
    saveDraft('co_2', DRAFT, storage);
    forgetDraft('co_1', storage);
    expect(readDraft('co_1', storage)).toBeNull();
    expect(readDraft('co_2', storage)).toEqual(DRAFT);
  });

  it('carries what was typed to the checkout that replaces this one, as not yet confirmed', () => {
    const storage = memoryStorage();
    saveDraft('co_1', { ...DRAFT, confirmed: true }, storage);
    carryDraft('co_1', 'co_2', storage);
    expect(readDraft('co_2', storage)).toEqual({ ...DRAFT, confirmed: false });
    expect(readDraft('co_1', storage)).toBeNull();
    carryDraft('co_2', 'co_2', storage);
    expect(readDraft('co_2', storage)).toEqual({ ...DRAFT, confirmed: false });
    carryDraft('co_9', 'co_3', storage);
    expect(readDraft('co_3', storage)).toBeNull();
  });
});
