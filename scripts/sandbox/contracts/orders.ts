import { z } from 'zod';

/**
 * An order as the sandbox answers it (GET /commerce/v1/orders?cartId and GET
 * /checkout-host/v1/orders/:lookupNumber), written from spec checkout.md §3 (Order: lookupNumber, status,
 * shippingMethod, created, updated, totalCost {amount, currency}, items, shipments), §4 (delivery kinds
 * standard, rush, super_rush) and storefront.md §9 (currencies USD, GBP, EUR, AUD, CAD). The fields of an
 * item and a shipment are not shown in the spec; they follow what the sandbox stores.
 */
export const ORDER_CURRENCIES = ['USD', 'GBP', 'EUR', 'AUD', 'CAD'] as const;
export const SHIPPING_METHODS = ['standard', 'rush', 'super_rush'] as const;
export const ORDER_STATUSES = ['processing', 'shipped', 'delivered', 'cancelled'] as const;

/** Amounts in cents (checkout.md §9: cents and dollars by factor 100). */
export const orderMoneySchema = z.strictObject({ amount: z.number().int(), currency: z.enum(ORDER_CURRENCIES) });

export const orderItemSchema = z.strictObject({
  sku: z.string().min(1),
  teespringID: z.string().min(1),
  title: z.string(),
  productType: z.string(),
  colorName: z.string(),
  sizeLabel: z.string(),
  quantity: z.number().int().min(1),
  price: orderMoneySchema,
  imageUrl: z.string(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderShipmentSchema = z.strictObject({
  carrier: z.string(),
  trackingNumber: z.string(),
  status: z.string(),
});

export const isoDate = z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'Expected an ISO date');

/** A delivery address as the checkout host takes and answers it (checkout.md §3). */
export const addressSchema = z.object({
  address1: z.string().min(1),
  address2: z.string().optional(),
  city: z.string().min(1),
  state: z.string().optional(),
  zip: z.string().min(1),
  country: z.string().optional(),
  stateCode: z.string().optional(),
  countryCode: z.string().min(2),
});

/**
 * What the thank-you page shows beyond the spec's Order fields ("not shown" in the spec: our design, kept as
 * the order was placed): the costs, the confirmation email, the delivery address with the recipient's name,
 * the arrival window (ISO dates) and the promo code; null when not known.
 */
export const orderCostsSchema = z.strictObject({
  subtotal: orderMoneySchema,
  shipping: orderMoneySchema,
  tax: orderMoneySchema,
  discount: orderMoneySchema,
  total: orderMoneySchema,
});
export const orderShippingAddressSchema = z.strictObject({
  firstName: z.string(),
  lastName: z.string(),
  ...addressSchema.shape,
  countryCode: z.string().min(2).max(3),
});
export const orderEstimatedDeliverySchema = z.strictObject({ early: isoDate, late: isoDate });

export const orderAnswerSchema = z.strictObject({
  lookupNumber: z.string().min(1),
  orderNumber: z.number().int().positive(),
  cartId: z.string().min(1),
  storeSlug: z.string().min(1),
  status: z.enum(ORDER_STATUSES),
  shippingMethod: z.enum(SHIPPING_METHODS),
  created: isoDate,
  updated: isoDate,
  totalCost: orderMoneySchema,
  items: z.array(orderItemSchema).min(1),
  shipments: z.array(orderShipmentSchema),
  costs: orderCostsSchema.nullable(),
  email: z.string().nullable(),
  shippingAddress: orderShippingAddressSchema.nullable(),
  estimatedDelivery: orderEstimatedDeliverySchema.nullable(),
  promoCode: z.string().nullable(),
});
export type OrderAnswer = z.infer<typeof orderAnswerSchema>;
