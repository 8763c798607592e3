/**
 * Every deterministic trigger of the sandbox's checkout, payment, recovery and delivery behaviour, in one
 * place so contract tests, e2e journeys and the docs use the same values. Nothing here is a secret: the
 * card numbers are Stripe's public test numbers and the messages are Stripe's own.
 */

/** Checkout creation settles on its own: 'created' below PENDING, 'pending' below SUCCESS, then 'success'. */
export const CHECKOUT_PENDING_AFTER_MS = 500;
export const CHECKOUT_SUCCESS_AFTER_MS = 1500;

/**
 * Stripe's test cards. `at` is the step where Stripe reports the outcome: an invalid number fails when the
 * card is tokenised (Elements / createPaymentMethod), a decline only when the payment is confirmed.
 */
export const TEST_CARDS = {
  success: { number: '4242424242424242', code: null, declineCode: null, message: null },
  declined: {
    number: '4000000000000002',
    code: 'card_declined',
    declineCode: 'generic_decline',
    message: 'Your card was declined.',
  },
  insufficientFunds: {
    number: '4000000000009995',
    code: 'card_declined',
    declineCode: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  expired: {
    number: '4000000000000069',
    code: 'expired_card',
    declineCode: 'expired_card',
    message: 'Your card has expired.',
  },
  incorrectCvc: {
    number: '4000000000000127',
    code: 'incorrect_cvc',
    declineCode: 'incorrect_cvc',
    message: "Your card's security code is incorrect.",
  },
  processingError: {
    number: '4000000000000119',
    code: 'processing_error',
    declineCode: 'processing_error',
    message: 'An error occurred while processing your card. Try again in a little bit.',
  },
} as const;

/** A Luhn-invalid number fails at tokenisation with this code and message. */
export const INVALID_NUMBER = {
  number: '4242424242424241',
  code: 'incorrect_number',
  message: 'Your card number is invalid.',
} as const;
/** An expiry in the past fails at tokenisation (Stripe's own message; the storefront shows its fallback). */
export const PAST_EXPIRY = {
  code: 'invalid_expiry_year',
  message: "Your card's expiration year is in the past.",
} as const;

/** Card-provider errors carry this `message` so the storefront routes them to the card error box. */
export const STRIPE_ERROR_MESSAGE = 'Stripe error';

/** PayPal: any payer email approves, except this one, which PayPal declines. */
export const PAYPAL_DECLINE_EMAIL = 'declined@paypal.sandbox.test';
export const PAYPAL_APPROVE_EMAIL = 'buyer@paypal.sandbox.test';
export const PAYPAL_FAILURE_MESSAGE = 'There was an issue authorizing with PayPal.';

/** Address validation: a street (address1) containing one of these words, any case, triggers the outcome. */
export const ADDRESS_TRIGGERS = { suggested: 'Suggest', invalid: 'Invalid' } as const;
/** The corrected zip+4 suffix a suggestion adds, so a test can tell the suggestion from the original. */
export const SUGGESTED_ZIP_SUFFIX = '-0042';

/** Delivery: only the United States; these state codes (Alaska, military) cannot be shipped to. */
export const DELIVERY_COUNTRIES = ['US', 'USA'] as const;
export const UNDELIVERABLE_STATES = ['AK', 'AA', 'AE', 'AP'] as const;
/**
 * The international step of the main host (international.ts) ships everywhere but these countries
 * (North Korea, Iran, Syria, Cuba), which get checkout.md §8's cannot-deliver message.
 */
export const INTERNATIONAL_UNSHIPPABLE = ['KP', 'IR', 'SY', 'CU'] as const;
export const CANNOT_DELIVER_MESSAGE =
  'Sorry, we can’t deliver the items to your destination. Please change your destination or contact support to be able to complete the purchase.';
export const DELIVERY_ERROR_CODES = {
  countryNotSupported: 'country_not_supported',
  undeliverable: 'items_cannot_be_shipped_to_selected_destination',
} as const;

/** Delivery quotes in USD cents, and the calendar-day windows of their estimates. */
export const SHIPPING_QUOTES = [
  { name: 'standard', usdCents: 599, earlyDays: 8, lateDays: 12 },
  { name: 'rush', usdCents: 1499, earlyDays: 5, lateDays: 7 },
  { name: 'super_rush', usdCents: 2499, earlyDays: 3, lateDays: 4 },
] as const;
/** Standard shipping is free from this line-item subtotal (USD cents, before discount) or with a free_shipping code. */
export const FREE_SHIPPING_THRESHOLD_USD_CENTS = 10_000;

/** Sales tax on (subtotal - discount) by US state code, in basis points; other US states use the default. */
export const TAX_BASIS_POINTS: Record<string, number> = { CA: 725, NY: 800, TX: 625, OR: 0, MT: 0, NH: 0, DE: 0 };
export const DEFAULT_TAX_BASIS_POINTS = 500;

/** Promo error texts (checkout.md §5), with the pointer the storefront reads them from. */
export const PROMO_POINTER = '/data/promoCode';
export const PROMO_INVALID_MESSAGE = 'Sorry, this promo code cannot be applied to your order.';
export const PROMO_NEEDS_ADDRESS_MESSAGE = 'Please enter your address before you enter a promo code.';

/** Recovery: an email containing this marker has no orders. */
export const RECOVERY_UNKNOWN_MARKER = 'unknown';
export const RECOVERY_NOT_FOUND_MESSAGE = 'We could not find any orders for this email address.';
export const RECOVERY_INVALID_EMAIL_MESSAGE = 'Please enter a valid email';
