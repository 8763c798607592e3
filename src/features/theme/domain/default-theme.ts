import { themeSchema, type Theme, type ThemeInput } from './types.ts';

/**
 * The built-in theme, used when the theme service fails or answers 404 (spec storefront §1, §4).
 * It needs no network (system fonts, no images, no font URL) and declares no extra routes: no About
 * link, no custom navigation links, no category banners, no notification.
 */
const DEFAULT_THEME_INPUT = {
  meta: { storeName: 'My Store', searchOptions: { placeholder: 'Search products' } },
  styles: {
    fonts: { heading: 'system-ui, sans-serif', body: 'system-ui, sans-serif', url: null },
    primaryColor: '#111111',
  },
  content: {
    header: { showCategories: true, showSocialIcons: false, showAbout: false, customLinks: [] },
    heroBanner: {
      template: 'classic',
      title: 'Welcome to our store',
      subtitle: 'Fresh merch, printed on demand.',
      ctaText: 'Shop now',
    },
    footer: { showSocialIcons: false },
    notification: '',
    categories: [],
    aboutText: [],
  },
  previewMode: false,
} satisfies ThemeInput;

/** Parsed once, so the default goes through the same schema as a served theme. */
const DEFAULT_THEME: Theme = themeSchema.parse(DEFAULT_THEME_INPUT);

export interface DefaultThemeMeta {
  storeId?: string;
  storeName?: string;
  storeUrl?: string;
}

/** A fresh copy of the default theme (callers may mutate it), optionally naming the store. */
export function createDefaultTheme(meta: DefaultThemeMeta = {}): Theme {
  const theme = structuredClone(DEFAULT_THEME);
  if (meta.storeId !== undefined) theme.meta.storeId = meta.storeId;
  if (meta.storeName !== undefined && meta.storeName !== '') theme.meta.storeName = meta.storeName;
  if (meta.storeUrl !== undefined) theme.meta.storeUrl = meta.storeUrl;
  return theme;
}

/** True when a theme declares routes beyond the fixed ones (an About page or custom links). */
export function themeDeclaresExtraRoutes(theme: Theme): boolean {
  return theme.content.header.showAbout || theme.content.header.customLinks.some((l) => l.href.startsWith('/'));
}
