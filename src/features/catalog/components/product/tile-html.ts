/**
 * A product tile's markup: image, name, product type and price, linking to the listing with ?pid=
 * (storefront §2). The one source of tile markup: ProductTile.astro gives it to static grids, shelves
 * (../listing/Shelf.astro) join it, and the featured feed's JSON pages carry it (src/pages/feed/[page].json.ts),
 * so islands append exactly the markup of the static grid (prices in all five currencies included).
 * A function rather than Astro components: a 10,000-listing store's pages hold 140,000 tiles, and Astro's
 * render of a shelf's tiles (remembered HTML given to an element each) and of 10,000 distinct tiles
 * (ProductTile, Price) was a fifth of a listing page's render (measured).
 * Escaped as Astro escapes (../../../../shared/html.ts), so the bytes are those ProductTile.astro wrote.
 * data-* attributes carry what tile islands (quick add, hover image cycle, analytics) need and the markup
 * does not already say (the product id is in the link, the price in the price); src/shared/product-tile.ts
 * reads both (the list's name is on the list around it).
 */
import { priceAmounts } from '../../../localization/index.ts';
import { attribute, escapeText } from '../../../../shared/html.ts';
import { THUMBNAIL_SIZE_PX } from '../../../../shared/constants.ts';
import { memoizeByObject } from '../../../../shared/memo.ts';
import { tile as tileTexts } from '../../../../shared/messages/en/tile.ts';
import { textHook } from '../../../../shared/messages/page-texts.ts';
import { listingPath } from '../../../../shared/routes.ts';
import type { ProductTile } from '../../domain/types.ts';

export interface TileOptions {
  /** 'eager' for tiles above the fold. */
  loading?: 'lazy' | 'eager' | undefined;
  headingLevel?: 2 | 3 | undefined;
}

/**
 * A price in all five currencies; CSS shows the one named by <html data-currency> (set before first paint by
 * the head script from the sf_loc cookie, USD without it). The amounts share one grid cell, so the box is
 * as wide as the widest and switching currency never moves anything. A currency without an amount shows the
 * base price; empty when the base is no price either.
 */
export function priceHtml(
  cents: Readonly<Record<string, number>>,
  base: { cents: number; currency: string },
  className: string,
): string {
  const amounts = priceAmounts(cents, base);
  if (!amounts) return '';
  const spans = amounts.map((a) => `<span${attribute('data-c', a.currency)}>${escapeText(a.text)}</span>`);
  return `<span${attribute('class', `price cur ${className}`)}>${spans.join('')}</span>`;
}

const QUICK_ADD_HOOK = attribute('data-t', textHook('tile.quickAdd')['data-t']);

/** The tile's <article>. */
export function productTileHtml(tile: ProductTile, { loading = 'lazy', headingLevel = 3 }: TileOptions = {}): string {
  const heading = headingLevel === 2 ? 'h2' : 'h3';
  const name = escapeText(tile.name);
  const image = tile.imageUrl
    ? `<img${attribute('src', tile.imageUrl)} alt=""${attribute('width', THUMBNAIL_SIZE_PX)}` +
      `${attribute('height', THUMBNAIL_SIZE_PX)}${attribute('loading', loading)} decoding="async">`
    : '';
  return [
    `<article class="product-tile"${attribute('data-listing-id', tile.listingId)}`,
    attribute('data-price-currency', tile.currency),
    `${tile.images.length > 0 ? attribute('data-images', tile.images.join(' ')) : ''}>`,
    `<a class="product-tile__link"${attribute('href', listingPath(tile.slug, tile.productId))}>`,
    `<span class="product-tile__media">${image}</span><${heading} class="product-tile__name">${name}</${heading}></a>`,
    // Quick add (storefront §4): the page's one QuickAdd island hydrates on the first intent towards it.
    `<button type="button" class="product-tile__quick-add" data-quick-add${QUICK_ADD_HOOK}>`,
    `${escapeText(tileTexts.quickAdd)}<span class="vh"> ${name}</span></button>`,
    `<p class="product-tile__type">${escapeText(tile.productName)}</p>`,
    priceHtml(tile.pricesCents, { cents: tile.priceCents, currency: tile.currency }, 'product-tile__price'),
    '</article>',
  ].join('');
}

/**
 * A shelf's or the feed's tile (lazy image, h3 name), written once per tile object and kept in one piece
 * (memoizeByObject): the pages of a build share the snapshot's tiles (read-only), and the same products fill
 * the shelves of thousands of listings.
 */
export const listTileHtml = memoizeByObject((tile: ProductTile) => productTileHtml(tile));
