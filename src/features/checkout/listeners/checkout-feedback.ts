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
import { textsOf } from '../../localization/index.ts';
import { translated } from '../../../shared/messages/catalogue.ts';
import { checkout } from '../../../shared/messages/en/checkout.ts';

/** Attaches the checkout's toasts and modal; returns what detaches them. */
export function listenCheckoutFeedback(): () => void {
  return onSet($checkoutEvent, ({ newValue: event }) => {
    if (event?.type === 'afterpay-unavailable') openModal(MODAL_IDS.afterpayUnavailable);
    else if (event?.type === 'failed') {
      addToast({
        type: 'danger',
        // The checkout's own messages in the buyer's words; a provider's or a host's as they came.
        message: translated(event.message, checkout, textsOf('checkout', checkout)),
        ...(event.durationMs === undefined ? {} : { durationMs: event.durationMs }),
        ...(event.position === undefined ? {} : { position: event.position }),
      });
    }
  });
}
