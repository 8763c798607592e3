/** The storefront's one site-root client (campaign tracking, pre-orders): src/config.ts's host, created once per page. */
import { hosts } from '../../../config.ts';
import { createSiteApi } from './site.ts';

export const siteClient = createSiteApi({ baseUrl: hosts.site });
