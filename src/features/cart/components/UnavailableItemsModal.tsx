/**
 * cart-unavailable-items (storefront §8): the spec's message, the removed items' titles and types, and
 * an OK button. Rendered by the cart page island; opened by src/features/cart/stores/cart-page.ts 400 ms after the
 * lines are dropped.
 */
import { useStore } from '@nanostores/react';
import { MODAL_IDS } from '../../../shared/constants.ts';
import { common } from '../../../shared/messages/en/common.ts';
import { CART_TEXTS } from '../domain/constants-cart.ts';
import { unavailableMessage } from '../domain/cart-view.ts';
import { $modal, closeModal } from '../../../ui/stores/modal.ts';
import type { UnavailableItems } from '../stores/cart-page.ts';
import Modal from '../../../ui/Modal.tsx';
import { titleCase } from '../../catalog/index.ts';
import { useTexts } from '../../localization/index.ts';

const ID = MODAL_IDS.cartUnavailableItems;

function isUnavailableItems(data: unknown): data is UnavailableItems {
  return typeof data === 'object' && data !== null && 'message' in data && 'items' in data;
}

export default function UnavailableItemsModal() {
  const modal = useStore($modal);
  const data = modal?.id === ID && isUnavailableItems(modal.data) ? modal.data : null;
  const listed = data?.items.filter((i) => i.title !== '') ?? [];
  const T = useTexts('cart', CART_TEXTS);
  const texts = useTexts('common', common);
  return (
    <Modal id={ID} title={T.unavailableTitle}>
      <p>{data ? unavailableMessage(data.items, texts) : null}</p>
      {listed.length > 0 && (
        <ul className="unavailable-list">
          {listed.map((item) => (
            <li key={item.sku}>
              <strong>{item.title}</strong>
              {item.productType !== '' && (
                <span className="unavailable-list__type"> {titleCase(item.productType)}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="modal__actions">
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => {
            closeModal(ID);
          }}
        >
          {T.ok}
        </button>
      </div>
    </Modal>
  );
}
