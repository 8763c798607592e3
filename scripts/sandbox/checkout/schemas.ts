/** Request bodies and stored documents of the checkout and payment hosts (sandbox side). */
import { z } from 'zod';
import { CURRENCIES } from '../catalog.ts';
import { PAYMENT_METHODS, PLATFORMS, submitRequestSchema } from '../contracts/checkout.ts';
import { SHIPPING_METHODS as DELIVERY_KINDS } from '../contracts/orders.ts';

// The spec's names, as the sandbox's contracts write them.
export { DELIVERY_KINDS, PAYMENT_METHODS, PLATFORMS };
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type Platform = (typeof PLATFORMS)[number];
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];
/** The storefront's option ids, accepted as synonyms of the kinds. */
export const DELIVERY_OPTION_IDS = {
  fullStandardCost: 'standard',
  fullRushCost: 'rush',
  fullSuperRushCost: 'super_rush',
} as const;

/** checkout.md §4: card, afterpay and the wallets go to the card provider; anything else is PayPal. */
export function platformOf(method: PaymentMethod): Platform {
  return method === 'paypal' ? 'paypal' : 'stripe';
}

const text = (max = 200) => z.string().trim().min(1).max(max);

export const addressSchema = z.object({
  address1: text(),
  address2: z.string().max(200).optional(),
  city: text(),
  state: z.string().max(100).optional(),
  stateCode: z.string().max(3).optional(),
  zip: text(20),
  country: z.string().max(100).optional(),
  countryCode: z.string().trim().toUpperCase().min(2).max(3),
});
export type Address = z.infer<typeof addressSchema>;

export const customerSchema = z.object({
  id: z.string().max(100).optional(),
  firstName: text(),
  lastName: text(),
  email: z.email(),
  phone: z.string().max(40).optional(),
  address: addressSchema.optional(),
});
export type Customer = z.infer<typeof customerSchema>;

const lineItemSchema = z.object({
  sku: text(),
  quantity: z.number().int().min(1).max(999),
  listingSlug: z.string().max(200).optional(),
});
export const currencySchema = z.enum(CURRENCIES);

export const createCheckoutBody = z.object({
  lineItems: z.array(lineItemSchema).min(1).max(50),
  storeSlug: text(),
  trafficSource: z.string().max(200).optional(),
  affiliate: z.string().max(200).optional(),
  currency: currencySchema.optional(),
});

export const checkoutQuery = z.object({ id: text(), storeSlug: text() });

const deliveryOptionInput = z
  .enum([...DELIVERY_KINDS, 'fullStandardCost', 'fullRushCost', 'fullSuperRushCost'])
  .transform((v): DeliveryKind =>
    v in DELIVERY_OPTION_IDS ? DELIVERY_OPTION_IDS[v as keyof typeof DELIVERY_OPTION_IDS] : (v as DeliveryKind),
  );

export const updateCheckoutBody = z.object({
  id: text(),
  data: z.object({
    storeSlug: text(),
    /** null or '' removes the code. */
    promoCode: z.string().trim().max(100).nullable().optional(),
    customer: customerSchema.optional(),
    deliveryOption: deliveryOptionInput.nullable().optional(),
    marketingOptIn: z.boolean().optional(),
    paymentMethod: z.enum(PAYMENT_METHODS).optional(),
  }),
});

export const applyPromoBody = z.object({
  id: text(),
  data: z.object({ storeSlug: text(), promoCode: text(100) }),
});

export const deliveryOptionsBody = z.object({
  id: text(),
  storeSlug: text(),
  stateCode: z.string().trim().toUpperCase().max(3),
  countryCode: z.string().trim().toUpperCase().min(2).max(3),
});

export const validateAddressBody = z.object({ address: addressSchema });

export const recalculateBody = z.object({
  storeSlug: text(),
  lineItems: z.array(lineItemSchema).max(200),
  currency: currencySchema.optional(),
});

/** POST /v1/checkout/submit: the sandbox's contract shape (contracts/checkout.ts). */
export const submitBody = submitRequestSchema;

/** What a checkout row's JSON document holds. */
export const storedCheckoutSchema = z.object({
  currency: currencySchema,
  lineItems: z.array(z.object({ sku: z.string(), quantity: z.number().int(), listingSlug: z.string().nullable() })),
  customer: customerSchema.nullable(),
  deliveryOption: z.enum(DELIVERY_KINDS).nullable(),
  promoCode: z.string().nullable(),
  marketingOptIn: z.boolean(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  trafficSource: z.string().nullable(),
  affiliate: z.string().nullable(),
  orderLookupNumber: z.string().nullable(),
  /** The order lookup number reserved when the checkout was created (payments carry it; the order gets it). */
  lookupNumber: z.string().nullable().default(null),
  orderNumber: z.number().int().nullable(),
  redirectUrl: z.string().nullable(),
  error: z.string().nullable(),
});
export type StoredCheckout = z.infer<typeof storedCheckoutSchema>;
