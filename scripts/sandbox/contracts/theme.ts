import { z } from 'zod';

/**
 * The theme service's answer as the sandbox emits it, written from spec storefront §3 (Theme) and §1
 * (hero banner with 5 templates, ctaLink default '#featured-products'), not from the storefront's code.
 * The spec names the fields but not their types or the template names; those follow what the sandbox
 * has always emitted. The sandbox answers the whole shape, so every field is required here.
 */

/** Spec §1: five hero banner templates (names: not shown in the spec; the sandbox's own). */
export const HERO_TEMPLATES = ['classic', 'split', 'full-image', 'search', 'wordmark'] as const;
export type HeroTemplate = (typeof HERO_TEMPLATES)[number];

/** Spec §3: heroBanner ctaLink default. */
export const DEFAULT_CTA_LINK = '#featured-products';

const colours = z.strictObject({ color: z.string().min(1), backgroundColor: z.string().min(1) });
const buttonColours = z.strictObject({
  color: z.string().min(1),
  backgroundColor: z.string().min(1),
  borderColor: z.string().min(1),
});
const imageUrl = z.string().min(1).nullable();

export const heroBannerSchema = z.strictObject({
  template: z.enum(HERO_TEMPLATES),
  title: z.string(),
  titleImg: imageUrl,
  titleBadge: z.string(),
  subtitle: z.string(),
  body: z.string(),
  ctaText: z.string(),
  ctaLink: z.string().min(1),
  ctaOpenInNewWindow: z.boolean(),
  showSearch: z.boolean(),
  searchPlaceholder: z.string(),
  containerBg: z.string().min(1),
  image: imageUrl,
  imageAlt: z.string(),
});
export type HeroBanner = z.infer<typeof heroBannerSchema>;

export const themeSchema = z.strictObject({
  meta: z.strictObject({
    storeId: z.string(),
    storeName: z.string().min(1),
    gaToken: z.string(),
    seoTitle: z.string(),
    storeUrl: z.string(),
    searchOptions: z.strictObject({ placeholder: z.string() }),
  }),
  styles: z.strictObject({
    fonts: z.strictObject({ heading: z.string().min(1), body: z.string().min(1), url: z.string().nullable() }),
    typography: z.strictObject({
      baseFontSize: z.number(),
      lineHeight: z.number(),
      headingWeight: z.number().int(),
      bodyWeight: z.number().int(),
      headingTransform: z.enum(['none', 'uppercase', 'capitalize', 'lowercase']),
    }),
    button: z.strictObject({ primary: buttonColours, secondary: buttonColours }),
    primaryColor: z.string().min(1),
    notification: colours,
    header: colours,
    heroBanner: colours,
    footer: colours,
    customCSS: z.string(),
  }),
  content: z.strictObject({
    favicon: imageUrl,
    header: z.strictObject({
      showCategories: z.boolean(),
      showSocialIcons: z.boolean(),
      showAbout: z.boolean(),
      customLinks: z.array(
        z.strictObject({ label: z.string().min(1), href: z.string(), openInNewWindow: z.boolean() }),
      ),
    }),
    heroBanner: heroBannerSchema,
    notification: z.string(),
    footer: z.strictObject({
      newsletter: z.strictObject({ enabled: z.boolean(), title: z.string(), text: z.string() }),
      showSocialIcons: z.boolean(),
      about: z.strictObject({ textContent: z.string() }),
    }),
    categories: z.array(z.strictObject({ slug: z.string().min(1), image: imageUrl, displayName: z.string().min(1) })),
    aboutText: z.array(z.strictObject({ id: z.string(), text: z.string(), list: z.array(z.string()) })),
    heroImage: imageUrl,
    login: z.strictObject({
      title: z.string(),
      subtitle: z.string(),
      headerLogo: imageUrl,
      footerLogo: imageUrl,
      buttonText: z.string(),
      inputPlaceholder: z.string(),
      backgroundColor: z.string().min(1),
    }),
    cartTitle: z.string().min(1).optional(),
  }),
  brand: z.strictObject({
    logo: imageUrl,
    logoAlt: z.string(),
    socialMedia: z.array(z.strictObject({ id: z.string(), url: z.string(), icon: z.string() })),
  }),
  previewMode: z.boolean(),
});
export type Theme = z.infer<typeof themeSchema>;

export const themeQuerySchema = z.object({
  siteKey: z
    .string()
    .trim()
    .min(1)
    .transform((s) => s.toLowerCase()),
  accessCode: z.string().optional(),
  heroTemplate: z.enum(HERO_TEMPLATES).optional(),
  preview: z.enum(['0', '1', 'true', 'false']).optional(),
});
