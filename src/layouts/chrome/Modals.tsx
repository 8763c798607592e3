/**
 * The page's modals that its static triggers open, as one island hydrated on the shopper's first intent
 * towards any of those triggers (client:interaction in BaseLayout.astro): the header's 'Get notified', the
 * footer's region and currency button, and every tile's Quick add. One island instead of three: fewer tags
 * and props in every page's HTML (issue 16); each modal still takes over the click that hydrated it.
 */
import GetNotifiedModal from '../../features/support/components/GetNotifiedModal.tsx';
import LocalizationModal from '../../features/localization/components/LocalizationModal.tsx';
import QuickAdd from '../../features/catalog/components/product/QuickAdd.tsx';

export interface ModalsProps {
  /** Preview mode: Quick add's Checkout button is disabled (storefront §6). */
  preview: boolean;
}

export default function Modals({ preview }: ModalsProps) {
  return (
    <>
      <GetNotifiedModal />
      <LocalizationModal />
      <QuickAdd preview={preview} />
    </>
  );
}
