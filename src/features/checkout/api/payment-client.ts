/** The storefront's one payment-host client: the payment host of src/config.ts, created once per page. */
import { hosts } from '../../../config.ts';
import { createPaymentApi } from './payment.ts';

export const paymentClient = createPaymentApi({ baseUrl: hosts.payment });
