import { collectionPageTitle, TEXTS } from '../../../shared/constants.ts';
import { htmlToPlainText } from '../../../shared/sanitize.ts';

/** Page titles, descriptions and Open Graph / Twitter tags. Output is text: the template escapes it. */

export type SeoPage =
  | { type: 'home' }
  | { type: 'collection'; name: string }
  | { type: 'listing'; title: string; description?: string }
  | { type: 'about' }
  | { type: 'search' }
  | { type: 'cart' }
  | { type: 'terms' }
  | { type: 'privacy' }
  | { type: 'support' }
  | { type: 'support-article'; title: string; summary?: string }
  | { type: 'login' }
  | { type: 'not-found' };

export interface SeoStoreInfo {
  name: string;
  /** theme.meta.seoTitle: the home page title when set. */
  seoTitle?: string;
  /** A sentence about the store (e.g. the footer about text); a generic one otherwise. */
  description?: string;
}

export const META_DESCRIPTION_MAX = 160;

const FIXED_LABELS = {
  about: 'About',
  search: 'Search',
  cart: TEXTS.cartTitle,
  terms: 'Terms of Use',
  privacy: 'Privacy Policy',
  support: 'Support',
  login: TEXTS.loginTitle,
  'not-found': TEXTS.notFoundTitle,
} as const;

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

export function pageTitle(page: SeoPage, store: SeoStoreInfo): string {
  const name = oneLine(store.name);
  switch (page.type) {
    case 'home':
      return oneLine(store.seoTitle ?? '') || name;
    case 'collection':
      return collectionPageTitle(oneLine(page.name), name);
    case 'listing':
    case 'support-article':
      return `${oneLine(page.title)} | ${name}`;
    default:
      return `${FIXED_LABELS[page.type]} | ${name}`;
  }
}

/** A page's title and meta description, as BaseLayout takes them (`<BaseLayout {...pageHead(page, store)}>`). */
export function pageHead(page: SeoPage, store: SeoStoreInfo): { title: string; description: string } {
  return { title: pageTitle(page, store), description: pageDescription(page, store) };
}

/** Cuts at a word boundary and adds an ellipsis when the text is longer than `max`. */
export function truncateText(text: string, max = META_DESCRIPTION_MAX): string {
  const flat = oneLine(text);
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

export function pageDescription(page: SeoPage, store: SeoStoreInfo): string {
  const name = oneLine(store.name);
  const about = store.description ? htmlToPlainText(store.description) : '';
  const fallback = `Official merchandise from ${name}, printed on demand and shipped to you.`;
  switch (page.type) {
    case 'home':
      return truncateText(about || fallback);
    case 'collection':
      return truncateText(`Shop the ${oneLine(page.name)} collection from ${name}. ${about}`);
    case 'listing': {
      const text = page.description ? htmlToPlainText(page.description) : '';
      return truncateText(text || `${oneLine(page.title)} from ${name}.`);
    }
    case 'support-article':
      return truncateText(page.summary ?? `${oneLine(page.title)}: help from ${name} support.`);
    case 'about':
      return truncateText(about || `About ${name}. ${fallback}`);
    case 'terms':
      return `The terms of use of the ${name} store.`;
    case 'privacy':
      return `How ${name} collects, uses and protects your personal information.`;
    case 'support':
      return `Help with orders, shipping, billing and returns at ${name}.`;
    default:
      return truncateText(fallback);
  }
}

export interface MetaTag {
  /** Open Graph uses `property`, Twitter uses `name`. */
  attribute: 'property' | 'name';
  key: string;
  content: string;
}

export interface SocialMetaInput {
  title: string;
  description: string;
  /** Canonical URL of the page. */
  url: string;
  siteName: string;
  type: 'website' | 'product';
  /** Absolute image URL. */
  image?: string | null;
  imageAlt?: string;
  /** For products: amount in decimal ('25.00') and ISO currency. */
  price?: { amount: string; currency: string };
}

export function socialMetaTags(input: SocialMetaInput): MetaTag[] {
  const og = (key: string, content: string): MetaTag => ({ attribute: 'property', key, content });
  const tw = (key: string, content: string): MetaTag => ({ attribute: 'name', key, content });
  const tags = [
    og('og:type', input.type),
    og('og:site_name', input.siteName),
    og('og:title', input.title),
    og('og:description', input.description),
    og('og:url', input.url),
    tw('twitter:card', input.image ? 'summary_large_image' : 'summary'),
    tw('twitter:title', input.title),
    tw('twitter:description', input.description),
  ];
  if (input.image) {
    tags.push(og('og:image', input.image), tw('twitter:image', input.image));
    if (input.imageAlt) tags.push(og('og:image:alt', input.imageAlt), tw('twitter:image:alt', input.imageAlt));
  }
  if (input.price) {
    tags.push(og('product:price:amount', input.price.amount), og('product:price:currency', input.price.currency));
  }
  return tags;
}
