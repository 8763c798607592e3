import { z } from 'zod';
import { ApiErrorsError, hostCalls, type HostTransport } from '../../../shared/api/request.ts';

/**
 * The form provider behind the newsletter sign-up (footer) and the 'Get notified' modal
 * (spec storefront §1, §7: "newsletter forms use an external form provider").
 */

export const SUBSCRIBE_PATH = '/v1/subscribe';
export const SUBSCRIPTION_SOURCES = ['newsletter', 'getnotified'] as const;
export type SubscriptionSource = (typeof SUBSCRIPTION_SOURCES)[number];

/** Spec wording for an invalid email, shared with the other forms. */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email';

export const subscribeRequestSchema = z.object({
  email: z
    .string({ error: INVALID_EMAIL_MESSAGE })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: INVALID_EMAIL_MESSAGE })),
  storeSlug: z
    .string()
    .trim()
    .min(1)
    .transform((s) => s.toLowerCase()),
  source: z.enum(SUBSCRIPTION_SOURCES),
});
export type SubscribeRequest = z.input<typeof subscribeRequestSchema>;

export const subscribeAnswerSchema = z.object({
  subscribed: z.boolean().default(true),
  alreadySubscribed: z.boolean().default(false),
});
export type SubscribeAnswer = z.output<typeof subscribeAnswerSchema>;

export interface FormsApiOptions extends Omit<HostTransport, 'onUnauthorized'> {
  baseUrl: string;
}

export interface FormsApi {
  /**
   * Subscribes an email; resolves with alreadySubscribed true for a repeat. Throws a ZodError for an
   * invalid email before any call, ApiErrorsError for a 4xx with errors, RetryExceededError otherwise.
   */
  subscribe(params: SubscribeRequest): Promise<SubscribeAnswer>;
}

export function createFormsApi(options: FormsApiOptions): FormsApi {
  const { baseUrl, ...transport } = options;
  return {
    async subscribe(params) {
      const body = subscribeRequestSchema.parse(params);
      return hostCalls(baseUrl, transport).send(subscribeAnswerSchema, SUBSCRIBE_PATH, body);
    },
  };
}

/** The provider's own words for a refused sign-up (a 4xx with an errors list); undefined for any other failure. */
export function refusalMessage(error: unknown): string | undefined {
  return error instanceof ApiErrorsError ? error.message : undefined;
}
