/**
 * Colour selector: a radio group of swatches, each named by its colour (storefront §2). A sold-out colour
 * stays choosable (its pictures still show) but is struck through and named '{colour}, sold out'.
 */
import type { OptionVariant } from '../../domain/listing-selection.ts';
import { OPTIONS_TEXTS } from './options-texts.ts';
import { useTexts } from '../../../localization/index.ts';

export interface ColorSwatchesProps {
  /** Unique per page: the listing and a quick-add dialog can both be open. */
  name: string;
  variants: readonly OptionVariant[];
  selectedId: string;
  onSelect: (variationId: string) => void;
  /** Whether a colour has no size in stock. */
  soldOut: (variant: OptionVariant) => boolean;
}

export default function ColorSwatches({ name, variants, selectedId, onSelect, soldOut }: ColorSwatchesProps) {
  const selected = variants.find((v) => v.id === selectedId);
  const T = useTexts('options', OPTIONS_TEXTS);
  return (
    <fieldset className="opt opt--colors" data-testid="color-selector">
      <legend className="opt__legend">
        {T.color}: <span className="opt__value">{selected?.name}</span>
      </legend>
      <div className="swatches">
        {variants.map((v) => {
          const gone = soldOut(v);
          const label = gone ? `${v.name}, ${T.soldOut}` : v.name;
          return (
            <label key={v.id} className={gone ? 'swatch swatch--sold-out' : 'swatch'} title={label}>
              <input
                type="radio"
                className="vh-input"
                name={name}
                value={v.id}
                checked={v.id === selectedId}
                onChange={() => onSelect(v.id)}
              />
              <span className="swatch__dot" style={{ background: v.hex ?? '#ccc' }} aria-hidden="true" />
              <span className="vh">{label}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
