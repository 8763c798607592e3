/**
 * The contact form (checkout.md §2 Track, recover, contact; §5 messages): its fields, the reasons offered,
 * and the validation run on change and on submit. Nothing is sent: a valid form goes to /contact-success.
 */
import { isPlausibleEmail } from '../../../shared/email.ts';

export const CONTACT_SUCCESS_PATH = '/contact-success';

export const CONTACT_FIELDS = ['orderNumber', 'email', 'fullName', 'reason', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

/** The spec's messages, exactly (checkout.md §5). */
export const CONTACT_MESSAGES: Record<ContactField, string> = {
  orderNumber: 'Please enter your order number',
  email: 'Please enter a valid email',
  fullName: 'Please enter your full name',
  reason: 'Please select the reason for your contact',
  message: 'Please tell us why you are contacting us',
};

export const CONTACT_LABELS: Record<ContactField, string> = {
  orderNumber: 'Order number',
  email: 'Email address',
  fullName: 'Full name',
  reason: 'Reason for contact',
  message: 'Message',
};

/** The select's choices: what shoppers of print-on-demand merch write to support about. */
export const CONTACT_REASONS = [
  { value: 'order-status', label: 'Where is my order?' },
  { value: 'change-order', label: 'Change or cancel my order' },
  { value: 'return', label: 'Return or exchange' },
  { value: 'damaged', label: 'Damaged or wrong item' },
  { value: 'payment', label: 'Billing or payment' },
  { value: 'other', label: 'Something else' },
] as const;
const REASON_VALUES: readonly string[] = CONTACT_REASONS.map((r) => r.value);

/** Upper bounds, so a pasted novel cannot grow the page without end. */
export const CONTACT_MAX_LENGTH: Record<ContactField, number> = {
  orderNumber: 40,
  email: 254,
  fullName: 100,
  reason: 20,
  message: 2000,
};

export const EMPTY_CONTACT: ContactValues = { orderNumber: '', email: '', fullName: '', reason: '', message: '' };

/** The message for one field's value, or null when it is valid. */
export function contactFieldError(field: ContactField, value: string): string | null {
  const text = value.trim();
  const ok =
    field === 'email'
      ? isPlausibleEmail(text)
      : field === 'reason'
        ? REASON_VALUES.includes(text)
        : text !== '' && text.length <= CONTACT_MAX_LENGTH[field];
  return ok ? null : CONTACT_MESSAGES[field];
}

/** Every field's message; empty when the form may be submitted. */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const message = contactFieldError(field, values[field]);
    if (message !== null) errors[field] = message;
  }
  return errors;
}

/** The first field with an error, in the form's order (it gets the focus on a failed submit). */
export function firstInvalidField(errors: ContactErrors): ContactField | null {
  return CONTACT_FIELDS.find((f) => errors[f] !== undefined) ?? null;
}
