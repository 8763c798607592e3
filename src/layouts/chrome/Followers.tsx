/**
 * The page's islands that follow the first one to hydrate (client:follow, src/directives/follow.ts), as one
 * island: they render nothing until something happens and react only to shared state that other islands
 * change, so they load together. One island instead of three: fewer tags and props in every page's HTML.
 * - CartPillLive keeps the header's cart count live;
 * - CartConfirmationModal says 'Added to cart';
 * - Toasts shows the notifications.
 */
import CartConfirmationModal from '../../features/cart/components/CartConfirmationModal.tsx';
import CartPillLive from '../../features/cart/components/CartPillLive.tsx';
import Toasts from '../../ui/Toasts.tsx';

export default function Followers() {
  return (
    <>
      <CartPillLive />
      <CartConfirmationModal />
      <Toasts />
    </>
  );
}
