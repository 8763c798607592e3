import { z } from 'zod';

/**
 * The form provider behind the newsletter and 'Get notified' forms (spec storefront §1, §7: "newsletter
 * forms use an external form provider"; its calls are not shown). The shape is the sandbox's own; the
 * invalid-email text is the spec's (§5 'Please enter a valid email').
 */
export const SUBSCRIPTION_SOURCES = ['newsletter', 'getnotified'] as const;

const INVALID_EMAIL = 'Please enter a valid email';

/** POST /forms/v1/subscribe { email, storeSlug, source }; emails compare trimmed and lower-cased. */
export const subscribeRequestSchema = z.object({
  email: z
    .string({ error: INVALID_EMAIL })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: INVALID_EMAIL })),
  storeSlug: z
    .string()
    .trim()
    .min(1)
    .transform((s) => s.toLowerCase()),
  source: z.enum(SUBSCRIPTION_SOURCES),
});

/** 201 for a new subscription, 200 with alreadySubscribed for a repeat. */
export const subscribeAnswerSchema = z.strictObject({ subscribed: z.literal(true), alreadySubscribed: z.boolean() });
