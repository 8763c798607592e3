/**
 * A search result tile with a product tile's markup and classes (../../catalog/components/product/tile-html.ts;
 * the grid and tile styles are global), its data attributes (the list around it names the list:
 * src/shared/product-tile.ts) and its Quick add button (the page's one QuickAdd island listens for it), prices
 * in all five currencies like a tile's price (priceHtml there), so CSS shows the shopper's currency, written
 * for the shopper's locale. The one deliberate difference: no data-images (the search file carries one image
 * per product, so no hover cycle). cart.spec.ts compares a cart-shelf tile with the listing shelf's tile of
 * the same product, element by element.
 */
import { THUMBNAIL_SIZE_PX } from '../../../shared/constants.ts';
import { useStore } from '@nanostores/react';
import { $localization, priceAmounts, useTexts } from '../../localization/index.ts';
import { listingPath } from '../../../shared/routes.ts';
import type { SearchRecord } from '../domain/records.ts';
import { tile } from '../../../shared/messages/en/tile.ts';

/** The list analytics reports /search's tiles under (its results list carries it). */
export const SEARCH_LIST_NAME = 'Search results';

export default function SearchTile({
  record,
  headingLevel = 2,
}: {
  record: SearchRecord;
  /** 3 under a shelf's own h2 (the cart's), 2 on /search, whose results sit under its h1. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const { locale } = useStore($localization);
  const { quickAdd } = useTexts('tile', tile);
  const amounts = priceAmounts(record.pricesCents, { cents: record.priceCents, currency: record.currency }, locale);
  return (
    <article className="product-tile" data-listing-id={record.listingId} data-price-currency={record.currency}>
      <a className="product-tile__link" href={listingPath(record.url, record.productId)}>
        <span className="product-tile__media">
          {record.image !== null && (
            <img
              src={record.image}
              alt=""
              width={THUMBNAIL_SIZE_PX}
              height={THUMBNAIL_SIZE_PX}
              loading="lazy"
              decoding="async"
            />
          )}
        </span>
        <Heading className="product-tile__name">{record.name}</Heading>
      </a>
      <button type="button" className="product-tile__quick-add" data-quick-add>
        {quickAdd}
        <span className="vh"> {record.name}</span>
      </button>
      <p className="product-tile__type">{record.productName}</p>
      {amounts && (
        <span className="price cur product-tile__price">
          {amounts.map((a) => (
            <span data-c={a.currency} key={a.currency}>
              {a.text}
            </span>
          ))}
        </span>
      )}
    </article>
  );
}
