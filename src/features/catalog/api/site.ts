import { z } from 'zod';
import { hostCalls, type HostTransport } from '../../../shared/api/request.ts';
import { preorderMessages } from '../../../shared/messages/en/preorder-messages.ts';

/**
 * The site root (spec storefront §7): the campaign-view tracking call and the url-encoded
 * pre-order form. Their answers are "not shown" in the spec, so the schemas accept any object.
 */

export const VIEWED_CAMPAIGN_PATH = '/tracking/viewed_campaign';
export const PREORDER_PATH = '/';

/** Query parameters that identify the product, not the campaign; never sent as get_vars. */
export const CAMPAIGN_EXCLUDED_PARAMS = ['product', 'size', 'variation'] as const;

/** Spec storefront §5, copied exactly (the English catalogue's). */
export const PREORDER_MESSAGES = preorderMessages;

const required = (message: string) => z.string({ error: message }).trim().min(1, { error: message, abort: true });

/** The pre-order form's rules; the same schema guards the form, the data layer and the sandbox. */
export const preorderFormSchema = z.object({
  email: required(PREORDER_MESSAGES.email).pipe(z.email({ error: PREORDER_MESSAGES.email })),
  fullname: required(PREORDER_MESSAGES.fullname),
  country: required(PREORDER_MESSAGES.country),
  street: required(PREORDER_MESSAGES.street),
  street2: z.string().trim().default(''),
  city: required(PREORDER_MESSAGES.city),
  state: required(PREORDER_MESSAGES.state),
  zip: required(PREORDER_MESSAGES.zipRequired).length(5, { error: PREORDER_MESSAGES.zipInvalid }),
  colorId: z.string().trim().min(1),
  sizeId: z.string().trim().min(1),
});
export type PreorderForm = z.output<typeof preorderFormSchema>;
export type PreorderFormInput = z.input<typeof preorderFormSchema>;

export const viewedCampaignSchema = z.object({
  campaign_id: z.union([z.string().trim().min(1), z.number().int().nonnegative()]).transform(String),
  referrer: z.string().default(''),
  get_vars: z
    .record(z.string(), z.string())
    .superRefine((vars, ctx) => {
      for (const key of CAMPAIGN_EXCLUDED_PARAMS) {
        if (Object.hasOwn(vars, key))
          ctx.addIssue({ code: 'custom', message: `${key} is not a campaign parameter`, path: [key] });
      }
    })
    .optional(),
});
export type ViewedCampaign = z.output<typeof viewedCampaignSchema>;

const anyAnswerSchema = z.unknown();

/** get_vars of a page's query: every parameter except product, size and variation (last value wins). */
export function campaignGetVars(query: URLSearchParams): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [key, value] of query) {
    if (!(CAMPAIGN_EXCLUDED_PARAMS as readonly string[]).includes(key)) vars[key] = value;
  }
  return vars;
}

export interface SiteApiOptions extends Omit<HostTransport, 'onUnauthorized'> {
  baseUrl: string;
}

export interface TrackViewedCampaignParams {
  campaignId: string;
  referrer: string;
  /** Omitted when empty. */
  getVars?: Record<string, string>;
}

export interface SiteApi {
  /** POST /tracking/viewed_campaign as JSON. */
  trackViewedCampaign(params: TrackViewedCampaignParams): Promise<void>;
  /** Validates the form (ZodError with the spec's messages), then POSTs it url-encoded to /. */
  submitPreorder(form: PreorderFormInput): Promise<void>;
}

export function createSiteApi(options: SiteApiOptions): SiteApi {
  const { baseUrl, ...transport } = options;
  const { send } = hostCalls(baseUrl, transport);
  return {
    async trackViewedCampaign({ campaignId, referrer, getVars }) {
      const body = viewedCampaignSchema.parse({
        campaign_id: campaignId,
        referrer,
        ...(getVars && Object.keys(getVars).length > 0 ? { get_vars: getVars } : {}),
      });
      await send(anyAnswerSchema, VIEWED_CAMPAIGN_PATH, body);
    },
    async submitPreorder(form) {
      const body = preorderFormSchema.parse(form);
      await send(anyAnswerSchema, PREORDER_PATH, body, { form: true });
    },
  };
}
