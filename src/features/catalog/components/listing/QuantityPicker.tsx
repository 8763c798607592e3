/**
 * Quantity picker (storefront §5): 1 to the max, then 'N+', which switches to a text box for typing. What
 * is typed is the quantity added, exactly: text that is not a whole number from 1 to the line limit says
 * why at the field and reports `null`, so Add to cart adds nothing until it is mended.
 */
import { useState } from 'react';
import {
  isTypedQuantity,
  parseQuantity,
  QUANTITY_MORE,
  QUANTITY_TEXTS,
  quantityChoices,
  readTypedQuantity,
} from '../../../cart/index.ts';
import { QUANTITY_DROPDOWN_MAX } from '../../../../shared/constants.ts';
import { OPTIONS_TEXTS } from './options-texts.ts';
import { useTexts } from '../../../localization/index.ts';

export interface QuantityPickerProps {
  id: string;
  quantity: number | null;
  /** The chosen quantity, or null while the typed text is not one. */
  onChange: (quantity: number | null) => void;
  max?: number;
}

export default function QuantityPicker({ id, quantity, onChange, max = QUANTITY_DROPDOWN_MAX }: QuantityPickerProps) {
  const [typing, setTyping] = useState(() => quantity !== null && isTypedQuantity('', quantity, max));
  const [text, setText] = useState(String(quantity ?? ''));
  const T = useTexts('options', OPTIONS_TEXTS);
  const messages = useTexts('quantity', QUANTITY_TEXTS);
  const read = typing ? readTypedQuantity(text, messages) : null;
  const problem = read && !read.ok ? read.message : null;
  const messageId = `${id}-message`;
  return (
    <div className="opt opt--qty">
      <label className="opt__legend" htmlFor={id}>
        {typing ? T.typeQuantity : T.quantity}
      </label>
      {typing ? (
        <>
          <input
            id={id}
            className="opt__select opt__qty-input"
            inputMode="numeric"
            autoComplete="off"
            // The shopper just chose 'N+': the box replaces the list, so focus follows.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            aria-invalid={problem !== null || undefined}
            aria-describedby={problem !== null ? messageId : undefined}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              const next = readTypedQuantity(e.target.value);
              onChange(next.ok ? next.quantity : null);
            }}
          />
          {problem !== null && (
            <p id={messageId} className="opt__error" role="alert">
              {problem}
            </p>
          )}
        </>
      ) : (
        <select
          id={id}
          className="opt__select"
          value={String(quantity ?? 1)}
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
