/** Product, colour and size pickers over one choice: shared by the listing options and quick add. */
import { useStore } from '@nanostores/react';
import {
  inventoryKey,
  isColourSoldOut,
  type Chosen,
  type ListingOptionsData,
  type Selection,
} from '../../domain/listing-selection.ts';
import { $inventory } from '../../stores/inventory.ts';
import ColorSwatches from './ColorSwatches.tsx';
import SizeSelector from './SizeSelector.tsx';
import { OPTIONS_TEXTS } from './options-texts.ts';
import { useTexts } from '../../../localization/index.ts';

export interface OptionPickersProps {
  /** Prefix of input names and ids, unique per page. */
  idPrefix: string;
  data: ListingOptionsData;
  chosen: Chosen;
  select: (want: Partial<Selection>) => void;
}

export default function OptionPickers({ idPrefix, data, chosen, select }: OptionPickersProps) {
  const inventory = useStore($inventory);
  const T = useTexts('options', OPTIONS_TEXTS);
  return (
    <>
      {data.products.length > 1 && (
        <fieldset className="opt opt--products">
          <legend className="opt__legend">{T.product}</legend>
          <div className="size-grid">
            {data.products.map((p) => (
              <label key={p.id} className="size-grid__item size-grid__item--wide">
                <input
                  type="radio"
                  className="vh-input"
                  name={`${idPrefix}-product`}
                  value={p.id}
                  checked={p.id === chosen.product.id}
                  onChange={() => select({ productId: p.id })}
                />
                <span className="size-grid__label">{p.name}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <ColorSwatches
        name={`${idPrefix}-color`}
        variants={chosen.product.variants}
        selectedId={chosen.variant.id}
        onSelect={(variationId) => select({ variationId })}
        soldOut={(variant) =>
          isColourSoldOut(variant, (sizeId) => inventory[inventoryKey(data.listingId, variant.id, sizeId)])
        }
      />
      <SizeSelector
        name={`${idPrefix}-size`}
        sizes={chosen.variant.sizes}
        selectedId={chosen.size?.id ?? null}
        onSelect={(sizeId) => select({ sizeId })}
      />
    </>
  );
}
