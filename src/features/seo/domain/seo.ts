/** SEO builders (issue 3, §6): pure functions from snapshot data to tags, JSON-LD, sitemap, robots and feed. */
export { absoluteUrl, canonicalUrl } from './url.ts';
export {
  META_DESCRIPTION_MAX,
  pageDescription,
  pageHead,
  pageTitle,
  socialMetaTags,
  truncateText,
  type MetaTag,
  type SeoPage,
  type SeoStoreInfo,
  type SocialMetaInput,
} from './meta.ts';
export {
  breadcrumbJsonLd,
  jsonLdScript,
  MERCHANT_RETURN_POLICY,
  organizationJsonLd,
  productJsonLd,
  RETURN_POLICY_COUNTRY,
  serializeJsonLd,
  websiteJsonLd,
  type Availability,
  type Crumb,
  type JsonLd,
  type SeoOffer,
  type SeoOrganization,
  type SeoProduct,
} from './json-ld.ts';
export {
  buildRobotsTxt,
  buildSitemap,
  buildSitemapFiles,
  ROBOTS_DISALLOW,
  SITEMAP_MAX_URLS,
  xmlEscape,
  type RobotsOptions,
  type SitemapEntry,
  type SitemapFile,
} from './xml.ts';
export {
  buildMerchantFeed,
  FEED_ADDITIONAL_IMAGES_MAX,
  FEED_DESCRIPTION_MAX,
  FEED_TITLE_MAX,
  GOOGLE_NS,
  type FeedInput,
  type FeedItem,
} from './feed.ts';
