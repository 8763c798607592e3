/**
 * The sf_purchases cookie (checkout.md §2 Thank-you page: "Purchase tracking fires once per order
 * (remembered in a cookie)"): the order numbers whose purchase event this browser sent, written once the
 * event is sent (a year, SameSite=Lax, Path=/, Secure over https).
 */
import { onSet } from 'nanostores';
import { writeCookie } from '../../../shared/cookies.ts';
import { PURCHASE_COOKIE, PURCHASE_COOKIE_DAYS, serializePurchaseMemory } from '../domain/purchase-memory.ts';
import { $afterPurchaseEvent } from '../stores/events.ts';

/** Attaches the purchase memory's cookie writes; returns what detaches them. */
export function listenPurchaseCookie(): () => void {
  return onSet($afterPurchaseEvent, ({ newValue: event }) => {
    if (event?.type !== 'purchased') return;
    writeCookie(
      PURCHASE_COOKIE,
      serializePurchaseMemory(event.memory),
      { expires: PURCHASE_COOKIE_DAYS, path: '/', sameSite: 'Lax', secure: location.protocol === 'https:' },
      'raw',
    );
  });
}
