/** One line of /cart: image, title, product type, 'Size: x, Color: y', quantity, Remove, line total. */
import type { CartLineView } from '../domain/cart-view.ts';
import { sizeColorText } from '../../../shared/constants.ts';
import { common } from '../../../shared/messages/en/common.ts';
import { CART_TEXTS } from '../domain/constants-cart.ts';
import { useTexts } from '../../localization/index.ts';
import { removeFromCart, setQuantity } from '../stores/cart.ts';
import QuantitySelect from './QuantitySelect.tsx';
import { titleCase } from '../../catalog/index.ts';

export interface CartLineItemProps {
  line: CartLineView;
  /** The line total, formatted in the shopper's currency. */
  total: string;
  disabled: boolean;
}

export default function CartLineItem({ line, total, disabled }: CartLineItemProps) {
  const T = useTexts('cart', CART_TEXTS);
  const texts = useTexts('common', common);
  const href = `/listing/${encodeURIComponent(line.slug)}?pid=${encodeURIComponent(line.variantData.productId)}&variation=${encodeURIComponent(line.variantData.variationId)}&size=${encodeURIComponent(line.selectedSize.id)}`;
  const remove = () => {
    removeFromCart(line.sku, {
      title: line.title,
      productType: line.productType,
      colorName: line.colorName,
      sizeLabel: line.selectedSize.label,
      priceCents: line.priceCents,
      currency: line.currency,
      image: line.image,
    });
  };
  return (
    <li className="cart-line" data-sku={line.sku}>
      <a className="cart-line__image" href={href} tabIndex={-1} aria-hidden="true">
        {line.image && <img src={line.image} alt="" width="120" height="120" loading="lazy" />}
      </a>
      <div className="cart-line__info">
        <h2 className="cart-line__title">
          <a href={href}>{line.title}</a>
        </h2>
        <p className="cart-line__type">{titleCase(line.productType)}</p>
        <p className="cart-line__options">{sizeColorText(line.selectedSize.label, line.colorName, texts)}</p>
        <div className="cart-line__controls">
          <QuantitySelect
            value={line.quantityInCart}
            label={`${T.quantity}, ${line.title}`}
            disabled={disabled}
            onChange={(q) => {
              setQuantity(line.sku, q);
            }}
          />
          <button
            type="button"
            className="cart-line__remove"
            onClick={remove}
            disabled={disabled}
            aria-label={`${T.remove} ${line.title}`}
          >
            {T.remove}
          </button>
        </div>
      </div>
      <p className="cart-line__total">{total}</p>
    </li>
  );
}
