/**
 * The storefront's one checkout-host client, created once per page from src/config.ts (orders by cart id are
 * the commerce host's, so it knows that host too).
 */
import { hosts } from '../../../config.ts';
import { createCheckoutApi } from './checkout.ts';

export const checkoutClient = createCheckoutApi({ baseUrl: hosts.checkout, commerceBaseUrl: hosts.commerce });
