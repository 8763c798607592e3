import { z } from 'zod';
import { boundedText, LIMITS } from '../../../shared/limits.ts';

/**
 * Field builders of the theme schema (types.ts): every field has a default (lenient on absence) and a
 * strict type. Colours and font names are checked because they are written into CSS declarations;
 * URLs because they are written into href/src attributes that no HTML sanitiser sees.
 */

export const CSS_COLOR =
  /^(#[0-9a-f]{3,4}|#[0-9a-f]{6}|#[0-9a-f]{8}|(rgb|rgba|hsl|hsla)\(\s*[-0-9.,%\s/deg]+\)|[a-z]{3,30})$/i;
export const FONT_FAMILY = /^[\w\s,'"-]{1,200}$/;

export const color = (fallback: string) =>
  boundedText(LIMITS.themeColor)
    .trim()
    .regex(CSS_COLOR, 'Expected a CSS colour (#hex, rgb(), hsl() or a name)')
    .default(fallback);

/** Names, titles, labels, placeholders (LIMITS.themeShortText). */
export const text = (fallback = '') => boundedText(LIMITS.themeShortText).default(fallback);
/** Paragraphs: notification, hero body, footer and about text (LIMITS.themeLongText). */
export const longText = (fallback = '') => boundedText(LIMITS.themeLongText).default(fallback);
export const flag = (fallback: boolean) => z.boolean().default(fallback);

export type UrlKind = 'image' | 'link' | 'resource';

/** Relative URLs, http(s); plus mailto for links and data:image for images. */
export function isSafeUrl(value: string, kind: UrlKind): boolean {
  if (value.startsWith('//')) return false; // protocol-relative: host chosen by the page's scheme
  if (/^[/#?.]/.test(value)) return true;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  if (scheme === undefined) return /^[\w.-]+(\/|$)/.test(value); // relative path such as "assets/logo.svg"
  if (scheme === 'http' || scheme === 'https') return true;
  if (kind === 'link') return scheme === 'mailto';
  return kind === 'image' && /^data:image\/(png|gif|jpe?g|webp|avif|svg\+xml)[;,]/i.test(value);
}

/** An image or resource URL, or null; '' and unsafe schemes become null. */
export const url = (kind: Exclude<UrlKind, 'link'>) =>
  boundedText(kind === 'image' ? LIMITS.themeImageUrl : LIMITS.themeUrl)
    .nullable()
    .default(null)
    .transform((v) => {
      const trimmed = v?.trim() ?? '';
      return trimmed !== '' && isSafeUrl(trimmed, kind) ? trimmed : null;
    });
export const image = () => url('image');

/** A link target; '' and unsafe schemes become `fallback`. */
export const link = (fallback: string) =>
  boundedText(LIMITS.themeUrl)
    .default(fallback)
    .transform((v) => {
      const trimmed = v.trim();
      return trimmed !== '' && isSafeUrl(trimmed, 'link') ? trimmed : fallback;
    });

export const fontFamily = (fallback: string) =>
  boundedText(LIMITS.themeFontFamily).regex(FONT_FAMILY, 'Expected a font family name').default(fallback);
