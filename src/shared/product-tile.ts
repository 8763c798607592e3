/**
 * What a rendered product tile says about itself, for the scripts that read tiles (analytics, quick add):
 * one reader for both tile renderings (ProductTile.astro, SearchTile.tsx). A tile carries only what its
 * markup does not already say (issue 16: the duplicates were a tenth of a listing page's gzip bytes):
 * - `data-listing-id`, `data-price-currency` (its own currency) and `data-images` on the tile;
 * - its name and product type are its `.product-tile__name` and `.product-tile__type` texts;
 * - its listing's slug and its product id are in its link, `/listing/{slug}?pid={productId}` (routes.ts listingPath);
 * - its price in its own currency is that currency's amount in its price (`.price [data-c]`): the digits of
 *   an amount with two decimals are its cents, in any locale's writing ('1.234,50 €' is 123450);
 * - its list's name (analytics' item_list_name) is `data-list-name` on the tile or on the list around it.
 */
import { listingRefOf } from './routes.ts';

export const TILE_SELECTOR = '.product-tile';

/** The tile an element is part of. */
export function tileOf(element: Element): HTMLElement | null {
  return element.closest<HTMLElement>(TILE_SELECTOR);
}

const textOf = (tile: HTMLElement, selector: string) => (tile.querySelector(selector)?.textContent ?? '').trim();

export const tileName = (tile: HTMLElement): string => textOf(tile, '.product-tile__name');
export const tileType = (tile: HTMLElement): string => textOf(tile, '.product-tile__type');

/** The name of the list the tile is shown in, when it or a list around it names one. */
export function tileListName(tile: HTMLElement): string | undefined {
  const name = tile.closest<HTMLElement>('[data-list-name]')?.dataset['listName'];
  return name === '' ? undefined : name;
}

/** The tile's price in its own currency (data-price-currency), in cents; null when it shows none. */
export function tilePrice(tile: HTMLElement): { cents: number; currency: string } | null {
  const currency = tile.dataset['priceCurrency'];
  if (!currency) return null;
  const amount = tile.querySelector(`.price [data-c="${CSS.escape(currency)}"]`)?.textContent ?? '';
  const digits = amount.replace(/\D/g, '');
  const cents = Number(digits);
  return digits === '' || !Number.isSafeInteger(cents) ? null : { cents, currency };
}

/** The listing and product the tile links to: what its Quick add adds. */
export function tileListing(tile: HTMLElement): { slug: string; productId: string | undefined } | null {
  const href = tile.querySelector<HTMLAnchorElement>('a[href]')?.getAttribute('href');
  return href ? listingRefOf(href) : null;
}
