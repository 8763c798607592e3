/** The Afterpay-unavailable modal (checkout.md §2, §8): opened for delivery errors other than "cannot deliver". */
import Modal from '../../../ui/Modal.tsx';
import { MODAL_IDS } from '../../../shared/constants.ts';
import { closeModal } from '../../../ui/stores/modal.ts';
import { dispatch } from '../stores/checkout.ts';
import { useTexts } from '../../localization/index.ts';
import { checkout as checkoutTexts } from '../../../shared/messages/en/checkout.ts';

export default function AfterpayUnavailableModal() {
  const T = useTexts('checkout', checkoutTexts);
  return (
    <Modal id={MODAL_IDS.afterpayUnavailable} title={T.afterpayUnavailableTitle}>
      <p>{T.afterpayUnavailableText}</p>
      <button
        type="button"
        className="btn"
        onClick={() => {
          dispatch({ type: 'method-chosen', method: 'card' });
          closeModal(MODAL_IDS.afterpayUnavailable);
        }}
      >
        {T.cancel}
      </button>
    </Modal>
  );
}
