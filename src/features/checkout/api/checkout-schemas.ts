/** Answer schemas of the checkout host (and the commerce host's order call), with their inferred types. */
import { z } from 'zod';
import { moneySchema, paymentSchema, PAYMENT_METHODS, PLATFORMS } from './payment.ts';

/** created → pending → success (ready), then completed (order placed) or failure (payment declined; retryable). */
export const CHECKOUT_STATES = ['created', 'pending', 'success', 'completed', 'failure'] as const;
export type CheckoutState = (typeof CHECKOUT_STATES)[number];
export const DELIVERY_KINDS = ['standard', 'rush', 'super_rush'] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

export const addressSchema = z.object({
  address1: z.string(),
  address2: z.string().optional(),
  city: z.string(),
  state: z.string().optional(),
  stateCode: z.string().optional(),
  zip: z.string(),
  country: z.string().optional(),
  countryCode: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

export const customerSchema = z.object({
  id: z.string().optional(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().optional(),
  address: addressSchema.optional(),
});
export type Customer = z.infer<typeof customerSchema>;

export const checkoutLineSchema = z.object({
  sku: z.string(),
  teespringID: z.string(),
  quantity: z.number().int(),
  title: z.string(),
  productType: z.string(),
  colorName: z.string(),
  sizeLabel: z.string(),
  imageUrl: z.string(),
  listingSlug: z.string(),
  digital: z.boolean(),
  price: moneySchema,
  total: moneySchema,
});

export const costsSchema = z.object({
  total: moneySchema,
  subtotal: moneySchema,
  lineItems: moneySchema,
  shipping: moneySchema,
  tax: moneySchema,
  discount: moneySchema,
});
export type Costs = z.infer<typeof costsSchema>;

export const checkoutSchema = z.object({
  id: z.string(),
  storeSlug: z.string(),
  state: z.enum(CHECKOUT_STATES),
  currency: z.string(),
  platform: z.enum(PLATFORMS),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentId: z.string().nullable(),
  payment: paymentSchema.nullable(),
  customer: customerSchema.nullable(),
  costs: costsSchema,
  deliveryOption: z.enum(DELIVERY_KINDS).nullable(),
  promoCode: z.string().nullable(),
  marketingOptIn: z.boolean(),
  orderLookupNumber: z.string().nullable(),
  /** The order lookup number the host reserved for this checkout (a payment carries it); absent on older hosts. */
  lookupNumber: z.string().nullish(),
  orderNumber: z.number().int().nullable(),
  lineItems: z.array(checkoutLineSchema),
  redirectUrl: z.string().nullable(),
  error: z.string().nullable(),
  trafficSource: z.string().nullable(),
  affiliate: z.string().nullable(),
  created: z.string(),
  updated: z.string(),
});
export type Checkout = z.infer<typeof checkoutSchema>;

export const quoteSchema = z.object({
  name: z.enum(DELIVERY_KINDS),
  cost: moneySchema,
  deliveryEstimates: z.object({ early: z.string(), late: z.string() }),
});
export type DeliveryQuote = z.infer<typeof quoteSchema>;
export const deliveryOptionsAnswerSchema = z.object({
  data: z.object({ attributes: z.object({ quotes: z.array(quoteSchema) }) }),
});

export const addressValidationSchema = z.object({
  isValid: z.boolean(),
  status: z.enum(['valid', 'suggested', 'invalid']),
  suggestions: z.array(addressSchema),
});
export type AddressValidation = z.infer<typeof addressValidationSchema>;

export const recalculatedCartSchema = z.object({
  storeSlug: z.string(),
  currency: z.string(),
  lineItems: z.array(
    z.object({
      sku: z.string(),
      quantity: z.number().int(),
      title: z.string(),
      productType: z.string(),
      listingSlug: z.string(),
      productId: z.string(),
      imageUrl: z.string(),
      price: moneySchema,
      total: moneySchema,
      inventoryCount: z.number().int().nullable(),
    }),
  ),
  removed: z.array(
    z.object({
      sku: z.string(),
      quantity: z.number().int(),
      reason: z.enum(['unknown_sku', 'unavailable', 'out_of_stock']),
    }),
  ),
  subtotal: moneySchema,
});
export type RecalculatedCart = z.infer<typeof recalculatedCartSchema>;

/** An order line and a shipment: the sandbox stores orders with these same shapes. */
export const orderItemSchema = z.object({
  sku: z.string(),
  teespringID: z.string(),
  title: z.string(),
  productType: z.string(),
  colorName: z.string(),
  sizeLabel: z.string(),
  quantity: z.number().int(),
  price: moneySchema,
  imageUrl: z.string(),
});
export const orderShipmentSchema = z.object({ carrier: z.string(), trackingNumber: z.string(), status: z.string() });

/** What the order cost, as charged (subtotal before the discount; the total is what was paid). */
export const orderCostsSchema = z.object({
  subtotal: moneySchema,
  shipping: moneySchema,
  tax: moneySchema,
  discount: moneySchema,
  total: moneySchema,
});
export type OrderCosts = z.infer<typeof orderCostsSchema>;
/** Where the order ships: the recipient's name and the address confirmed at checkout. */
export const orderShippingAddressSchema = addressSchema.extend({ firstName: z.string(), lastName: z.string() });
/** The arrival window of the chosen delivery option when the order was placed (ISO dates). */
export const orderEstimatedDeliverySchema = z.object({ early: z.string(), late: z.string() });

/**
 * An order (checkout.md §3 Order). The spec names lookupNumber … shipments; the rest is our design for the
 * thank-you page ("not shown"): costs, the confirmation email, the delivery address, the arrival window and
 * the promo code. A host that leaves them out answers null for each (the page then shows what it has).
 */
export const orderSchema = z.object({
  lookupNumber: z.string(),
  orderNumber: z.number().int(),
  cartId: z.string(),
  storeSlug: z.string(),
  status: z.string(),
  shippingMethod: z.string(),
  created: z.string(),
  updated: z.string(),
  totalCost: moneySchema,
  items: z.array(orderItemSchema),
  shipments: z.array(orderShipmentSchema),
  costs: orderCostsSchema.nullable().default(null),
  email: z.string().nullable().default(null),
  shippingAddress: orderShippingAddressSchema.nullable().default(null),
  estimatedDelivery: orderEstimatedDeliverySchema.nullable().default(null),
  promoCode: z.string().nullable().default(null),
});
export type Order = z.infer<typeof orderSchema>;
