/** Colour selector: a radio group of swatches, each named by its colour (storefront §2). */
import type { OptionVariant } from '../../domain/listing-selection.ts';
import { OPTIONS_TEXTS } from './options-texts.ts';

export interface ColorSwatchesProps {
  /** Unique per page: the listing and a quick-add dialog can both be open. */
  name: string;
  variants: readonly OptionVariant[];
  selectedId: string;
  onSelect: (variationId: string) => void;
}

export default function ColorSwatches({ name, variants, selectedId, onSelect }: ColorSwatchesProps) {
  const selected = variants.find((v) => v.id === selectedId);
  return (
    <fieldset className="opt opt--colors" data-testid="color-selector">
      <legend className="opt__legend">
        {OPTIONS_TEXTS.color}: <span className="opt__value">{selected?.name}</span>
      </legend>
      <div className="swatches">
        {variants.map((v) => (
          <label key={v.id} className="swatch" title={v.name}>
            <input
              type="radio"
              className="vh-input"
              name={name}
              value={v.id}
              checked={v.id === selectedId}
              onChange={() => onSelect(v.id)}
            />
            <span className="swatch__dot" style={{ background: v.hex ?? '#ccc' }} aria-hidden="true" />
            <span className="vh">{v.name}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
