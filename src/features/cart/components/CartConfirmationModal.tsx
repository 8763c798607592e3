/**
 * cart-confirmation ('Added to cart', storefront §2, §4): opened after addToCart (by the cart's listener,
 * ../listeners/cart-feedback.ts) with the added line; shows it and offers 'View cart' and 'Continue
 * shopping'. Mounted once per page by BaseLayout, client:idle:
 * it can only open after an add, which needs another island that hydrates at least as late.
 */
import { useStore } from '@nanostores/react';
import { MODAL_IDS, sizeColorText } from '../../../shared/constants.ts';
import { common } from '../../../shared/messages/en/common.ts';
import { CART_TEXTS } from '../domain/constants-cart.ts';
import { formatMoney, isCurrency, lineTotal, $localization, useTexts } from '../../localization/index.ts';
import type { CartConfirmation } from '../stores/cart.ts';
import { $modal, closeModal } from '../../../ui/stores/modal.ts';
import Modal from '../../../ui/Modal.tsx';
import './cart-confirmation.css';

const ID = MODAL_IDS.cartConfirmation;

function isConfirmation(data: unknown): data is CartConfirmation {
  return typeof data === 'object' && data !== null && 'sku' in data && 'quantity' in data && 'title' in data;
}

function AddedLine({ line }: { line: CartConfirmation }) {
  const { locale } = useStore($localization);
  const texts = useTexts('common', common);
  const T = useTexts('cart', CART_TEXTS);
  const total =
    isCurrency(line.currency) && Number.isSafeInteger(line.priceCents) && line.priceCents > 0
      ? formatMoney(lineTotal(line.priceCents, line.quantity), line.currency, locale)
      : null;
  return (
    <div className="cart-confirm__line">
      {line.image && <img src={line.image} alt="" width="80" height="80" />}
      <div>
        {line.title !== '' && (
          <p>
            <strong>{line.title}</strong>
          </p>
        )}
        {line.productType !== '' && <p>{line.productType}</p>}
        {line.sizeLabel !== '' && line.colorName !== '' && (
          <p>{sizeColorText(line.sizeLabel, line.colorName, texts)}</p>
        )}
        <p>
          {T.quantity}: {line.quantity}
          {total !== null && ` · ${total}`}
        </p>
      </div>
    </div>
  );
}

export default function CartConfirmationModal() {
  const modal = useStore($modal);
  const line = modal?.id === ID && isConfirmation(modal.data) ? modal.data : null;
  const T = useTexts('cart', CART_TEXTS);
  const { addedToCart } = useTexts('common', common);
  return (
    <Modal id={ID} title={addedToCart}>
      {line && <AddedLine line={line} />}
      <div className="modal__actions">
        <a className="btn btn--primary" href="/cart">
          {T.viewCart}
        </a>
        <button
          type="button"
          className="btn btn--secondary"
          onClick={() => {
            closeModal(ID);
          }}
        >
          {T.continueShopping}
        </button>
      </div>
    </Modal>
  );
}
