/**
 * The payment host: payments of a checkout, the sandbox's card tokenisation (what the sandbox
 * PaymentProvider calls instead of Stripe.js) and its PayPal approval. Card-provider failures arrive as
 * ApiErrorsError whose item carries message 'Stripe error' and the card text as detail (cardErrorFrom).
 */
import { z } from 'zod';
import { hostCalls, type ApiErrorItem, type HostTransport } from '../../../shared/api/request.ts';

export const PAYMENT_STATES = ['pending', 'authorized', 'captured', 'failed', 'cancelled'] as const;
export const PAYMENT_METHODS = ['card', 'afterpay', 'google-pay', 'apple-pay', 'basic-card', 'paypal'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PLATFORMS = ['stripe', 'paypal'] as const;
export type Platform = (typeof PLATFORMS)[number];
/** The `message` of a card-provider error (checkout.md §8). */
export const STRIPE_ERROR_MESSAGE = 'Stripe error';

export const moneySchema = z.object({ amount: z.number().int(), currency: z.string() });
export type MoneyAmount = z.infer<typeof moneySchema>;

export const paymentSchema = z.object({
  id: z.string(),
  paymentToken: z.string(),
  state: z.enum(PAYMENT_STATES),
  checkoutId: z.string(),
  platform: z.enum(PLATFORMS),
  paymentMethod: z.enum(PAYMENT_METHODS),
  amount: moneySchema,
  meta: z
    .object({
      paymentMethodId: z.string().nullable(),
      clientSecret: z.string(),
      failureCode: z.string().nullable(),
      failureMessage: z.string().nullable(),
      paypalOrderId: z.string().optional(),
      approveUrl: z.string().optional(),
      cancelUrl: z.string().optional(),
    })
    .loose(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentIntentSchema = z.object({
  id: z.string(),
  paymentId: z.string(),
  clientSecret: z.string(),
  status: z.enum(['requires_payment_method', 'requires_confirmation', 'requires_capture', 'succeeded', 'canceled']),
  amount: moneySchema,
  lastError: z.string().nullable(),
});
export type PaymentIntent = z.infer<typeof paymentIntentSchema>;

export const tokenizedCardSchema = z.object({
  paymentMethodId: z.string(),
  card: z.object({ brand: z.string(), last4: z.string(), expMonth: z.number(), expYear: z.number() }),
});
export type TokenizedCard = z.infer<typeof tokenizedCardSchema>;

const verifiedDomainSchema = z.object({ domainName: z.string(), verified: z.boolean() });

/** The card holder a payment is opened with (checkout.md §7 billingDetails; §9 billing country fixed to US). */
export interface PaymentBillingDetails {
  name: string;
  email: string;
  phone: string;
  address: { line1: string; line2?: string; city: string; state: string; postalCode: string; country: 'US' };
}

/**
 * Amounts are integer cents of the checkout's currency: always the total of the checkout as the checkout
 * host last answered it (the payment host refuses any other amount or currency).
 */
export interface PaymentInput {
  amount: number;
  currency?: string;
  platform?: Platform;
  paymentMethod: PaymentMethod;
  checkoutId: string;
  storeSlug: string;
  billingDetails?: PaymentBillingDetails;
  paymentMethodId?: string;
  customer?: Record<string, unknown>;
  lookupNumber?: string;
  storeName?: string;
}

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name: string;
}

export interface PaymentApiOptions extends Pick<HostTransport, 'fetch' | 'backoffMs'> {
  baseUrl: string;
}

/** The card-provider error of a failed call (message 'Stripe error'), if there is one. */
export function cardErrorFrom(errors: readonly ApiErrorItem[]): { code: string; message: string } | undefined {
  const item = errors.find((e) => e.message === STRIPE_ERROR_MESSAGE);
  if (!item) return undefined;
  return { code: item.code ?? 'card_error', message: item.detail ?? item.title ?? STRIPE_ERROR_MESSAGE };
}

export function createPaymentApi(options: PaymentApiOptions) {
  const { baseUrl, ...transport } = options;
  const { get, send: post } = hostCalls(baseUrl, transport);

  return {
    initiatePayment: (input: PaymentInput): Promise<Payment> => post(paymentSchema, '/v1/initiatePayment', input),
    updatePayment: (input: PaymentInput & { id: string; paymentToken: string }): Promise<Payment> =>
      post(paymentSchema, '/v1/updatePayment', input, { method: 'PUT' }),
    getPayment: (paymentId: string, checkoutId: string): Promise<Payment> =>
      get(paymentSchema, '/v1/payment', { paymentId, checkoutId }),
    verifyDomain: (domainName: string) => post(verifiedDomainSchema, '/v1/payments/verifyDomain', { domainName }),
    getPaymentIntent: (paymentId: string, paymentToken: string): Promise<PaymentIntent> =>
      post(paymentIntentSchema, '/v1/paymentIntent', { paymentId, paymentToken }),
    /** Confirms the card; a decline throws ApiErrorsError (see cardErrorFrom). */
    confirmPaymentIntent: (paymentId: string, paymentToken: string): Promise<PaymentIntent> =>
      post(paymentIntentSchema, '/v1/paymentIntent/confirm', { paymentId, paymentToken }),
    /** Sandbox tokenisation (stands in for Stripe.js); an invalid number throws ApiErrorsError. */
    tokenizeCard: (card: CardInput): Promise<TokenizedCard> => post(tokenizedCardSchema, '/v1/paymentMethods', card),
    approvePaypal: (paypalOrderId: string, payerEmail?: string): Promise<Payment> =>
      post(
        paymentSchema,
        `/v1/paypal/orders/${encodeURIComponent(paypalOrderId)}/approve`,
        payerEmail ? { payerEmail } : {},
      ),
    cancelPaypal: (paypalOrderId: string): Promise<Payment> =>
      post(paymentSchema, `/v1/paypal/orders/${encodeURIComponent(paypalOrderId)}/cancel`, {}),
  };
}
export type PaymentApi = ReturnType<typeof createPaymentApi>;
