/**
 * What the shopper is shown when a checkout step fails (checkout.md §2 Notifications, §8): a danger toast
 * with the failure's message (and its duration and position, when it has them), or the afterpay-unavailable
 * modal. The payment error box is state ($checkout), not an effect.
 */
import { onSet } from 'nanostores';
import { MODAL_IDS } from '../../../shared/constants.ts';
import { openModal } from '../../../ui/stores/modal.ts';
import { addToast } from '../../../ui/stores/toasts.ts';
import { $checkoutEvent } from '../stores/events.ts';

/** Attaches the checkout's toasts and modal; returns what detaches them. */
export function listenCheckoutFeedback(): () => void {
  return onSet($checkoutEvent, ({ newValue: event }) => {
    if (event?.type === 'afterpay-unavailable') openModal(MODAL_IDS.afterpayUnavailable);
    else if (event?.type === 'failed') {
      addToast({
        type: 'danger',
        message: event.message,
        ...(event.durationMs === undefined ? {} : { durationMs: event.durationMs }),
        ...(event.position === undefined ? {} : { position: event.position }),
      });
    }
  });
}
