/** The storefront's one availability client (NFT stock): host and key of src/config.ts, created once per page. */
import { availabilityApiKey, hosts } from '../../../config.ts';
import { createAvailabilityApi } from './availability.ts';

export const availabilityClient = createAvailabilityApi({ baseUrl: hosts.availability, apiKey: availabilityApiKey });
