import { isCssColor } from './css/color.ts';
import { sanitizeCustomCss } from './custom-css.ts';
import { createDefaultTheme } from './default-theme.ts';
import type { Theme } from './types.ts';
import { contentHash } from '../../../shared/content-hash.ts';
import { memoizeByObject } from '../../../shared/memo.ts';
import { THEME_STYLESHEET_PATH } from '../../../shared/routes.ts';

/**
 * Theme styles as CSS custom properties (issue 3, §3). The theme schema already checks types, but each
 * value is checked again here against a stricter grammar, because this string is written into a <style>
 * element: a value that fails falls back to the default theme's, so the variable is always defined and
 * nothing can close the declaration, the rule or the element.
 */

/** Custom property names, so components and this module agree. */
export const THEME_VARS = {
  fontHeading: '--font-heading',
  fontBody: '--font-body',
  fontSizeBase: '--font-size-base',
  lineHeightBase: '--line-height-base',
  fontWeightHeading: '--font-weight-heading',
  fontWeightBody: '--font-weight-body',
  headingTransform: '--heading-transform',
  colorPrimary: '--color-primary',
  buttonPrimaryColor: '--button-primary-color',
  buttonPrimaryBg: '--button-primary-bg',
  buttonPrimaryBorder: '--button-primary-border',
  buttonSecondaryColor: '--button-secondary-color',
  buttonSecondaryBg: '--button-secondary-bg',
  buttonSecondaryBorder: '--button-secondary-border',
  notificationColor: '--notification-color',
  notificationBg: '--notification-bg',
  headerColor: '--header-color',
  headerBg: '--header-bg',
  heroColor: '--hero-color',
  heroBg: '--hero-bg',
  heroContainerBg: '--hero-container-bg',
  footerColor: '--footer-color',
  footerBg: '--footer-bg',
  loginBg: '--login-bg',
} as const;

type VarKey = keyof typeof THEME_VARS;

const GENERIC_FAMILIES = new Set([
  'serif',
  'sans-serif',
  'monospace',
  'cursive',
  'fantasy',
  'system-ui',
  'ui-serif',
  'ui-sans-serif',
  'ui-monospace',
  'ui-rounded',
  'emoji',
  'math',
  'fangsong',
]);
const FAMILY_NAME = /^[a-z0-9][a-z0-9 _-]{0,59}$/i;
const TRANSFORMS = new Set(['none', 'uppercase', 'capitalize', 'lowercase']);

/**
 * A font-family list with every family either a generic keyword or a quoted name of letters, digits,
 * spaces, '_' and '-'; other entries are dropped. Null when nothing is left.
 */
export function cssFontFamily(list: string): string | null {
  const families = list
    .split(',')
    .map((f) =>
      f
        .trim()
        .replace(/^(["'])(.*)\1$/, '$2')
        .trim(),
    )
    .filter((f) => f !== '')
    .map((f) => (GENERIC_FAMILIES.has(f.toLowerCase()) ? f.toLowerCase() : FAMILY_NAME.test(f) ? `"${f}"` : null))
    .filter((f): f is string => f !== null);
  return families.length === 0 ? null : families.join(', ');
}

export function cssColor(value: string): string | null {
  return isCssColor(value) ? value.trim() : null;
}

/** A finite number within bounds, printed without exponent or float noise. */
function cssNumber(value: number, min: number, max: number, unit = ''): string | null {
  if (!Number.isFinite(value) || value < min || value > max) return null;
  return `${Number(value.toFixed(4))}${unit}`;
}

type Values = Record<VarKey, string | null>;

function valuesOf(theme: Theme): Values {
  const { fonts, typography: t, button, notification, header, heroBanner, footer } = theme.styles;
  const content = theme.content;
  return {
    fontHeading: cssFontFamily(fonts.heading),
    fontBody: cssFontFamily(fonts.body),
    fontSizeBase: cssNumber(t.baseFontSize, 10, 32, 'px'),
    lineHeightBase: cssNumber(t.lineHeight, 1, 3),
    fontWeightHeading: Number.isInteger(t.headingWeight) ? cssNumber(t.headingWeight, 100, 900) : null,
    fontWeightBody: Number.isInteger(t.bodyWeight) ? cssNumber(t.bodyWeight, 100, 900) : null,
    headingTransform: TRANSFORMS.has(t.headingTransform) ? t.headingTransform : null,
    colorPrimary: cssColor(theme.styles.primaryColor),
    buttonPrimaryColor: cssColor(button.primary.color),
    buttonPrimaryBg: cssColor(button.primary.backgroundColor),
    buttonPrimaryBorder: cssColor(button.primary.borderColor),
    buttonSecondaryColor: cssColor(button.secondary.color),
    buttonSecondaryBg: cssColor(button.secondary.backgroundColor),
    buttonSecondaryBorder: cssColor(button.secondary.borderColor),
    notificationColor: cssColor(notification.color),
    notificationBg: cssColor(notification.backgroundColor),
    headerColor: cssColor(header.color),
    headerBg: cssColor(header.backgroundColor),
    heroColor: cssColor(heroBanner.color),
    heroBg: cssColor(heroBanner.backgroundColor),
    heroContainerBg: cssColor(content.heroBanner.containerBg),
    footerColor: cssColor(footer.color),
    footerBg: cssColor(footer.backgroundColor),
    loginBg: cssColor(content.login.backgroundColor),
  };
}

let defaults: Values | undefined;

/** `--name: value;` declarations for every theme variable, one per line. */
export function themeToCssVariables(theme: Theme): string {
  return cssVariables(theme);
}

// Once per theme object: every page of a build asks for the same store's variables.
const cssVariables = memoizeByObject((theme: Theme): string => {
  defaults ??= valuesOf(createDefaultTheme());
  const values = valuesOf(theme);
  return (Object.keys(THEME_VARS) as VarKey[])
    .map((key) => {
      const value = values[key] ?? defaults?.[key] ?? null;
      return value === null ? null : `${THEME_VARS[key]}: ${value};`;
    })
    .filter((line): line is string => line !== null)
    .join('\n');
});

/**
 * Only the declarations where the theme differs from the default theme, on one line: src/styles/base.css
 * declares the default theme's values (in `@layer base`, so these unlayered ones win), and every page
 * carries only what is the store's own (issue 16: listing HTML at most 14 KB gzip).
 */
export const themeVariableOverrides = memoizeByObject((theme: Theme): string => {
  const standard = new Set(themeToCssVariables(createDefaultTheme()).split('\n'));
  return themeToCssVariables(theme)
    .split('\n')
    .filter((line) => !standard.has(line))
    .map((line) => line.replace(/^(--[a-z-]+): /, '$1:'))
    .join('');
});

/**
 * /theme.css (src/pages/theme.css.ts): the theme's own variables as a `:root` rule, then the store's customCSS
 * as the filter keeps it (custom-css.ts: in `@layer custom`, scoped away from the protected parts). One
 * cached file instead of a `<style>` in every page: the custom part's wrapper alone is 150 gzip bytes of each
 * (issue 16: listing HTML at most 14 KB gzip). The page's head declares the layers' order before linking it.
 */
export function themeStylesheet(theme: Theme): string {
  const variables = themeVariableOverrides(theme);
  return `${variables === '' ? '' : `:root{${variables}}`}${sanitizeCustomCss(theme.styles.customCSS).css}`;
}

/** Where a page links /theme.css, versioned by its content, or null when the theme has nothing of its own to declare. */
export function themeStylesheetPath(theme: Theme): string | null {
  const css = themeStylesheet(theme);
  if (css === '') return null;
  return `${THEME_STYLESHEET_PATH}?v=${contentHash(css)}`;
}

/** The variables as a `:root` rule, ready for a <style> element. */
export function themeRootRule(theme: Theme): string {
  return `:root {\n${themeToCssVariables(theme)}\n}`;
}
