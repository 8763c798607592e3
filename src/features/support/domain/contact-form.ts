/**
 * The contact form (checkout.md §2 Track, recover, contact; §5 messages): its fields, the reasons offered,
 * and the validation run on change and on submit. Nothing is sent: a valid form goes to /contact-success.
 */
import { isPlausibleEmail } from '../../../shared/email.ts';
import { contact } from '../../../shared/messages/en/contact.ts';

export const CONTACT_SUCCESS_PATH = '/contact-success';

export const CONTACT_FIELDS = ['orderNumber', 'email', 'fullName', 'reason', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

/** The spec's messages, exactly (checkout.md §5): the English catalogue's. */
export const CONTACT_MESSAGES: Record<ContactField, string> = contact.messages;

export const CONTACT_LABELS: Record<ContactField, string> = contact.labels;

/** The select's choices: what shoppers of print-on-demand merch write to support about. */
export const CONTACT_REASONS = [
  { value: 'order-status', label: contact.reasons['order-status'] },
  { value: 'change-order', label: contact.reasons['change-order'] },
  { value: 'return', label: contact.reasons.return },
  { value: 'damaged', label: contact.reasons.damaged },
  { value: 'payment', label: contact.reasons.payment },
  { value: 'other', label: contact.reasons.other },
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
export function contactFieldError(
  field: ContactField,
  value: string,
  messages: Readonly<Record<ContactField, string>> = CONTACT_MESSAGES,
): string | null {
  const text = value.trim();
  const ok =
    field === 'email'
      ? isPlausibleEmail(text)
      : field === 'reason'
        ? REASON_VALUES.includes(text)
        : text !== '' && text.length <= CONTACT_MAX_LENGTH[field];
  return ok ? null : messages[field];
}

/** Every field's message; empty when the form may be submitted. */
export function validateContact(
  values: ContactValues,
  messages: Readonly<Record<ContactField, string>> = CONTACT_MESSAGES,
): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const message = contactFieldError(field, values[field], messages);
    if (message !== null) errors[field] = message;
  }
  return errors;
}

/** The first field with an error, in the form's order (it gets the focus on a failed submit). */
export function firstInvalidField(errors: ContactErrors): ContactField | null {
  return CONTACT_FIELDS.find((f) => errors[f] !== undefined) ?? null;
}
