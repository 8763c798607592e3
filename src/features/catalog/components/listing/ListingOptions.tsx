/**
 * The listing options island (storefront §2, §4), mounted by OptionsSlot.astro with client:idle. Astro
 * renders it on the server with the default choice, so that HTML is the first paint and the no-JS page
 * (price, colour and size radios), and hydration swaps nothing: no layout shift. Reads its choice through
 * useListingChoice; adds through the cart store's action; opens modals through the modal store.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useHydrated } from '../../../../ui/use-hydrated.ts';
import { createPortal } from 'react-dom';
import { useStore } from '@nanostores/react';
import { MODAL_IDS } from '../../../../shared/constants.ts';
import { common } from '../../../../shared/messages/en/common.ts';
import { isDigitalChoice, type ListingOptionsData } from '../../domain/listing-selection.ts';
import { $localization, useTexts } from '../../../localization/index.ts';
import { $modal, openModal } from '../../../../ui/stores/modal.ts';
import OptionPickers from './OptionPickers.tsx';
import PriceTag from './PriceTag.tsx';
import { HOLIDAY_TEXTS, holidayMessage } from '../../domain/holiday.ts';
import QuantityPicker from './QuantityPicker.tsx';
import SizeChartModal from './SizeChartModal.tsx';
import StickyAddBar from './StickyAddBar.tsx';
import { addChosen } from './add-chosen.ts';
import { arrivedListName } from '../../../analytics/index.ts';
import { OPTIONS_TEXTS } from './options-texts.ts';
import { listingGonePath } from './revalidate.ts';
import { useListingChoice } from './use-listing-choice.ts';
import './options.css';

const QUANTITY_ID = 'lo-quantity';

const PreorderModal = lazy(() => import('../preorder/PreorderModal.tsx'));

export interface ListingOptionsProps {
  data: ListingOptionsData;
}

export default function ListingOptions({ data }: ListingOptionsProps) {
  const { chosen, quantity, setQuantity, select, outOfStock, checkingStock, queryRegion, queryApplied } =
    useListingChoice(data, true);
  // false on the server and while hydrating (so the HTML matches), true from then on.
  const hydrated = useHydrated();
  const [preorderLoaded, setPreorderLoaded] = useState(false);
  const modal = useStore($modal);
  const mainButton = useRef<HTMLButtonElement>(null);
  const T = useTexts('options', OPTIONS_TEXTS);
  const texts = useTexts('common', common);
  const holidayTexts = useTexts('holiday', HOLIDAY_TEXTS);

  useEffect(() => {
    const loc = $localization.get();
    void listingGonePath({
      slug: data.slug,
      productId: data.defaultProductId,
      currency: loc.currency,
      region: loc.region,
      locale: loc.locale,
    }).then((path) => {
      if (path) location.replace(path);
    });
  }, [data.slug, data.defaultProductId]);

  // A click on Add to cart kept before the island was live (OptionsSlot.astro) is made again, once, as
  // soon as the island is live with the page's choice (the query's colour and size, not the defaults): the
  // button's own handler decides, as for any click (out of stock, a quantity to mend, pre-order).
  useEffect(() => {
    if (!hydrated || !queryApplied) return;
    const root = document.getElementById('listing-options');
    if (!root?.hasAttribute('data-pending-add')) return;
    root.removeAttribute('data-pending-add');
    root.querySelector('.options__pending')?.remove();
    mainButton.current?.removeAttribute('aria-busy');
    mainButton.current?.click();
  }, [hydrated, queryApplied]);

  if (!chosen) return null;
  const soldOut = outOfStock;
  const disabled = !hydrated || soldOut;
  const add = () => {
    if (disabled) return;
    // A typed quantity that is not one adds nothing: the shopper is taken to the field and its message.
    if (quantity === null) document.getElementById(QUANTITY_ID)?.focus();
    else addChosen(data, chosen, quantity, queryRegion, true, arrivedListName(location.pathname));
  };
  const openPreorder = () => {
    setPreorderLoaded(true);
    openModal(MODAL_IDS.preorderForm);
  };
  // The shopper's date, once live: the static page was built on another day.
  const holiday = hydrated ? holidayMessage(new Date(), isDigitalChoice(chosen), holidayTexts) : null;
  const label = soldOut ? texts.outOfStock : data.preorder ? T.preorder : T.addToCart;

  return (
    <div className="listing-options" data-hydrated={hydrated ? 'true' : undefined}>
      <p className="options__price">
        <PriceTag prices={chosen.size?.prices ?? chosen.variant.prices} currency={data.currency} />
      </p>
      <OptionPickers idPrefix="lo" data={data} chosen={chosen} select={select} />
      {chosen.product.sizeChart.length > 0 && (
        <button type="button" className="link-button" onClick={() => openModal(MODAL_IDS.sizeChart)}>
          {T.sizeGuide}
        </button>
      )}
      <QuantityPicker id={QUANTITY_ID} quantity={quantity} onChange={setQuantity} />
      <button
        ref={mainButton}
        type="button"
        className="btn btn--primary options__add"
        // Not while the island is on its way: a click then is kept and completed (OptionsSlot.astro).
        aria-disabled={soldOut || undefined}
        data-out-of-stock={soldOut ? 'true' : undefined}
        onClick={data.preorder && !soldOut ? openPreorder : add}
      >
        {label}
      </button>
      <p className="options__status" role="status">
        {checkingStock ? T.checkingStock : ''}
      </p>
      {holiday !== null && <p className="options__holiday">{holiday}</p>}
      {hydrated &&
        // Outside #listing-options, at the end of <body>: a fixed bar that is not part of the options.
        createPortal(
          <StickyAddBar
            watch={mainButton}
            prices={chosen.size?.prices ?? chosen.variant.prices}
            currency={data.currency}
            label={label}
            disabled={disabled}
            onClick={data.preorder && !soldOut ? openPreorder : add}
          />,
          document.body,
        )}
      {chosen.product.sizeChart.length > 0 && (
        <SizeChartModal productName={chosen.product.name} rows={chosen.product.sizeChart} />
      )}
      {data.preorder && (preorderLoaded || modal?.id === MODAL_IDS.preorderForm) && (
        <Suspense fallback={null}>
          <PreorderModal colorId={chosen.variant.id} sizeId={chosen.size?.id ?? ''} />
        </Suspense>
      )}
    </div>
  );
}
