import { DEFAULT_CTA_LINK, type HeroBanner, type HeroTemplate } from '../contracts/theme.ts';
import { assetUrl } from './assets.ts';

export interface HeroCopy {
  title: string;
  subtitle: string;
  body: string;
  ctaText: string;
  containerBg: string;
}

/**
 * The hero banner of a store for one template. Every template carries the full field set (the
 * service always answers the whole shape) but fills the fields that template shows, so each one
 * looks different and a missing field in a component is visible (see HERO_TEMPLATE_USES).
 */
export function heroBannerFor(store: string, template: HeroTemplate, copy: HeroCopy, origin: string): HeroBanner {
  const base: HeroBanner = {
    template,
    title: copy.title,
    titleImg: null,
    titleBadge: '',
    subtitle: copy.subtitle,
    body: '',
    ctaText: copy.ctaText,
    ctaLink: DEFAULT_CTA_LINK,
    ctaOpenInNewWindow: false,
    showSearch: false,
    searchPlaceholder: 'Search products',
    containerBg: copy.containerBg,
    image: null,
    imageAlt: '',
  };
  switch (template) {
    case 'classic':
      return base;
    case 'split':
      return {
        ...base,
        body: copy.body,
        image: assetUrl(origin, `hero-${store}.svg`),
        imageAlt: `${copy.title} collection`,
      };
    case 'full-image':
      return {
        ...base,
        image: assetUrl(origin, `hero-${store}.svg`),
        imageAlt: `${copy.title} banner`,
        ctaText: `Explore ${copy.title}`,
      };
    case 'search':
      return {
        ...base,
        ctaText: '',
        showSearch: true,
        searchPlaceholder: `Search ${copy.title}`,
      };
    case 'wordmark':
      return {
        ...base,
        titleImg: assetUrl(origin, `wordmark-${store}.svg`),
        titleBadge: 'New drop',
        ctaLink: 'https://example.com/drop',
        ctaOpenInNewWindow: true,
      };
  }
}
