/**
 * Visit attribution from the landing URL (storefront issue §7), pure so it can be tested against hostile
 * input; src/features/analytics/components/visit.ts writes the cookies and sends the campaign view.
 * - Affiliate: ?aid= kept to letters, digits and hyphen (everything else dropped, at most 64 characters),
 *   stored 7 days.
 * - Partner: the short-video platform a visit came from, decided by ?utm_source= (tiktok), stored 2 hours.
 * - Campaign: the email platform's ?campaign_id= and ?template_id= (Iterable), stored for a day, and a
 *   campaign view is posted (tracking/viewed_campaign) with the query minus product, size and variation.
 */

/** checkout.md §9: 'Affiliate cookie named affiliate'. */
export const AFFILIATE_COOKIE = 'affiliate';
export const AFFILIATE_COOKIE_DAYS = 7;
/** checkout.md §3, §9: 'Attribution cookie partner'. */
export const PARTNER_COOKIE = 'partner';
/** 2 hours, in days (js-cookie's unit). */
export const PARTNER_COOKIE_DAYS = 2 / 24;
export const CAMPAIGN_COOKIE = 'sf_campaign_id';
export const TEMPLATE_COOKIE = 'sf_template_id';
export const CAMPAIGN_COOKIE_DAYS = 1;

/** utm_source values that mark a partner (short-video platform) visit, and the cookie value they set. */
export const PARTNER_SOURCES: Readonly<Record<string, string>> = { tiktok: 'tiktok' };

const MAX_ID_LENGTH = 64;
const MAX_GET_VARS = 30;
const MAX_GET_VAR_LENGTH = 200;

/** The affiliate id: letters, digits and hyphens of the raw value (others removed), or null when none. */
export function cleanAffiliateId(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string') return null;
  const clean = raw.replace(/[^A-Za-z0-9-]/g, '').slice(0, MAX_ID_LENGTH);
  return /[A-Za-z0-9]/.test(clean) ? clean : null;
}

/** A campaign or template id: letters, digits, hyphen and underscore only, else null (never cleaned up). */
export function cleanCampaignId(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  return /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : null;
}

/** The partner platform for a utm_source, case-insensitively, or null. */
export function partnerFromSource(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string') return null;
  const key = raw.trim().toLowerCase();
  return Object.hasOwn(PARTNER_SOURCES, key) ? (PARTNER_SOURCES[key] ?? null) : null;
}

/** Bounds get_vars so a hostile URL cannot make the tracking call huge. */
export function limitGetVars(vars: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(vars).slice(0, MAX_GET_VARS)) {
    out[key.slice(0, MAX_GET_VAR_LENGTH)] = value.slice(0, MAX_GET_VAR_LENGTH);
  }
  return out;
}

export interface Attribution {
  affiliate: string | null;
  partner: string | null;
  campaignId: string | null;
  templateId: string | null;
}

/** The query parameters attribution reads. */
export const ATTRIBUTION_QUERY = ['aid', 'utm_source', 'campaign_id', 'template_id'] as const;

export function attributionFromQuery(query: URLSearchParams): Attribution {
  return {
    affiliate: cleanAffiliateId(query.get('aid')),
    partner: partnerFromSource(query.get('utm_source')),
    campaignId: cleanCampaignId(query.get('campaign_id')),
    templateId: cleanCampaignId(query.get('template_id')),
  };
}
