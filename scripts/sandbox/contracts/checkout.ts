import { z } from 'zod';
import { addressSchema, isoDate, ORDER_CURRENCIES, orderMoneySchema as money, SHIPPING_METHODS } from './orders.ts';

/**
 * The checkout, payment, recovery and availability hosts' answers, written from spec checkout.md §3
 * (Checkout, Customer, Delivery option, Cart line item), §4 (checkout states created, pending, success,
 * completed, failure; payment state may be failed; payment methods and platforms), §7 (the calls; the
 * delivery quotes' name, cost.amount, deliveryEstimates early and late; recover answers success or error)
 * and storefront.md §7 (availability "Returns a count"). What the spec leaves out follows the sandbox.
 * Amounts are in cents (checkout.md §9: factor 100).
 */
export const CHECKOUT_STATES = ['created', 'pending', 'success', 'completed', 'failure'] as const;
/** §4: card, afterpay, google-pay, apple-pay and basic-card go to the card provider; anything else PayPal. */
export const PAYMENT_METHODS = ['card', 'afterpay', 'google-pay', 'apple-pay', 'basic-card', 'paypal'] as const;
export const PLATFORMS = ['stripe', 'paypal'] as const;
export const PAYMENT_STATES = ['pending', 'authorized', 'captured', 'failed', 'cancelled'] as const;
/** The order lookup numbers the checkout host hands out (the orders' lookupNumber). */
export const LOOKUP_NUMBER_PATTERN = /^SB[A-Z0-9]{8}$/;

const nullableText = z.string().nullable();

export const customerSchema = z.object({
  id: z.string().optional(),
  firstName: z.string().min(1),
  lastName: z.string().min(1),
  email: z.email(),
  phone: z.string().optional(),
  address: addressSchema.optional(),
});

export const paymentAnswerSchema = z.object({
  id: z.string().min(1),
  paymentToken: z.string().min(1),
  state: z.enum(PAYMENT_STATES),
  checkoutId: z.string().min(1),
  platform: z.enum(PLATFORMS),
  paymentMethod: z.enum(PAYMENT_METHODS),
  amount: money,
  meta: z.record(z.string(), z.unknown()),
});

export const checkoutAnswerSchema = z
  .object({
    id: z.string().min(1),
    storeSlug: z.string().min(1),
    state: z.enum(CHECKOUT_STATES),
    currency: z.enum(ORDER_CURRENCIES),
    platform: z.enum(PLATFORMS),
    paymentMethod: z.enum(PAYMENT_METHODS),
    paymentId: nullableText,
    payment: paymentAnswerSchema.nullable(),
    customer: customerSchema.nullable(),
    costs: z.object({ total: money, shipping: money, tax: money, discount: money, lineItems: money }),
    deliveryOption: z.enum(SHIPPING_METHODS).nullable(),
    promoCode: nullableText,
    marketingOptIn: z.boolean(),
    orderLookupNumber: nullableText,
    /** The order lookup number reserved for this checkout (payments carry it); orderLookupNumber once placed. */
    lookupNumber: z.string().regex(LOOKUP_NUMBER_PATTERN).nullable(),
    lineItems: z
      .array(
        z.object({
          sku: z.string().min(1),
          teespringID: z.string().min(1),
          quantity: z.number().int().min(1),
          title: z.string(),
          productType: z.string(),
          price: money,
        }),
      )
      .min(1),
    redirectUrl: nullableText,
    error: nullableText,
    created: isoDate,
    updated: isoDate,
  })
  .refine((c) => c.platform === (c.paymentMethod === 'paypal' ? 'paypal' : 'stripe'), {
    message: 'platform follows the payment method (checkout.md §4)',
    path: ['platform'],
  });

/** POST /deliveryOptions → data.attributes.quotes[{name, cost.amount, deliveryEstimates{early, late}}]. */
export const deliveryOptionsAnswerSchema = z.object({
  data: z.object({
    attributes: z.object({
      quotes: z
        .array(
          z.object({
            name: z.enum(SHIPPING_METHODS),
            cost: money,
            deliveryEstimates: z.object({ early: isoDate, late: isoDate }),
          }),
        )
        .min(1),
    }),
  }),
});

/*
 * Requests of the payment host and the checkout submit (§7), validated by the sandbox's handlers with these
 * shapes. What the spec names without a shape follows the card provider's conventions: billingDetails is
 * the card holder (§9: billing country fixed to US); lookupNumber is the order lookup number the checkout
 * host reserved for the checkout (its `lookupNumber`, the future order's orderLookupNumber); storeName is
 * the store's display name (the charge's description); returnUrl is where a redirect-based payment
 * comes back to, the checkout's `redirectUrl` once the order is placed.
 */
const requestText = (max = 200) => z.string().trim().min(1).max(max);

/** §7 the payment's billingDetails; §9 "billing country fixed to US". */
export const billingDetailsSchema = z.strictObject({
  name: requestText(),
  email: z.email(),
  phone: z.string().trim().max(40),
  address: z.strictObject({
    line1: requestText(),
    line2: z.string().trim().max(200).optional(),
    city: requestText(),
    state: z.string().trim().toUpperCase().max(3),
    postalCode: requestText(20),
    country: z.literal('US'),
  }),
});

const paymentRequestFields = {
  amount: z.number().int().min(0),
  /** ISO code of the amount; when given it must be the checkout's currency. */
  currency: z.string().trim().toUpperCase().length(3).optional(),
  platform: z.enum(PLATFORMS).optional(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  checkoutId: requestText(),
  billingDetails: billingDetailsSchema.optional(),
  paymentMethodId: requestText().optional(),
  storeSlug: requestText(),
  customer: z.record(z.string(), z.unknown()).optional(),
  lookupNumber: z.string().trim().regex(LOOKUP_NUMBER_PATTERN, 'must be an order lookup number').optional(),
  storeName: requestText().optional(),
};

/** POST /v1/initiatePayment (amount, platform, paymentMethod, checkoutId, billingDetails, paymentMethodId, storeSlug, customer, lookupNumber, storeName). */
export const initiatePaymentRequestSchema = z.object(paymentRequestFields);
/** PUT /v1/updatePayment: the same fields plus id and paymentToken. */
export const updatePaymentRequestSchema = z.object({
  ...paymentRequestFields,
  id: requestText(),
  paymentToken: requestText(),
});
/** GET /v1/payment with paymentId and checkoutId. */
export const paymentQuerySchema = z.object({ paymentId: requestText(), checkoutId: requestText() });
/** POST /v1/payments/verifyDomain with domainName (a host name, without scheme or port). */
export const verifyDomainRequestSchema = z.object({
  domainName: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^(localhost|(?=.{1,253}$)([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,})$/, 'must be a host name'),
});
/** POST /v1/checkout/submit with checkoutId, storeSlug, paymentToken, paymentId, platform, returnUrl. */
export const submitRequestSchema = z.object({
  checkoutId: requestText(),
  storeSlug: requestText(),
  paymentToken: requestText(),
  paymentId: requestText(),
  platform: z.enum(PLATFORMS),
  returnUrl: z
    .url({ protocol: /^https?$/ })
    .max(2048)
    .optional(),
});

/** POST /v1/payments/verifyDomain {domainName}. */
export const verifyDomainAnswerSchema = z.strictObject({ domainName: z.string().min(1), verified: z.boolean() });

/** POST {recovery host}/v1/orders/recover?email&slug → success, or error (the server's text). */
export const recoverAnswerSchema = z.union([
  z.object({ success: z.literal(true) }),
  z.object({ success: z.literal(false), error: z.string().min(1) }),
]);

/** GET availability /v1/availability?userToken&listingId (api key header) → a count. */
export const availabilityAnswerSchema = z.object({ listingId: z.string().min(1), count: z.number().int().min(0) });

/*
 * checkout.md §7 "Actions with paths not shown": address validation, promo code application, recalculating
 * the cart, payment intent (paymentId, paymentToken). Their paths and the shapes beyond the spec's named
 * fields are the sandbox's own.
 */

/** §3 Address validation result: isValid, status, suggestions; §4 outcomes invalid or suggested. */
export const addressValidationAnswerSchema = z.strictObject({
  isValid: z.boolean(),
  status: z.enum(['valid', 'suggested', 'invalid']),
  suggestions: z.array(addressSchema),
});

/** Recalculating the cart: priced lines, and the ones that cannot be sold with a reason (storefront.md §4). */
export const recalculatedCartAnswerSchema = z.strictObject({
  storeSlug: z.string().min(1),
  currency: z.enum(ORDER_CURRENCIES),
  lineItems: z.array(
    z.strictObject({
      sku: z.string().min(1),
      quantity: z.number().int().min(1),
      title: z.string(),
      productType: z.string(),
      listingSlug: z.string(),
      productId: z.string(),
      imageUrl: z.string(),
      price: money,
      total: money,
      inventoryCount: z.number().int().nullable(),
    }),
  ),
  removed: z.array(
    z.strictObject({
      sku: z.string(),
      quantity: z.number().int(),
      reason: z.enum(['unknown_sku', 'unavailable', 'out_of_stock']),
    }),
  ),
  subtotal: money,
});

/** Payment intent of a payment (the card provider's statuses). */
export const paymentIntentAnswerSchema = z.strictObject({
  id: z.string().min(1),
  paymentId: z.string().min(1),
  clientSecret: z.string().min(1),
  status: z.enum(['requires_payment_method', 'requires_confirmation', 'requires_capture', 'succeeded', 'canceled']),
  amount: money,
  lastError: z.string().nullable(),
});

/** Card tokenisation (stands in for the card provider's payment method). */
export const tokenizedCardAnswerSchema = z.strictObject({
  paymentMethodId: z.string().min(1),
  card: z.strictObject({
    brand: z.string().min(1),
    last4: z.string().regex(/^\d{4}$/),
    expMonth: z.number().int().min(1).max(12),
    expYear: z.number().int(),
  }),
});
