/**
 * A search result tile with ProductTile.astro's markup and classes (the grid and tile styles are global),
 * prices in all five currencies like Price.astro, so CSS shows the shopper's currency. The one deliberate
 * difference: no data-images (the search file carries one image per product, so no hover cycle).
 * Keep the two in step by hand: no test compares them yet.
 */
import { THUMBNAIL_SIZE_PX } from '../../../shared/constants.ts';
import { priceAmounts } from '../../localization/index.ts';
import { listingPath } from '../../../shared/routes.ts';
import type { SearchRecord } from '../domain/records.ts';

export const SEARCH_LIST_NAME = 'Search results';

/** `listName` is the list analytics reports the tile's impressions and clicks under. */
export default function SearchTile({
  record,
  listName = SEARCH_LIST_NAME,
}: {
  record: SearchRecord;
  listName?: string;
}) {
  const amounts = priceAmounts(record.pricesCents, { cents: record.priceCents, currency: record.currency });
  return (
    <article
      className="product-tile"
      data-product-id={record.productId}
      data-listing-id={record.listingId}
      data-list-name={listName}
    >
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
        <h2 className="product-tile__name">{record.name}</h2>
      </a>
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
