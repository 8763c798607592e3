import { z } from 'zod';

/**
 * The site root's two calls, written from spec storefront §7 (the calls table) and §5 (the pre-order
 * form's rules and messages, quoted literally). Answers are "not shown" in the spec: the sandbox
 * answers 201 with the stored record's id.
 */

/** §7: get_vars carries the query parameters except these. */
export const CAMPAIGN_EXCLUDED_PARAMS = ['product', 'size', 'variation'] as const;

/** POST {site root}/tracking/viewed_campaign, JSON: campaign_id, referrer, optional get_vars. */
export const viewedCampaignRequestSchema = z.object({
  campaign_id: z.union([z.string().trim().min(1), z.number().int().nonnegative()]).transform(String),
  referrer: z.string().default(''),
  get_vars: z
    .record(z.string(), z.string())
    .superRefine((vars, ctx) => {
      for (const key of CAMPAIGN_EXCLUDED_PARAMS) {
        if (Object.hasOwn(vars, key)) {
          ctx.addIssue({ code: 'custom', message: `${key} is not a campaign parameter`, path: [key] });
        }
      }
    })
    .optional(),
});

export const viewedCampaignAnswerSchema = z.strictObject({
  id: z.number().int().positive(),
  recorded: z.literal(true),
});

/** §5, word for word. */
const need = (message: string) => z.string({ error: message }).trim().min(1, { error: message, abort: true });

/** POST {site root}/ url-encoded: email, fullname, country, street, street2, city, state, zip, colorId, sizeId. */
export const preorderRequestSchema = z.object({
  email: need('Please enter a valid email').pipe(z.email({ error: 'Please enter a valid email' })),
  fullname: need('Please enter your full name'),
  country: need('Please select your country'),
  street: need('Please enter your street address'),
  street2: z.string().trim().default(''),
  city: need('Please enter your city'),
  state: need('Please select your state'),
  zip: need('Please enter your zipcode').length(5, { error: 'Please enter a valid zipcode' }),
  colorId: z.string().trim().min(1),
  sizeId: z.string().trim().min(1),
});

export const preorderAnswerSchema = z.strictObject({ id: z.number().int().positive(), received: z.literal(true) });
