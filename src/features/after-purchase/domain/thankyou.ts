/**
 * The thank-you page's query (checkout.md §2): orderNumber, orderLookupNumber, deviceId, cart, contentIds,
 * and from the checkout's redirect name and arrivalEstimate. A query string is hostile input: each field
 * is parsed on its own with a schema, and a malformed one becomes null without affecting the others.
 */
import { z } from 'zod';
import { DEFAULTS, formatDate, type Locale } from '../../localization/index.ts';
import { fill } from '../../../shared/messages/catalogue.ts';
import { thankYou } from '../../../shared/messages/en/thank-you.ts';

/** The English catalogue's thank-you part, with its two templates as functions. */
export const THANKYOU_TEXTS = {
  ...thankYou,
  thanksNamed: (name: string) => fill(thankYou.thanksNamed, { name }),
  discountWithCode: (code: string) => fill(thankYou.discountWithCode, { code }),
} as const;

const ID = /^[A-Za-z0-9_-]{1,100}$/;
const MAX_CONTENT_IDS = 50;
const MAX_TEXT = 80;

const orderNumberSchema = z.string().regex(/^\d{1,15}$/);
const lookupSchema = z.string().regex(/^[A-Za-z0-9-]{1,40}$/);
const idSchema = z.string().regex(ID);
/** Display text: control characters and surrounding space removed, bounded; rendered as text only. */
const textSchema = z
  .string()
  .transform((s) =>
    s
      .replace(/\p{Cc}|\p{Cf}/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  )
  .pipe(z.string().min(1).max(MAX_TEXT));

export interface ThankYouQuery {
  orderNumber: string | null;
  orderLookupNumber: string | null;
  deviceId: string | null;
  /** The checkout (cart) id the order was placed from. */
  cart: string | null;
  contentIds: string[];
  name: string | null;
  arrivalEstimate: string | null;
  /** An order number, lookup number or cart id was given but is not one: there is no such order. */
  malformed: boolean;
}

export const EMPTY_THANKYOU_QUERY: ThankYouQuery = {
  orderNumber: null,
  orderLookupNumber: null,
  deviceId: null,
  cart: null,
  contentIds: [],
  name: null,
  arrivalEstimate: null,
  malformed: false,
};

function field<T>(schema: z.ZodType<T>, raw: string | null): T | null {
  if (raw === null) return null;
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

export function parseThankYouQuery(query: URLSearchParams): ThankYouQuery {
  const contentIds = (query.get('contentIds') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => ID.test(s))
    .slice(0, MAX_CONTENT_IDS);
  const orderNumber = field(orderNumberSchema, query.get('orderNumber'));
  const orderLookupNumber = field(lookupSchema, query.get('orderLookupNumber'));
  const cart = field(idSchema, query.get('cart'));
  const malformed =
    (query.has('orderNumber') && orderNumber === null) ||
    (query.has('orderLookupNumber') && orderLookupNumber === null) ||
    (query.has('cart') && cart === null);
  return {
    orderNumber,
    orderLookupNumber,
    deviceId: field(idSchema, query.get('deviceId')),
    cart,
    contentIds,
    name: field(textSchema, query.get('name')),
    arrivalEstimate: field(textSchema, query.get('arrivalEstimate')),
    malformed,
  };
}

/** An ISO date (2026-12-01, or a full timestamp) as 'December 1, 2026'; any other text as given. */
export function formatArrivalEstimate(text: string, locale: Locale = DEFAULTS.locale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T[\d:.]+Z?)?$/.exec(text);
  if (!match) return text;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(date.getTime())) return text;
  return formatDate(date, locale);
}
