/** The storefront's one commerce client: the commerce host of src/config.ts, created once per page. */
import { hosts } from '../../../config.ts';
import { createCommerceApi } from './commerce.ts';

export const commerceClient = createCommerceApi({ baseUrl: hosts.commerce });
