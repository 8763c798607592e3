/**
 * English: the checkout page (checkout.md §2, §5, §8, §9): texts the spec quotes are copied exactly,
 * punctuation included; the card provider's own messages (payments/card-rules.ts) are the provider's.
 */
export const checkout = {
  backToCart: 'Back to cart',
  sectionDetails: 'Customer details',
  sectionDelivery: 'Delivery options',
  /** checkout.md §2: 'three numbered sections. 1. Customer details. 2. Delivery options. 3. Payment methods'. */
  sectionPayment: 'Payment methods',
  deliverToAddress: 'Deliver to this address',
  /** The button under the international message (§5: 'Click the button below.'). */
  continueInternational: 'Continue to international delivery',
  international:
    "We noticed you're outside of the United States. A few more steps are needed for international delivery. Click the button below.",
  verifyAddress: 'Verify your address',
  originalAddress: 'Use the address I entered',
  suggestedAddress: 'Use the suggested address',
  cancel: 'Cancel',
  secureNotice: 'All transactions are secure and encrypted.',
  nameOnCard: 'Name on card',
  marketingOptIn:
    'I agree to receive periodic marketing emails and recurring automated marketing text messages (SMS) at the phone number provided. Consent is not a condition of purchase. Message and data rates may apply.',
  yourCart: 'Your cart',
  havePromo: 'Have a promo code?',
  orderSummary: 'Order summary',
  promoLabel: 'Promo code',
  applyPromo: 'Apply',
  removePromo: 'Remove',
  changePromo: 'Change code',
  promoInvalid: 'Sorry, this promo code cannot be applied to your order.',
  promoNeedsAddress: 'Please enter your address before you enter a promo code.',
  promoRequired: 'Please enter a promo code',
  checkoutFailed: 'Error checking out! Please try again.',
  checkoutFailedWith: 'Error checking out: {message}',
  paymentFailed: 'Payment failed, please try again.',
  cannotDeliver:
    'Sorry, we can’t deliver the items to your destination. Please change your destination or contact support to be able to complete the purchase.',
  paypalFailed: 'There was an issue authorizing with PayPal.',
  paymentIntentFailed: 'Error when getting payment intent.',
  paymentNotAuthorized: 'The payment cannot be authorized.',
  /** The live region while a payment is in flight (issue 13). */
  checkoutForm: 'Checkout',
  processingPayment: 'Processing your payment… Please keep this page open.',
  afterpayDifficulty: "Sorry, we're having difficulty with AfterPay.",
  afterpayUnavailableTitle: 'Afterpay is unavailable',
  afterpayUnavailableText: 'Afterpay cannot be used for this order. Please choose another payment method.',
  retry: 'Try again',
  goToCart: 'Go to cart',
  badLink: 'This checkout link is not valid.',
  loading: 'Loading your checkout…',
  /** While a payment method's part loads (the page itself is already there). */
  loadingMethod: 'Loading payment method…',
  fetchingOptions: 'Fetching delivery options…',
  processing: 'Processing…',
  methodUnavailable: 'This payment method is unavailable right now. Please choose another one.',
  shipping: 'Shipping',
  /** Shipping and tax before an address is entered (the spec names no text; never $0.00 then). */
  notYetCalculated: 'Calculated at next step',
  shipTo: 'Ship to',
  deliveryMethod: 'Delivery',
  tax: 'Tax',
  discount: 'Discount',
  subtotal: 'Subtotal',
  total: 'Total',
  /** The heading of the checkout page (read by screen readers only). */
  pageTitle: 'Checkout',
  zipHint: 'US zip code, e.g. 94105',
  /** 'By placing your order you agree to our Terms of Use and Privacy Policy.' around its two links. */
  legalBefore: 'By placing your order you agree to our',
  legalTerms: 'Terms of Use',
  legalAnd: 'and',
  legalPrivacy: 'Privacy Policy',
} as const;
