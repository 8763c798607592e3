/** The availability service (spec §5: NFT items take their stock from it). */
import { z } from 'zod';
import { buildUrl, failedWith, request, type RequestOptions } from '../../../shared/api/request.ts';

/** The key the embedded sandbox expects; a live deployment configures its own. */
export const SANDBOX_AVAILABILITY_KEY = 'sandbox-availability-key';
export const AVAILABILITY_PATH = '/v1/availability';

export const rawAvailabilitySchema = z.object({ count: z.number().int() }).loose();
export type RawAvailability = z.infer<typeof rawAvailabilitySchema>;

/** The service refused the API key (401): a configuration error, so the shopper is not sent to /login. */
export class AvailabilityKeyError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('The availability service refused the API key', options);
    this.name = 'AvailabilityKeyError';
  }
}

export type AvailabilityApiOptions = Pick<RequestOptions, 'fetch' | 'retries' | 'backoffMs' | 'timeoutMs'> & {
  baseUrl: string;
  apiKey: string;
};

export interface AvailabilityApi {
  /** Units still available for an NFT listing. */
  getAvailability(query: { userToken: string; listingId: string }): Promise<number>;
}

export function createAvailabilityApi(options: AvailabilityApiOptions): AvailabilityApi {
  const { baseUrl, apiKey, ...transport } = options;
  return {
    async getAvailability({ userToken, listingId }) {
      try {
        const raw = await request(
          rawAvailabilitySchema,
          buildUrl(baseUrl, AVAILABILITY_PATH, { userToken, listingId }),
          {
            ...transport,
            headers: { 'x-api-key': apiKey },
            onUnauthorized: () => undefined,
          },
        );
        return raw.count;
      } catch (error) {
        if (failedWith(error, 401)) throw new AvailabilityKeyError({ cause: error });
        throw error;
      }
    },
  };
}
