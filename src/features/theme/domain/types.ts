import { z } from 'zod';
import { boundedList, boundedText, LIMITS } from '../../../shared/limits.ts';
import { color, flag, fontFamily, image, link, longText, text, url } from './fields.ts';

/**
 * The theme service's answer (spec storefront §3 Theme), as a zod schema with its inferred types.
 *
 * Lenient on absence: every field has a default, so a partial theme still renders. Strict on types:
 * a wrong type, a colour that is not a CSS colour or a font name that could break out of a CSS
 * declaration is rejected, naming the field. HTML (notification, aboutText) and customCSS are passed
 * through untouched: sanitising them is the storefront's job, at render. Link and image URLs with a
 * dangerous scheme (javascript:, vbscript:, data: other than images) are replaced by their default,
 * because they end up in href/src attributes that no HTML sanitiser sees.
 */

/** The five hero banner templates; each uses different content fields (see HERO_TEMPLATE_USES). */
export const HERO_TEMPLATES = ['classic', 'split', 'full-image', 'search', 'wordmark'] as const;
export type HeroTemplate = (typeof HERO_TEMPLATES)[number];

/** What each template shows, so fixtures, components and tests agree. */
export const HERO_TEMPLATE_USES: Record<HeroTemplate, string> = {
  classic: 'title, subtitle and CTA centred on the containerBg colour',
  split: 'title, body and CTA beside heroBanner.image',
  'full-image': 'heroBanner.image full-bleed with the title and CTA overlaid',
  search: 'title and a search box (showSearch, searchPlaceholder), no CTA',
  wordmark: 'titleImg as the title, with titleBadge, subtitle and CTA',
};

export const DEFAULT_HERO_TEMPLATE: HeroTemplate = 'classic';
export const DEFAULT_CTA_LINK = '#featured-products';

const buttonColors = (c: string, bg: string, border: string) =>
  z.object({ color: color(c), backgroundColor: color(bg), borderColor: color(border) }).prefault({});

const area = (c: string, bg: string) => z.object({ color: color(c), backgroundColor: color(bg) }).prefault({});

export const themeMetaSchema = z
  .object({
    storeId: text(),
    storeName: text('My Store'),
    gaToken: text(),
    seoTitle: text(),
    storeUrl: text(),
    searchOptions: z.object({ placeholder: text('Search products') }).prefault({}),
  })
  .prefault({});

export const themeStylesSchema = z
  .object({
    fonts: z
      .object({
        heading: fontFamily('system-ui, sans-serif'),
        body: fontFamily('system-ui, sans-serif'),
        /** Stylesheet declaring the families (a font host), or null for system fonts. */
        url: url('resource'),
      })
      .prefault({}),
    typography: z
      .object({
        baseFontSize: z.number().min(10).max(32).default(16),
        lineHeight: z.number().min(1).max(3).default(1.5),
        headingWeight: z.number().int().min(100).max(900).default(700),
        bodyWeight: z.number().int().min(100).max(900).default(400),
        headingTransform: z.enum(['none', 'uppercase', 'capitalize', 'lowercase']).default('none'),
      })
      .prefault({}),
    button: z
      .object({
        primary: buttonColors('#ffffff', '#111111', '#111111'),
        secondary: buttonColors('#111111', '#ffffff', '#111111'),
      })
      .prefault({}),
    primaryColor: color('#111111'),
    notification: area('#ffffff', '#111111'),
    header: area('#111111', '#ffffff'),
    heroBanner: area('#111111', '#f4f4f4'),
    footer: area('#111111', '#f4f4f4'),
    /** Raw CSS from the store owner; untrusted, sanitised by the storefront before use. */
    // Bounded by the custom-CSS filter (src/features/theme/domain/custom-css.ts, LIMITS.themeCustomCss), which drops it with a warning.
    customCSS: z.string().default(''),
  })
  .prefault({});

export const heroBannerSchema = z
  .object({
    template: z.enum(HERO_TEMPLATES).default(DEFAULT_HERO_TEMPLATE),
    title: text(),
    titleImg: image(),
    titleBadge: text(),
    subtitle: longText(),
    body: longText(),
    ctaText: text('Shop now'),
    ctaLink: link(DEFAULT_CTA_LINK),
    ctaOpenInNewWindow: flag(false),
    showSearch: flag(false),
    searchPlaceholder: text('Search products'),
    containerBg: color('#f4f4f4'),
    image: image(),
    imageAlt: text(),
  })
  .prefault({});

export const categorySchema = z.object({
  slug: boundedText(LIMITS.themeShortText).min(1),
  image: image(),
  displayName: boundedText(LIMITS.themeShortText).min(1),
});

export const aboutTextSchema = z.object({
  id: z.union([boundedText(LIMITS.themeShortText), z.number()]).transform(String),
  /** HTML; untrusted, sanitised by the storefront (spec §5: images with src and alt only). */
  text: longText(),
  list: boundedList(boundedText(LIMITS.themeLongText)).default([]),
});

export const customLinkSchema = z.object({
  label: boundedText(LIMITS.themeShortText).min(1),
  href: link(''),
  openInNewWindow: flag(false),
});

export const themeContentSchema = z
  .object({
    favicon: image(),
    header: z
      .object({
        showCategories: flag(true),
        showSocialIcons: flag(true),
        showAbout: flag(false),
        /** Links after the collections in the navigation; each is an extra route or an external page. */
        customLinks: boundedList(customLinkSchema)
          .default([])
          .transform((links) => links.filter((l) => l.href !== '')),
      })
      .prefault({}),
    heroBanner: heroBannerSchema,
    /** HTML for the global notification bar; untrusted, sanitised by the storefront. */
    notification: longText(),
    footer: z
      .object({
        newsletter: z
          .object({ enabled: flag(true), title: text('Join our newsletter'), text: longText() })
          .prefault({}),
        showSocialIcons: flag(true),
        about: z.object({ textContent: longText() }).prefault({}),
      })
      .prefault({}),
    categories: boundedList(categorySchema).default([]),
    aboutText: boundedList(aboutTextSchema).default([]),
    heroImage: image(),
    login: z
      .object({
        title: text('Login'),
        subtitle: text(),
        headerLogo: image(),
        footerLogo: image(),
        buttonText: text('Login'),
        inputPlaceholder: text('Access code'),
        backgroundColor: color('#ffffff'),
      })
      .prefault({}),
    cartTitle: boundedText(LIMITS.themeShortText).min(1).optional(),
  })
  .prefault({});

export const socialMediaSchema = z.object({
  id: z.union([boundedText(LIMITS.themeShortText), z.number()]).transform(String),
  url: link(''),
  icon: boundedText(LIMITS.themeShortText).default(''),
});

export const themeBrandSchema = z
  .object({
    logo: image(),
    logoAlt: text(),
    socialMedia: boundedList(socialMediaSchema)
      .default([])
      .transform((items) => items.filter((s) => s.url !== '')),
  })
  .prefault({});

export const themeSchema = z.object({
  meta: themeMetaSchema,
  styles: themeStylesSchema,
  content: themeContentSchema,
  brand: themeBrandSchema,
  previewMode: flag(false),
});

export type Theme = z.output<typeof themeSchema>;
/** What the service may send: every field optional. */
export type ThemeInput = z.input<typeof themeSchema>;
export type ThemeStyles = Theme['styles'];
export type ThemeContent = Theme['content'];
export type HeroBanner = Theme['content']['heroBanner'];
export type ThemeCategory = Theme['content']['categories'][number];
export type AboutTextItem = Theme['content']['aboutText'][number];
