/**
 * Pure derivations over a snapshot for the page chrome (header, footer, banners): navigation tree,
 * social links, support links, the banner promo codes and the notification HTML.
 */
import type { CollectionRef, SocialLink } from '../features/catalog/domain/types.ts';
import { FEATURED_PRODUCTS_ANCHOR, TEXTS } from '../shared/constants.ts';
import { validBannerCodes, type BannerPromo } from '../features/catalog/domain/promo.ts';
import { collectionPath, collectionSegments } from '../shared/routes.ts';
import { sanitizeNotificationHtml } from '../shared/sanitize.ts';
import type { Snapshot } from './snapshot-format.ts';
import { memoizeByObject } from '../shared/memo.ts';
import { chrome } from '../shared/messages/en/chrome.ts';
import type { PageTextKey } from '../shared/messages/page-texts.ts';

export interface NavItem {
  label: string;
  /** The label's catalogue key, when the label is the interface's own word (not the store's). */
  textKey?: PageTextKey;
  href: string;
  /** Opens in a new window (rel noopener). */
  newWindow: boolean;
  children: NavItem[];
}

export const EXPLORE_HREF = `/${FEATURED_PRODUCTS_ANCHOR}`;
export const ABOUT_LABEL = chrome.about;

function collectionItems(collections: readonly CollectionRef[]): NavItem[] {
  const segments = collectionSegments(collections);
  const ids = new Set(collections.map((c) => c.id));
  const byParent = new Map<string | null, CollectionRef[]>();
  for (const c of collections) {
    // A child whose parent is unknown is shown at the top level rather than lost.
    const parent = c.parentId !== null && ids.has(c.parentId) && c.parentId !== c.id ? c.parentId : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), c]);
  }
  const seen = new Set<string>();
  const build = (parent: string | null): NavItem[] =>
    (byParent.get(parent) ?? []).flatMap((c) => {
      const segment = segments.get(c.id);
      if (segment === undefined || seen.has(c.id)) return [];
      seen.add(c.id); // guards against parent cycles
      return [{ label: c.name, href: collectionPath(segment), newWindow: false, children: build(c.id) }];
    });
  return build(null);
}

/** Header navigation: 'Explore' first, then collections (nested), custom links, and About when enabled. */
export function navItems(snapshot: Snapshot): NavItem[] {
  return navOf(snapshot);
}

// The chrome is the same on every page of a build: derived once per snapshot (results are read-only).
const navOf = memoizeByObject((snapshot: Snapshot): NavItem[] => {
  const { header } = snapshot.theme.content;
  const items: NavItem[] = [
    { label: TEXTS.explore, textKey: 'common.explore', href: EXPLORE_HREF, newWindow: false, children: [] },
  ];
  if (header.showCategories) items.push(...collectionItems(snapshot.collections));
  for (const link of header.customLinks) {
    items.push({ label: link.label, href: link.href, newWindow: link.openInNewWindow, children: [] });
  }
  if (header.showAbout) {
    items.push({ label: ABOUT_LABEL, textKey: 'chrome.about', href: '/about', newWindow: false, children: [] });
  }
  return items;
});

/** The theme's brand social links, else the store's. */
export function socialLinks(snapshot: Snapshot): SocialLink[] {
  const brand = snapshot.theme.brand.socialMedia;
  return brand.length > 0 ? brand : snapshot.store.socialMedia;
}

export interface FooterLink {
  label: string;
  /** The label's catalogue key. */
  textKey: PageTextKey;
  href: string;
}

/** Footer support links; /support only when the support flag is on (it redirects to / otherwise). */
export function supportLinks(snapshot: Snapshot): FooterLink[] {
  return [
    ...(snapshot.flags.support
      ? [{ label: chrome.support, textKey: 'chrome.support', href: '/support' } as const]
      : []),
    { label: chrome.trackOrder, textKey: 'chrome.trackOrder', href: '/track' },
    { label: chrome.contactUs, textKey: 'chrome.contactUs', href: '/contact' },
    { label: chrome.termsOfUse, textKey: 'chrome.termsOfUse', href: '/terms-of-use' },
    { label: chrome.privacyPolicy, textKey: 'chrome.privacyPolicy', href: '/privacy-policy' },
  ];
}

/** Sanitised notification HTML, or null when the flag is off or nothing is left to show. */
export function notificationHtml(snapshot: Snapshot): string | null {
  if (!snapshot.flags.notificationBanner) return null;
  const html = sanitizeNotificationHtml(snapshot.theme.content.notification).trim();
  return html === '' ? null : html;
}

/** The promo codes the banner may show, in order (storefront §5). */
export function bannerPromos(snapshot: Snapshot): BannerPromo[] {
  return promosOf(snapshot);
}

const promosOf = memoizeByObject((snapshot: Snapshot) => validBannerCodes(snapshot.store.promoCodes));
