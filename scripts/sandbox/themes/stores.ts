import type { HeroTemplate, Theme } from '../contracts/theme.ts';
import { STORES, type StoreFixture } from '../fixtures/stores.ts';
import { assetUrl } from './assets.ts';
import { heroBannerFor, type HeroCopy } from './heroes.ts';
import { HOSTILE_CUSTOM_CSS, HOSTILE_CUSTOM_LINKS, hostileAboutText, hostileNotificationHtml } from './hostile.ts';

/** What differs between the stores that have a theme; the rest is shared in `buildTheme`. */
interface ThemeRecipe {
  hero: HeroTemplate;
  copy: HeroCopy;
  palette: { primary: string; ink: string; paper: string; accent: string };
  fonts: Theme['styles']['fonts'];
  showAbout: boolean;
  customLinks: Theme['content']['header']['customLinks'];
  notification: (origin: string) => string;
  aboutText: (origin: string) => Theme['content']['aboutText'];
  customCSS: string;
  login: { title: string; subtitle: string };
  cartTitle?: string;
}

const SYSTEM_FONTS = { heading: 'system-ui, sans-serif', body: 'system-ui, sans-serif', url: null };

/** Stores with a theme; `minimal` has none on purpose (themeMissing: the service answers 404). */
export const THEME_RECIPES: Partial<Record<string, ThemeRecipe>> = {
  demo: {
    hero: 'classic',
    copy: {
      title: 'Northwind Merch',
      subtitle: 'Limited drops from the Northwind crew.',
      body: 'Heavyweight tees, cosy hoodies and digital goodies, printed when you order.',
      ctaText: 'Shop the drop',
      containerBg: '#e8eef5',
    },
    palette: { primary: '#1f3a5f', ink: '#10202f', paper: '#ffffff', accent: '#f2b134' },
    fonts: {
      heading: "'Northwind Display', Georgia, serif",
      body: "'Northwind Text', Helvetica, Arial, sans-serif",
      url: 'northwind-fonts.css',
    },
    showAbout: true,
    customLinks: HOSTILE_CUSTOM_LINKS,
    notification: hostileNotificationHtml,
    aboutText: hostileAboutText,
    customCSS: HOSTILE_CUSTOM_CSS,
    login: { title: 'Login', subtitle: '' },
  },
  gated: {
    hero: 'split',
    copy: {
      title: 'Backstage Club',
      subtitle: 'Members-only merch.',
      body: 'Exclusive pieces for club members. Thanks for being here.',
      ctaText: 'See the members drop',
      containerBg: '#1b1b1b',
    },
    palette: { primary: '#8c2bd9', ink: '#f5f5f5', paper: '#121212', accent: '#ffd400' },
    fonts: SYSTEM_FONTS,
    showAbout: false,
    customLinks: [],
    notification: () => '',
    aboutText: () => [],
    customCSS: '.hero-banner { border-bottom: 4px solid #ffd400; }',
    login: { title: 'Members only', subtitle: 'Enter the access code from your membership email.' },
    cartTitle: 'Members Cart',
  },
  big: {
    hero: 'search',
    copy: {
      title: 'Megastore',
      subtitle: 'Over 10,000 designs. Find yours.',
      body: 'Shirts, outerwear, homeware and kids’ sizes.',
      ctaText: 'Browse everything',
      containerBg: '#fff4e0',
    },
    palette: { primary: '#c2410c', ink: '#1c1917', paper: '#ffffff', accent: '#0f766e' },
    fonts: SYSTEM_FONTS,
    showAbout: false,
    customLinks: [],
    notification: () => 'New designs every week. <a href="/search?searchterm=new">See what is new</a>',
    aboutText: () => [],
    customCSS: '',
    login: { title: 'Login', subtitle: '' },
    cartTitle: 'Your Haul',
  },
};

function socialMedia(store: StoreFixture): Theme['brand']['socialMedia'] {
  return ['instagram', 'x', 'youtube', 'tiktok'].map((id) => ({
    id,
    url: `https://${id === 'x' ? 'x' : id}.com/${store.slug}merch`,
    icon: id,
  }));
}

/** The published theme of a store, as the live service would answer it: every field present. */
export function buildTheme(store: StoreFixture, recipe: ThemeRecipe, origin: string, hero: HeroTemplate): Theme {
  const { primary, ink, paper, accent } = recipe.palette;
  const fontUrl = recipe.fonts.url === null ? null : assetUrl(origin, recipe.fonts.url);
  const theme: Theme = {
    meta: {
      storeId: store.id,
      storeName: store.name,
      gaToken: `G-SANDBOX-${store.slug.toUpperCase()}`,
      seoTitle: `${store.name} | Official Store`,
      storeUrl: `https://${store.slug}.merch.example`,
      searchOptions: { placeholder: `Search ${store.name}` },
    },
    styles: {
      fonts: { ...recipe.fonts, url: fontUrl },
      typography: { baseFontSize: 16, lineHeight: 1.5, headingWeight: 700, bodyWeight: 400, headingTransform: 'none' },
      button: {
        primary: { color: paper, backgroundColor: primary, borderColor: primary },
        secondary: { color: primary, backgroundColor: paper, borderColor: primary },
      },
      primaryColor: primary,
      notification: { color: ink, backgroundColor: accent },
      header: { color: ink, backgroundColor: paper },
      heroBanner: { color: ink, backgroundColor: recipe.copy.containerBg },
      footer: { color: paper, backgroundColor: ink },
      customCSS: recipe.customCSS,
    },
    content: {
      favicon: assetUrl(origin, `favicon-${store.slug}.svg`),
      header: {
        showCategories: true,
        showSocialIcons: true,
        showAbout: recipe.showAbout,
        customLinks: recipe.customLinks,
      },
      heroBanner: heroBannerFor(store.slug, hero, recipe.copy, origin),
      notification: recipe.notification(origin),
      footer: {
        newsletter: { enabled: true, title: `Join the ${store.name} list`, text: 'Drops, restocks and discounts.' },
        showSocialIcons: true,
        about: { textContent: `${store.name} sells merch printed on demand for fans.` },
      },
      categories: store.collections
        .filter((c) => c.parent === undefined)
        .map((c) => ({ slug: c.slug, image: assetUrl(origin, `category-${c.slug}.svg`), displayName: c.name })),
      aboutText: recipe.aboutText(origin),
      heroImage: recipe.showAbout ? assetUrl(origin, `about-${store.slug}.svg`) : null,
      login: {
        title: recipe.login.title,
        subtitle: recipe.login.subtitle,
        headerLogo: assetUrl(origin, `login-header-${store.slug}.svg`),
        footerLogo: assetUrl(origin, `login-footer-${store.slug}.svg`),
        buttonText: 'Login',
        inputPlaceholder: 'Access code',
        backgroundColor: paper,
      },
      ...(recipe.cartTitle === undefined ? {} : { cartTitle: recipe.cartTitle }),
    },
    brand: { logo: assetUrl(origin, `logo-${store.slug}.svg`), logoAlt: store.name, socialMedia: socialMedia(store) },
    previewMode: false,
  };
  return theme;
}

/** The unpublished variant a store owner sees in preview: a draft hero title and previewMode on. */
export function toPreview(theme: Theme): Theme {
  const hero = theme.content.heroBanner;
  return {
    ...theme,
    content: { ...theme.content, heroBanner: { ...hero, title: `DRAFT: ${hero.title}`, titleBadge: 'Draft' } },
    previewMode: true,
  };
}

export const THEMED_STORES = Object.values(STORES).filter((s) => THEME_RECIPES[s.slug] !== undefined);
