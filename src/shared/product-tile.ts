/**
 * What a rendered product tile says about itself, for the scripts that read tiles (analytics, quick add):
 * one reader for both tile renderings (ProductTile.astro, SearchTile.tsx). A tile carries only what its
 * markup does not already say (issue 16: the duplicates were a tenth of a listing page's gzip bytes):
 * - `data-product-id`, `data-listing-id`, `data-price-cents`, `data-price-currency`, `data-images` on the tile;
 * - its name and product type are its `.product-tile__name` and `.product-tile__type` texts;
 * - its listing's slug is in its link, `/listing/{slug}?pid={productId}` (routes.ts listingPath);
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

/** The listing and product the tile links to: what its Quick add adds. */
export function tileListing(tile: HTMLElement): { slug: string; productId: string | undefined } | null {
  const href = tile.querySelector<HTMLAnchorElement>('a[href]')?.getAttribute('href');
  return href ? listingRefOf(href) : null;
}
