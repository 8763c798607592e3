/**
 * What the buyer typed into a checkout, kept per checkout id in sessionStorage (issue 13, "Nothing typed
 * is lost"): the contact and address fields, whether they were the confirmed address, and the chosen
 * payment method. A reload, Back then Forward, or a new checkout for changed cart lines restores them
 * before the form is shown. Card data is never part of it: the record holds exactly the delivery form's
 * fields, and reading parses it with a schema that drops anything else. Anything corrupt, foreign or
 * written for another checkout id reads as no draft.
 */
import { z } from 'zod';
import { FORM_FIELDS, type DeliveryForm } from '../domain/form.ts';
import { CHECKOUT_METHODS, type CheckoutMethod } from '../domain/payment-rules.ts';
import { parseJson } from '../../../shared/parse-json.ts';

export const DRAFT_KEY_PREFIX = 'sf_checkout_draft_';
const ID = /^[A-Za-z0-9_-]{1,100}$/;
const VERSION = 1;

export interface CheckoutDraft {
  form: DeliveryForm;
  /** The form was the confirmed address ('Deliver to this address' answered) when last written. */
  confirmed: boolean;
  method: CheckoutMethod | null;
}

const text = z.string().max(500);
const formSchema = z.object({
  email: text,
  firstname: text,
  lastname: text,
  address: text,
  address2: text,
  city: text,
  state: text,
  zip: text,
  country: text,
  phone: text,
}) satisfies z.ZodType<DeliveryForm>;
const recordSchema = z.object({
  v: z.literal(VERSION),
  checkoutId: z.string().regex(ID),
  form: formSchema,
  confirmed: z.boolean(),
  method: z.enum(CHECKOUT_METHODS).nullable(),
});

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** sessionStorage, or null where it is missing or disabled (the checkout then simply keeps nothing). */
function browserStorage(): DraftStorage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The storage key of a checkout's draft, or null for an id that is not a checkout id. */
export function draftKey(checkoutId: string): string | null {
  return ID.test(checkoutId) ? `${DRAFT_KEY_PREFIX}${checkoutId}` : null;
}

/** The draft stored for `checkoutId`, or null when absent, corrupt, foreign or another checkout's. */
export function readDraft(checkoutId: string, storage = browserStorage()): CheckoutDraft | null {
  const key = draftKey(checkoutId);
  if (key === null || storage === null) return null;
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return null;
  }
  const record = parseJson(recordSchema, raw);
  if (record?.checkoutId !== checkoutId) return null;
  return { form: record.form, confirmed: record.confirmed, method: record.method };
}

/** Stores the draft; only the delivery form's own fields are written, whatever else `draft.form` holds. */
export function saveDraft(checkoutId: string, draft: CheckoutDraft, storage = browserStorage()): void {
  const key = draftKey(checkoutId);
  if (key === null || storage === null) return;
  const form = Object.fromEntries(FORM_FIELDS.map((f) => [f, draft.form[f]]));
  try {
    storage.setItem(
      key,
      JSON.stringify({ v: VERSION, checkoutId, form, confirmed: draft.confirmed, method: draft.method }),
    );
  } catch {
    // Storage full or disabled: the draft is a convenience, the checkout works without it.
  }
}

export function forgetDraft(checkoutId: string, storage = browserStorage()): void {
  const key = draftKey(checkoutId);
  if (key === null || storage === null) return;
  try {
    storage.removeItem(key);
  } catch {
    // Nothing stored can be cleared from a disabled storage.
  }
}

/**
 * The cart replaced its checkout with a new one (changed lines): what was typed moves to the new id. The
 * new checkout holds no confirmed address, so the moved form is not a confirmed one.
 */
export function carryDraft(fromId: string, toId: string, storage = browserStorage()): void {
  if (fromId === toId) return;
  const draft = readDraft(fromId, storage);
  if (draft === null) return;
  saveDraft(toId, { ...draft, confirmed: false }, storage);
  forgetDraft(fromId, storage);
}
