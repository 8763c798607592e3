/** The storefront's one forms-provider client (newsletter, get notified): src/config.ts's host, created once per page. */
import { hosts } from '../../../config.ts';
import { createFormsApi } from './forms.ts';

export const formsClient = createFormsApi({ baseUrl: hosts.forms });
