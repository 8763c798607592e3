/** The storefront's one order-recovery client: the recovery host of src/config.ts, created once per page. */
import { hosts } from '../../../config.ts';
import { createRecoveryApi } from './recovery.ts';

export const recoveryClient = createRecoveryApi({ baseUrl: hosts.recovery });
