/**
 * What every page does for a visit, without React: the age gate (it blocks the page), the attribution
 * cookies and campaign view, tile clicks and impressions, the tile image cycle on hover and the mobile
 * header hiding on scroll-down. A script island (VisitIsland.tsx, client:script in VisitScripts.astro):
 * it loads at once when the URL asks for the age gate or carries attribution, else when a product tile
 * comes into view or on the shopper's first interaction; pages nobody touches run no script file.
 * The analytics adapters and the vendors' pixel scripts start from pixel-stub.ts's inline script.
 *
 * Scroll to top on path change (storefront §2): every path is its own static page, so a navigation
 * always starts at the top; in-page query rewrites (listing options) use history.replaceState, which
 * never scrolls.
 */
import Cookies from 'js-cookie';
import {
  AFFILIATE_COOKIE,
  AFFILIATE_COOKIE_DAYS,
  CAMPAIGN_COOKIE,
  CAMPAIGN_COOKIE_DAYS,
  PARTNER_COOKIE,
  PARTNER_COOKIE_DAYS,
  TEMPLATE_COOKIE,
  attributionFromQuery,
  limitGetVars,
} from '../domain/attribution.ts';
import { impressionEvent, productClickEvent, type ItemInput } from '../domain/analytics.ts';
import { HEADER_HIDE_SCROLL_PX, TILE_IMAGE_CYCLE_MS } from '../../../shared/constants.ts';
import type { ScriptTrigger } from '../../../directives/script.ts';
import { resetViewOnce, trackEvent } from '../browser/track.ts';
import { rememberList } from '../stores/list-state.ts';
import { startAgeGate } from '../../preview/index.ts';
import { boundedQuery } from '../../../shared/limits.ts';
import { tileListing, tileListName, tileName, tilePrice, tileType } from '../../../shared/product-tile.ts';

const MOBILE = '(max-width: 766.98px)';
const IMPRESSION_BATCH_MS = 500;

function cookieAttrs(days: number) {
  return { expires: days, path: '/', sameSite: 'Lax', secure: location.protocol === 'https:' } as const;
}

async function attribute(): Promise<void> {
  const query = boundedQuery(location.search);
  const found = attributionFromQuery(query);
  if (found.affiliate) Cookies.set(AFFILIATE_COOKIE, found.affiliate, cookieAttrs(AFFILIATE_COOKIE_DAYS));
  if (found.partner) Cookies.set(PARTNER_COOKIE, found.partner, cookieAttrs(PARTNER_COOKIE_DAYS));
  if (found.templateId) Cookies.set(TEMPLATE_COOKIE, found.templateId, cookieAttrs(CAMPAIGN_COOKIE_DAYS));
  if (!found.campaignId) return;
  Cookies.set(CAMPAIGN_COOKIE, found.campaignId, cookieAttrs(CAMPAIGN_COOKIE_DAYS));
  const catalog = await import('../../catalog/index.ts');
  const [site, { campaignGetVars }] = await Promise.all([catalog.loadSiteClient(), catalog.loadSiteModule()]);
  await site.trackViewedCampaign({
    campaignId: found.campaignId,
    referrer: document.referrer,
    getVars: limitGetVars(campaignGetVars(query)),
  });
}

function tileItem(tile: HTMLElement): ItemInput | null {
  const productId = tileListing(tile)?.productId;
  const name = tileName(tile);
  const type = tileType(tile);
  const price = tilePrice(tile);
  if (!productId || !name || !price) return null;
  return { id: productId, name, category: type || undefined, priceCents: price.cents };
}

const listOf = (tile: HTMLElement) => tileListName(tile) ?? 'Products';
const currencyOf = (tile: HTMLElement) => tilePrice(tile)?.currency ?? 'USD';

function trackTiles(): void {
  document.addEventListener('click', (e) => {
    const link = e.target instanceof Element ? e.target.closest('.product-tile a') : null;
    const tile = link?.closest<HTMLElement>('.product-tile');
    const item = tile ? tileItem(tile) : null;
    if (!tile || !item || !(link instanceof HTMLAnchorElement)) return;
    trackEvent(productClickEvent(item, currencyOf(tile), listOf(tile)));
    // The listing it opens names this list in its own events (storefront §2: navigation state).
    rememberList({ path: new URL(link.href).pathname, productId: item.id, listName: listOf(tile) });
    resetViewOnce();
  });
  const pending = new Map<string, { currency: string; items: ItemInput[] }>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    for (const [list, { currency, items }] of pending) trackEvent(impressionEvent(items, currency, list));
    pending.clear();
  };
  const seen = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting || !(entry.target instanceof HTMLElement)) continue;
        seen.unobserve(entry.target);
        const item = tileItem(entry.target);
        if (!item) continue;
        const list = listOf(entry.target);
        const batch = pending.get(list) ?? { currency: currencyOf(entry.target), items: [] };
        batch.items.push(item);
        pending.set(list, batch);
      }
      timer ??= setTimeout(flush, IMPRESSION_BATCH_MS);
    },
    { threshold: 0.5 },
  );
  const observeAll = (root: ParentNode) => {
    root.querySelectorAll('.product-tile:not([data-observed])').forEach((t) => {
      t.setAttribute('data-observed', '');
      seen.observe(t);
    });
  };
  observeAll(document);
  // Tiles appended later (the featured feed's Load More, search results) are observed too.
  new MutationObserver(() => {
    observeAll(document);
  }).observe(document.querySelector('main') ?? document.body, { childList: true, subtree: true });
}

const CYCLING_TILE = '.product-tile[data-images]';

function cycleTileImages(): void {
  if (!matchMedia('(hover: hover)').matches) return;
  const cycle = (tile: HTMLElement | null) => {
    const img = tile?.querySelector('img');
    if (!tile || !img || tile.dataset['cycling']) return;
    const images = [img.src, ...(tile.dataset['images'] ?? '').split(' ').filter(Boolean)];
    if (images.length < 2) return;
    tile.dataset['cycling'] = '1';
    let index = 0;
    const timer = setInterval(() => {
      index = (index + 1) % images.length;
      img.src = images[index] ?? img.src;
    }, TILE_IMAGE_CYCLE_MS);
    tile.addEventListener(
      'mouseleave',
      () => {
        clearInterval(timer);
        img.src = images[0] ?? img.src;
        delete tile.dataset['cycling'];
      },
      { once: true },
    );
  };
  document.addEventListener('mouseover', (e) => {
    cycle(e.target instanceof Element ? e.target.closest<HTMLElement>(CYCLING_TILE) : null);
  });
  // The pointer may have reached a tile while this module was loading: start on that one too.
  cycle(document.querySelector<HTMLElement>(`${CYCLING_TILE}:hover`));
}

/** Whether the desktop navigation's links all sit on one line (true on a phone, where it is not shown). */
function navOnOneLine(header: HTMLElement): boolean {
  const items = header.querySelectorAll('.nav-list--desktop > .nav-list__item');
  return new Set([...items].map((item) => Math.round(item.getBoundingClientRect().top))).size <= 1;
}

/**
 * Once the full header has scrolled by, the sticky header is one row (visit.css), the search box left for
 * the search link. Not while the shopper is in the search box or a menu, and not where the navigation would
 * wrap beside the logo and the actions (a narrow desktop, a long menu): the two-row header, at most 88 px,
 * is then the shorter one with one line of navigation. The height it gives up stays in the page as the
 * header's bottom margin, so nothing below it moves; it folds only when that margin is out of sight under
 * the one-row header (the content's top, the same in both states, at most the one-row height from the
 * window's top), so no gap ever shows.
 */
function compactOnScroll(header: HTMLElement): () => void {
  const content = header.nextElementSibling;
  let rowHeight: number | null = null; // the one-row header's height, measured the first time it folds
  let fits: boolean | null = null; // whether the one-row header keeps its navigation on one line
  addEventListener('resize', () => {
    rowHeight = null;
    fits = null;
  });
  const fold = (on: boolean) => {
    const full = header.offsetHeight;
    header.classList.toggle('site-header--stuck', on);
    header.style.marginBottom = on ? `${String(Math.max(0, full - header.offsetHeight))}px` : '';
  };
  return () => {
    if (!content) return;
    const stuck = header.classList.contains('site-header--stuck');
    const contentTop = content.getBoundingClientRect().top;
    if (stuck) {
      fits ??= navOnOneLine(header); // measured again after a resize
      rowHeight = header.offsetHeight;
      if (!fits || contentTop > rowHeight) fold(false);
      return;
    }
    if (fits === false || contentTop > (rowHeight ?? header.offsetHeight)) return;
    // Never folded away under the shopper's focus: the search box or an open menu keeps the full header.
    if (header.querySelector('.site-header__search :focus, details[open]') !== null) return;
    fold(true);
    fits ??= navOnOneLine(header);
    if (!fits) {
      fold(false);
      return;
    }
    rowHeight = header.offsetHeight;
    if (contentTop > rowHeight) fold(false);
  };
}

function hideHeaderOnScroll(startScrollY: number): void {
  const header = document.querySelector<HTMLElement>('.site-header');
  if (!header) return;
  const mobile = matchMedia(MOBILE);
  const compact = compactOnScroll(header);
  // From where the page was before the scroll that may have loaded this module.
  let last = startScrollY;
  // The header stays while the menu is open or a keyboard user is inside it. A tapped or clicked control
  // keeps the focus without being :focus-visible: the menu button, once the menu is closed again, must
  // not pin the header for the rest of the visit.
  const held = () => header.querySelector('details[open], :focus-visible') !== null;
  const onScroll = () => {
    const y = scrollY;
    const hide = mobile.matches && y > last && y >= HEADER_HIDE_SCROLL_PX && !held();
    header.classList.toggle('site-header--hidden', hide);
    compact();
    last = y;
  };
  addEventListener('scroll', onScroll, { passive: true });
  if (scrollY !== last) onScroll();
  header.addEventListener('focusin', () => {
    if (held()) header.classList.remove('site-header--hidden');
  });
}

/**
 * Escape closes the open mobile menu and puts the focus back on its button, as a dialog would (a <details>
 * has no Escape of its own). The first press that opened the menu started this module.
 */
function closeMenuOnEscape(): void {
  addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const open = document.querySelector<HTMLDetailsElement>('.mobile-menu__details[open]');
    if (!open) return;
    open.open = false;
    open.querySelector('summary')?.focus();
  });
}

let started = false;

/** Runs once per page, from VisitIsland's start(). */
export function startVisit({ startScrollY }: ScriptTrigger): void {
  if (started) return;
  started = true;
  startAgeGate();
  attribute().catch(() => {
    // The campaign view is best effort: a failed call must never disturb the visit.
  });
  trackTiles();
  cycleTileImages();
  hideHeaderOnScroll(startScrollY);
  closeMenuOnEscape();
}
