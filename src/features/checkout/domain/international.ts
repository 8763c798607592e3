/**
 * The international path (checkout.md §1, §5, §9; issue 13). The checkout is for the United States; a
 * buyer elsewhere is told more steps are needed and a button carries them to the main host's step for
 * international delivery: express_checkout (§7) with the cart, the checkout's currency (prices stay in
 * the buyer's currency) and the typed address as JSON in `shipping`. Pure: the store sequences it.
 */
import type { Checkout } from '../api/checkout-schemas.ts';
import { buildExpressCheckoutUrl } from '../api/express.ts';
import type { DeliveryForm, FormErrors } from './form.ts';
import { FORM_MESSAGES } from './texts.ts';

/** Where the international step lives and what it needs to know about this store. */
export interface InternationalTarget {
  mainUrl: string;
  storeId: string;
  storeUrl: string;
}

/** §9: the address fields of the redirect need a length over 1. */
export const REDIRECT_ADDRESS_FIELDS = ['address', 'city', 'zip'] as const;
export const REDIRECT_FIELD_MIN_LENGTH = 2;

/** A message for each redirect address field that is too short (the form's own messages). */
export function redirectAddressErrors(form: DeliveryForm): FormErrors {
  const errors: FormErrors = {};
  for (const field of REDIRECT_ADDRESS_FIELDS) {
    if (form[field].trim().length < REDIRECT_FIELD_MIN_LENGTH) errors[field] = FORM_MESSAGES[field];
  }
  return errors;
}

/** The address as the international step reads it; optional parts only when typed. */
export function shippingAddress(form: DeliveryForm): Record<string, string> {
  const optional = (key: string, value: string) => (value.trim().length > 1 ? { [key]: value.trim() } : {});
  return {
    firstName: form.firstname.trim(),
    lastName: form.lastname.trim(),
    email: form.email.trim(),
    ...optional('phone', form.phone),
    address1: form.address.trim(),
    ...optional('address2', form.address2),
    city: form.city.trim(),
    ...optional('state', form.state),
    zip: form.zip.trim(),
    countryCode: form.country,
  };
}

/** The international step's URL for this checkout and the typed address. */
export function internationalUrl(
  target: InternationalTarget,
  checkout: Pick<Checkout, 'currency' | 'lineItems'>,
  form: DeliveryForm,
  locale: string,
): string {
  return buildExpressCheckoutUrl(target.mainUrl, {
    currency: checkout.currency,
    locale,
    paymentMethod: 'stripe',
    skus: checkout.lineItems.map((l) => ({ sku: l.sku, quantity: l.quantity })),
    storeId: target.storeId,
    storeUrl: target.storeUrl,
    contentIds: [...new Set(checkout.lineItems.map((l) => l.teespringID))],
    shipping: JSON.stringify(shippingAddress(form)),
  });
}
