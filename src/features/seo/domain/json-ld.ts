import { RETURN_POLICY_DAYS } from '../../../shared/constants.ts';
import { toDollars } from '../../localization/index.ts';
import { htmlToPlainText } from '../../../shared/sanitize.ts';
import { absoluteUrl, canonicalUrl } from './url.ts';

/** Structured data (schema.org, as JSON-LD) for products, breadcrumbs and the store's organisation. */

export type JsonLd = Record<string, unknown>;
export type Availability = 'in_stock' | 'out_of_stock' | 'preorder';

const SCHEMA = 'https://schema.org';
const AVAILABILITY: Record<Availability, string> = {
  in_stock: `${SCHEMA}/InStock`,
  out_of_stock: `${SCHEMA}/OutOfStock`,
  preorder: `${SCHEMA}/PreOrder`,
};

/** Checkout ships to the United States only (checkout spec §1), so the return policy applies there. */
export const RETURN_POLICY_COUNTRY = 'US';

export const MERCHANT_RETURN_POLICY: JsonLd = {
  '@type': 'MerchantReturnPolicy',
  applicableCountry: RETURN_POLICY_COUNTRY,
  returnPolicyCategory: `${SCHEMA}/MerchantReturnFiniteReturnWindow`,
  merchantReturnDays: RETURN_POLICY_DAYS,
  returnMethod: `${SCHEMA}/ReturnByMail`,
  returnFees: `${SCHEMA}/FreeReturn`,
};

/** One colour (or colour and size) of a listing. */
export interface SeoOffer {
  sku: string;
  name?: string;
  color?: string;
  priceCents: number;
  currency: string;
  availability: Availability;
  /** Path (or absolute URL) that selects this variant. */
  path: string;
  image?: string | null;
}

export interface SeoProduct {
  name: string;
  /** HTML or text; reduced to plain text. */
  description: string;
  path: string;
  images: readonly string[];
  sku?: string;
  productGroupId?: string;
  category?: string;
  brand: string;
  offers: readonly SeoOffer[];
}

const compact = (obj: JsonLd): JsonLd =>
  Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== undefined && v !== null && v !== ''));

const images = (site: string, list: readonly (string | null | undefined)[]): string[] =>
  list.map((i) => (i ? absoluteUrl(site, i) : null)).filter((i): i is string => i !== null);

const linkFor = (site: string, path: string) => absoluteUrl(site, path) ?? canonicalUrl(site, '/');

export function productJsonLd(product: SeoProduct, site: string): JsonLd {
  return compact({
    '@context': SCHEMA,
    '@type': 'Product',
    name: product.name,
    description: htmlToPlainText(product.description),
    url: canonicalUrl(site, product.path),
    image: images(site, product.images),
    sku: product.sku,
    productGroupID: product.productGroupId,
    category: product.category,
    brand: { '@type': 'Brand', name: product.brand },
    offers: product.offers.map((offer) =>
      compact({
        '@type': 'Offer',
        sku: offer.sku,
        name: offer.name,
        color: offer.color,
        url: linkFor(site, offer.path),
        image: offer.image ? absoluteUrl(site, offer.image) : undefined,
        price: toDollars(offer.priceCents).toFixed(2),
        priceCurrency: offer.currency,
        availability: AVAILABILITY[offer.availability],
        itemCondition: `${SCHEMA}/NewCondition`,
        seller: { '@type': 'Organization', name: product.brand },
        hasMerchantReturnPolicy: MERCHANT_RETURN_POLICY,
      }),
    ),
  });
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[], site: string): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: canonicalUrl(site, crumb.path),
    })),
  };
}

export interface SeoOrganization {
  name: string;
  site: string;
  logo?: string | null;
  /** Social profile URLs; anything not http(s) is left out. */
  socialUrls: readonly string[];
}

export function organizationJsonLd(org: SeoOrganization): JsonLd {
  const sameAs = [...new Set(org.socialUrls.map((u) => u.trim()).filter((u) => /^https?:\/\/[^/]/i.test(u)))];
  return compact({
    '@context': SCHEMA,
    '@type': 'Organization',
    name: org.name,
    url: canonicalUrl(org.site, '/'),
    logo: org.logo ? absoluteUrl(org.site, org.logo) : undefined,
    sameAs: sameAs.length > 0 ? sameAs : undefined,
  });
}

/** WebSite with the search action, so search engines can offer the store's own search. */
export function websiteJsonLd(name: string, site: string): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'WebSite',
    name,
    url: canonicalUrl(site, '/'),
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${canonicalUrl(site, '/search')}?searchterm={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
}

/**
 * JSON for a <script type="application/ld+json"> body: `<`, `>` and `&` become \u escapes so no
 * `</script>` or `<!--` can appear, and U+2028/2029 are escaped for old JavaScript parsers.
 */
export function serializeJsonLd(data: JsonLd | readonly JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The whole element, for templates that insert raw HTML. */
export function jsonLdScript(data: JsonLd | readonly JsonLd[]): string {
  return `<script type="application/ld+json">${serializeJsonLd(data)}</script>`;
}
