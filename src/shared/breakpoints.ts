/**
 * Breakpoints by max width (storefront §2). A breakpoint applies at and below its width, so CSS uses
 * `@media ${maxWidth('mobileLg')}`. "Mobile" is strictly under 767 px, which is what MOBILE_QUERY and
 * isMobileWidth express.
 */
export const BREAKPOINTS = {
  desktopLg: 1400,
  desktopMd: 1300,
  desktopSm: 1200,
  tabletLg: 1040,
  tabletMd: 991,
  tabletSm: 840,
  mobileLg: 767,
  mobileMd: 540,
  mobileSm: 400,
  mobileXsm: 350,
} as const;

export type Breakpoint = keyof typeof BREAKPOINTS;

/** Media condition for "this breakpoint and narrower": `(max-width: 767px)`. */
export function maxWidth(breakpoint: Breakpoint): string {
  return `(max-width: ${BREAKPOINTS[breakpoint]}px)`;
}

/** Media condition for "this width or wider", e.g. hover zoom from tabletSm up: `(min-width: 840px)`. */
export function minWidth(breakpoint: Breakpoint): string {
  return `(min-width: ${BREAKPOINTS[breakpoint]}px)`;
}

/**
 * Under 767 px. Written as max-width with a sub-pixel step rather than range syntax (`width < 767px`),
 * which some still-supported browsers ignore; fractional viewport widths never fall between the two.
 */
export const MOBILE_QUERY = `(max-width: ${BREAKPOINTS.mobileLg - 0.02}px)`;

export function isMobileWidth(widthPx: number): boolean {
  return widthPx < BREAKPOINTS.mobileLg;
}
