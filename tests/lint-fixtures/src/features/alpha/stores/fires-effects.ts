// Breaks the stores rule on purpose: a store action that performs its own effects (a cookie write, a toast, a
// modal, an analytics event, a push to the data layer) and knows its listener. Reading a cookie is allowed.
// The effects are the storefront's own modules (src/), so the fixture type-checks like the code it stands for.
import Cookies from 'js-cookie';
import { readCookie, writeCookie } from '../../../../../../src/shared/cookies.ts';
import { addToast } from '../../../../../../src/ui/stores/toasts.ts';
import { openModal } from '../../../../../../src/ui/stores/modal.ts';
import { purchaseEvent, trackEvent } from '../../../../../../src/features/analytics/index.ts';
import { listenCount } from '../listeners/count-toast.ts';
import { $count } from './count.ts';

export function bump(): void {
  $count.set($count.get() + 1);
  Cookies.set('count', String($count.get()));
  const previous = readCookie('count', 'raw') ?? '';
  writeCookie('count', previous, { expires: 1, path: '/', sameSite: 'Lax', secure: true }, 'raw');
  addToast({ type: 'success', message: 'Counted' });
  openModal('cart-confirmation');
  trackEvent(purchaseEvent({ transactionId: '1', currency: 'USD', items: [] }));
  window.dataLayer?.push({ event: 'count' });
  listenCount();
}
