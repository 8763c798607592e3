/** The Afterpay-unavailable modal (checkout.md §2, §8): opened for delivery errors other than "cannot deliver". */
import Modal from '../../../ui/Modal.tsx';
import { MODAL_IDS } from '../../../shared/constants.ts';
import { CHECKOUT_TEXTS } from '../domain/texts.ts';
import { closeModal } from '../../../ui/stores/modal.ts';
import { dispatch } from '../stores/checkout.ts';

export default function AfterpayUnavailableModal() {
  return (
    <Modal id={MODAL_IDS.afterpayUnavailable} title={CHECKOUT_TEXTS.afterpayUnavailableTitle}>
      <p>{CHECKOUT_TEXTS.afterpayUnavailableText}</p>
      <button
        type="button"
        className="btn"
        onClick={() => {
          dispatch({ type: 'method-chosen', method: 'card' });
          closeModal(MODAL_IDS.afterpayUnavailable);
        }}
      >
        {CHECKOUT_TEXTS.cancel}
      </button>
    </Modal>
  );
}
