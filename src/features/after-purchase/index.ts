/** The after-purchase feature's public face: what other features use. */
export { formatOrderMoney } from './domain/order-view.ts';
