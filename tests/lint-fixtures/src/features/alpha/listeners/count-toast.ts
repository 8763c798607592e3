// Keeps the stores rule: a listener module may do what a store may not (a toast, a cookie write).
import Cookies from 'js-cookie';
import { addToast } from '../../../../../../src/ui/stores/toasts.ts';
import { $count } from '../stores/count.ts';

export function listenCount(): () => void {
  return $count.listen((count) => {
    Cookies.set('count', String(count));
    addToast({ type: 'success', message: 'Counted' });
  });
}
