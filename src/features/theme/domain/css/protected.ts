/**
 * The parts of the page the owner's CSS may never restyle (issue 14): the sticky header and the commerce
 * controls (price, Add to cart, the cart, Checkout, Place order, the legal links). custom-css.ts refuses
 * rules that name them and scopes every kept rule out of them (`@scope (body) to (…)`), and
 * src/styles/guard.css pins their critical styles in a layer the owner's CSS cannot override.
 */

/** Roots of the protected parts: each and everything inside it is out of the owner's reach. */
export const PROTECTED_ROOTS = [
  '.site-header',
  '.skip-link',
  '.btn',
  '.icon-btn',
  '.cart-pill',
  '.price',
  '.options__price',
  '.options__add',
  '.product-tile__price',
  '.sticky-add',
  '.cart-summary',
  '.cart-sticky',
  '.co-place',
  '.co-legal',
  // The whole checkout form, summary and status screens: the owner's CSS styles the page around them.
  '.co-layout',
  '.co-status',
  '.site-footer__links',
  'button',
  'input',
  'select',
] as const;

/** Class-name starts, element names and attributes whose mention in a selector aims it at a protected part. */
const CLASS_MARKERS = [
  'site-header',
  'skip-link',
  'btn',
  'icon-btn',
  'cart',
  'price',
  'options__',
  'sticky-add',
  'checkout',
  'co-',
  'site-footer__links',
  'legal',
  'bottom-bar',
];
const TYPE_MARKERS = new Set(['header', 'button', 'input', 'select', 'nav']);
const ATTRIBUTE_MARKERS = /^(type|data-cart|data-checkout|data-quick-add|data-modal)/i;

export function isProtectedClass(name: string): boolean {
  const lower = name.toLowerCase();
  return CLASS_MARKERS.some((m) => lower.startsWith(m) || lower.includes(`-${m}`) || lower.includes(`_${m}`));
}
export const isProtectedType = (name: string): boolean => TYPE_MARKERS.has(name.toLowerCase());
export const isProtectedAttribute = (name: string): boolean => ATTRIBUTE_MARKERS.test(name);
export const isProtectedId = (name: string): boolean => isProtectedClass(name);
