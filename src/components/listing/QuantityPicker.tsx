/** Quantity picker (storefront §5): 1 to the max, then 'N+', which switches to a text box for typing. */
import { useState } from 'react';
import { isTypedQuantity, parseQuantity, QUANTITY_MORE, quantityChoices } from '../../lib/quantity.ts';
import { QUANTITY_DROPDOWN_MAX } from '../../lib/constants.ts';
import { OPTIONS_TEXTS } from './options-texts.ts';

export interface QuantityPickerProps {
  id: string;
  quantity: number;
  onChange: (quantity: number) => void;
  max?: number;
}

export default function QuantityPicker({ id, quantity, onChange, max = QUANTITY_DROPDOWN_MAX }: QuantityPickerProps) {
  const [typing, setTyping] = useState(() => isTypedQuantity('', quantity, max));
  const [text, setText] = useState(String(quantity));
  const invalid = typing && parseQuantity(text) === null;
  return (
    <div className="opt opt--qty">
      <label className="opt__legend" htmlFor={id}>
        {typing ? OPTIONS_TEXTS.typeQuantity : OPTIONS_TEXTS.quantity}
      </label>
      {typing ? (
        <input
          id={id}
          className="opt__select opt__qty-input"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          // The shopper just chose 'N+': the box replaces the list, so focus follows.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          aria-invalid={invalid || undefined}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            const q = parseQuantity(e.target.value);
            if (q !== null) onChange(q);
          }}
        />
      ) : (
        <select
          id={id}
          className="opt__select"
          value={String(quantity)}
          onChange={(e) => {
            if (e.target.value === QUANTITY_MORE) {
              setTyping(true);
              setText(String(max + 1));
              onChange(max + 1);
            } else {
              onChange(parseQuantity(e.target.value) ?? 1);
            }
          }}
        >
          {quantityChoices(max).map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      )}
    </div>
  );
}
