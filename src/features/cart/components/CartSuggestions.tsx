/**
 * The /cart 'You might also like' shelf (storefront §2 Cart page): the cart lines' own related products
 * ($cartSuggestions), at most 4, shown only when it has items. Tiles are the search tiles (the store's
 * product records); their list name for analytics is this shelf's title.
 */
import { useStore } from '@nanostores/react';
import { TEXTS } from '../../../shared/constants.ts';
import { common } from '../../../shared/messages/en/common.ts';
import { useTexts } from '../../localization/index.ts';
import { $cartSuggestions } from '../stores/cart-page.ts';
import { SearchTile } from '../../search/index.ts';
import './cart-suggestions.css';

export const CART_SUGGESTIONS_ID = 'cart-suggestions';

export default function CartSuggestions() {
  const items = useStore($cartSuggestions);
  const { youMightAlsoLike } = useTexts('common', common);
  if (items.length === 0) return null;
  return (
    <section className="cart-suggestions" aria-labelledby={CART_SUGGESTIONS_ID} data-testid="cart-suggestions">
      <h2 id={CART_SUGGESTIONS_ID}>{youMightAlsoLike}</h2>
      <ul className="tile-grid plain-list" data-list-name={TEXTS.youMightAlsoLike}>
        {items.map((record) => (
          <li key={record.listingId}>
            <SearchTile record={record} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
