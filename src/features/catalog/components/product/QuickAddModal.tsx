/**
 * Quick add's options (storefront §4 "options shown"): product, colour, size and quantity with the listing
 * page's own pickers, in a native <dialog> (focus trap, Escape, inert page). The spec names no modal id for
 * this step, so it is not in $modal; it closes before the confirmation or out-of-stock modal opens.
 */
import { useEffect, useRef } from 'react';
import { common } from '../../../../shared/messages/en/common.ts';
import { ui } from '../../../../shared/messages/en/ui.ts';
import { useTexts } from '../../../localization/index.ts';
import type { Chosen, ListingOptionsData } from '../../domain/listing-selection.ts';
import OptionPickers from '../listing/OptionPickers.tsx';
import PriceTag from '../listing/PriceTag.tsx';
import QuantityPicker from '../listing/QuantityPicker.tsx';
import { OPTIONS_TEXTS } from '../listing/options-texts.ts';
import { useListingChoice } from '../listing/use-listing-choice.ts';
import '../../../../ui/modal.css';
import '../listing/options.css';

export interface QuickAddModalProps {
  data: ListingOptionsData;
  onAdd: (chosen: Chosen, quantity: number) => void;
  onClose: () => void;
}

export default function QuickAddModal({ data, onAdd, onClose }: QuickAddModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const { chosen, quantity, setQuantity, select, outOfStock, checkingStock } = useListingChoice(data, false);
  const T = useTexts('options', OPTIONS_TEXTS);
  const texts = useTexts('common', common);
  const { close } = useTexts('ui', ui);

  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
    return () => d?.close();
  }, []);

  return (
    <dialog ref={dialog} className="modal quick-add" aria-labelledby="quick-add-title" onClose={onClose}>
      <div className="modal__box">
        <div className="modal__head">
          <h2 id="quick-add-title" className="modal__title">
            {data.title}
          </h2>
          <button type="button" className="modal__close" aria-label={close} onClick={() => dialog.current?.close()}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        {chosen && (
          <div className="listing-options">
            <p className="options__price">
              <PriceTag prices={chosen.size?.prices ?? chosen.variant.prices} currency={data.currency} />
            </p>
            <OptionPickers idPrefix="qa" data={data} chosen={chosen} select={select} />
            <QuantityPicker id="qa-quantity" quantity={quantity} onChange={setQuantity} />
            <button
              type="button"
              className="btn btn--primary options__add"
              aria-disabled={outOfStock || undefined}
              onClick={() => {
                if (outOfStock) return;
                // A typed quantity that is not one adds nothing: focus goes to the field and its message.
                if (quantity === null) document.getElementById('qa-quantity')?.focus();
                else onAdd(chosen, quantity);
              }}
            >
              {outOfStock ? texts.outOfStock : T.addToCart}
            </button>
            <p className="options__status" role="status">
              {checkingStock ? T.checkingStock : ''}
            </p>
          </div>
        )}
      </div>
    </dialog>
  );
}
