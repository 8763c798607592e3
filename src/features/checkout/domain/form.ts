/**
 * The customer-details form (checkout.md §2, §5): its values, the validators run on every change and the
 * mapping to the checkout host's Customer. The phone rule (phone-format.ts) is passed in, so this module
 * stays light and the phone library loads on demand (phone.ts).
 */
import type { Customer } from '../api/checkout-schemas.ts';
import { isPlausibleEmail } from '../../../shared/email.ts';
import { FORM_MESSAGES, US_COUNTRY } from './texts.ts';

export const FORM_FIELDS = [
  'email',
  'firstname',
  'lastname',
  'address',
  'address2',
  'city',
  'state',
  'zip',
  'country',
  'phone',
] as const;
export type FormField = (typeof FORM_FIELDS)[number];
export type DeliveryForm = Record<FormField, string>;
export type FormErrors = Partial<Record<FormField, string>>;

export const EMPTY_FORM: DeliveryForm = {
  email: '',
  firstname: '',
  lastname: '',
  address: '',
  address2: '',
  city: '',
  state: '',
  zip: '',
  country: US_COUNTRY,
  phone: '',
};

export function isInternational(form: Pick<DeliveryForm, 'country'>): boolean {
  return form.country !== US_COUNTRY;
}

/** A phone number in international format, or null when it is not valid (phone-format.ts's formatPhone). */
export type PhoneFormat = (value: string) => string | null;

const blank = (v: string): boolean => v.trim() === '';

/**
 * The message of one field, or null when it is valid. `formatPhone` is null while the phone rule is still
 * loading: a non-blank phone then has no message until it can be checked.
 */
export function validateField(field: FormField, form: DeliveryForm, formatPhone: PhoneFormat | null): string | null {
  const value = form[field];
  switch (field) {
    case 'email':
      return isPlausibleEmail(value.trim()) ? null : FORM_MESSAGES.email;
    case 'firstname':
    case 'lastname':
    case 'address':
    case 'city':
      return blank(value) ? FORM_MESSAGES[field] : null;
    case 'zip':
      return !isInternational(form) && blank(value) ? FORM_MESSAGES.zip : null;
    case 'state':
      return !isInternational(form) && blank(value) ? FORM_MESSAGES.state : null;
    case 'country':
      return isInternational(form) ? FORM_MESSAGES.country : null;
    case 'phone':
      if (blank(value)) return FORM_MESSAGES.phone;
      if (formatPhone === null) return null;
      return formatPhone(value) === null ? FORM_MESSAGES.phoneInvalid : null;
    case 'address2':
      return null;
  }
}

export function validateForm(form: DeliveryForm, formatPhone: PhoneFormat): FormErrors {
  const errors: FormErrors = {};
  for (const field of FORM_FIELDS) {
    const message = validateField(field, form, formatPhone);
    if (message !== null) errors[field] = message;
  }
  return errors;
}

export function validateNameOnCard(name: string): string | null {
  return blank(name) ? FORM_MESSAGES.nameOnCard : null;
}

/** The customer the checkout host stores; `stateName` resolves a US state code to its name. */
export function toCustomer(
  form: DeliveryForm,
  stateName: (code: string) => string | undefined,
  formatPhone: PhoneFormat,
): Customer {
  const address2 = form.address2.trim();
  const stateCode = form.state.trim();
  return {
    firstName: form.firstname.trim(),
    lastName: form.lastname.trim(),
    email: form.email.trim(),
    phone: formatPhone(form.phone) ?? form.phone.trim(),
    address: {
      address1: form.address.trim(),
      ...(address2 === '' ? {} : { address2 }),
      city: form.city.trim(),
      ...(stateCode === '' ? {} : { stateCode, state: stateName(stateCode) ?? stateCode }),
      zip: form.zip.trim(),
      countryCode: form.country,
    },
  };
}

/** The form filled from a stored customer (a reload resumes the checkout). */
export function fromCustomer(customer: Customer | null): DeliveryForm {
  if (!customer) return EMPTY_FORM;
  const a = customer.address;
  return {
    email: customer.email,
    firstname: customer.firstName,
    lastname: customer.lastName,
    address: a?.address1 ?? '',
    address2: a?.address2 ?? '',
    city: a?.city ?? '',
    state: a?.stateCode ?? '',
    zip: a?.zip ?? '',
    country: a?.countryCode ?? US_COUNTRY,
    phone: customer.phone ?? '',
  };
}

/** The form with a (suggested) address from the validator applied. */
export function withAddress(form: DeliveryForm, address: NonNullable<Customer['address']>): DeliveryForm {
  return {
    ...form,
    address: address.address1,
    address2: address.address2 ?? '',
    city: address.city,
    state: address.stateCode ?? form.state,
    zip: address.zip,
    country: address.countryCode,
  };
}
