import { toDollars } from '../../localization/index.ts';
import { htmlToPlainText } from '../../../shared/sanitize.ts';
import type { Availability } from './json-ld.ts';
import { truncateText } from './meta.ts';
import { absoluteUrl, canonicalUrl } from './url.ts';
import { xmlEscape } from './xml.ts';

/**
 * Google Merchant Center product feed: RSS 2.0 with the g: namespace, one item per variant. Every text
 * is XML-escaped. Items without an image or with a price below zero are left out, since Merchant Center
 * rejects them anyway.
 */

export const GOOGLE_NS = 'http://base.google.com/ns/1.0';
/** Merchant Center limits. */
export const FEED_TITLE_MAX = 150;
export const FEED_DESCRIPTION_MAX = 5000;
export const FEED_ADDITIONAL_IMAGES_MAX = 10;

export interface FeedItem {
  id: string;
  title: string;
  /** HTML or text; reduced to plain text. */
  description: string;
  path: string;
  imageUrl: string | null;
  additionalImageUrls?: readonly string[];
  priceCents: number;
  currency: string;
  availability: Availability;
  /** YYYY-MM-DD, for pre-orders. */
  availabilityDate?: string;
  itemGroupId?: string;
  color?: string;
  size?: string;
  productType?: string;
}

export interface FeedInput {
  storeName: string;
  site: string;
  description?: string;
  items: readonly FeedItem[];
}

const tag = (name: string, value: string | undefined | null): string =>
  value === undefined || value === null || value === '' ? '' : `<g:${name}>${xmlEscape(value)}</g:${name}>`;

function itemXml(item: FeedItem, input: FeedInput): string | null {
  const image = item.imageUrl ? absoluteUrl(input.site, item.imageUrl) : null;
  const link = absoluteUrl(input.site, item.path);
  if (image === null || link === null || !Number.isSafeInteger(item.priceCents) || item.priceCents < 0) return null;
  const extra = (item.additionalImageUrls ?? [])
    .map((u) => absoluteUrl(input.site, u))
    .filter((u): u is string => u !== null && u !== image)
    .slice(0, FEED_ADDITIONAL_IMAGES_MAX);
  const description = htmlToPlainText(item.description) || item.title;
  const date =
    item.availabilityDate && /^\d{4}-\d{2}-\d{2}$/.test(item.availabilityDate) ? item.availabilityDate : undefined;
  return [
    '<item>',
    tag('id', item.id),
    tag('title', truncateText(item.title, FEED_TITLE_MAX)),
    tag('description', truncateText(description, FEED_DESCRIPTION_MAX)),
    tag('link', link),
    tag('image_link', image),
    ...extra.map((u) => tag('additional_image_link', u)),
    tag('availability', item.availability),
    item.availability === 'preorder' ? tag('availability_date', date) : '',
    tag('price', `${toDollars(item.priceCents).toFixed(2)} ${item.currency}`),
    tag('condition', 'new'),
    tag('brand', input.storeName),
    tag('identifier_exists', 'no'),
    tag('item_group_id', item.itemGroupId),
    tag('color', item.color),
    tag('size', item.size),
    tag('product_type', item.productType),
    '</item>',
  ]
    .filter((line) => line !== '')
    .join('');
}

export function buildMerchantFeed(input: FeedInput): string {
  const items = input.items.map((i) => itemXml(i, input)).filter((x): x is string => x !== null);
  const description = input.description ? htmlToPlainText(input.description) : `Products from ${input.storeName}`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<rss version="2.0" xmlns:g="${GOOGLE_NS}">`,
    '<channel>',
    `<title>${xmlEscape(input.storeName)}</title>`,
    `<link>${xmlEscape(canonicalUrl(input.site, '/'))}</link>`,
    `<description>${xmlEscape(description)}</description>`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
