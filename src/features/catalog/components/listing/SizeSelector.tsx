/**
 * Size selector (storefront §2): a dropdown when there are more than 10 sizes or any label is longer than
 * 5 characters, else a radio grid, marked underfill (data-underfill) under 6 items. The rule is
 * src/features/catalog/domain/size-selector.ts.
 */
import type { OptionSize } from '../../domain/listing-selection.ts';
import { sizeSelectorLayout } from '../../domain/size-selector.ts';
import { OPTIONS_TEXTS } from './options-texts.ts';
import { useTexts } from '../../../localization/index.ts';

export interface SizeSelectorProps {
  name: string;
  sizes: readonly OptionSize[];
  selectedId: string | null;
  onSelect: (sizeId: string) => void;
}

export default function SizeSelector({ name, sizes, selectedId, onSelect }: SizeSelectorProps) {
  const T = useTexts('options', OPTIONS_TEXTS);
  if (sizes.length === 0) return null;
  const layout = sizeSelectorLayout(sizes.map((s) => s.label));
  if (layout.kind === 'dropdown') {
    const id = `${name}-select`;
    return (
      <div className="opt opt--sizes" data-size-layout="dropdown">
        <label className="opt__legend" htmlFor={id}>
          {T.size}
        </label>
        <select id={id} className="opt__select" value={selectedId ?? ''} onChange={(e) => onSelect(e.target.value)}>
          {sizes.map((s) => (
            <option key={s.id} value={s.id}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
    );
  }
  const selected = sizes.find((s) => s.id === selectedId);
  return (
    <fieldset className="opt opt--sizes" data-size-layout="grid" data-underfill={layout.underfill ? 'true' : undefined}>
      <legend className="opt__legend">
        {T.size}: <span className="opt__value">{selected?.label}</span>
      </legend>
      <div className={layout.underfill ? 'size-grid size-grid--underfill' : 'size-grid'}>
        {sizes.map((s) => (
          <label key={s.id} className="size-grid__item">
            <input
              type="radio"
              className="vh-input"
              name={name}
              value={s.id}
              checked={s.id === selectedId}
              onChange={() => onSelect(s.id)}
            />
            <span className="size-grid__label">{s.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
