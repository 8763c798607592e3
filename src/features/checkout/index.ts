/** The checkout feature's public face: what other features use. */
export type { Order } from './api/checkout-schemas.ts';
export type { CheckoutApi } from './api/checkout.ts';
export { checkoutClient } from './api/checkout-client.ts';
export { cartButtons, checkoutButtons } from './domain/checkout-route.ts';
export type { CartMethod } from './domain/checkout-route.ts';
export { $checkoutStatus, pageRouteContext, startCheckout } from './stores/cart-checkout.ts';
export { clearCheckoutSession } from './stores/checkout-session.ts';
export { attachCheckoutListeners } from './listeners/index.ts';
