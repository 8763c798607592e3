/**
 * A cart line's quantity (storefront §5): 1 to the max (10), then 'N+' which swaps the select for a text
 * box. Unlike the listing picker, a typed value is applied on Enter or when the box loses focus, so the
 * cart (and its cookie) is not rewritten on every keystroke. Choices and parsing: src/features/cart/domain/quantity.ts.
 */
import { useId, useState, type KeyboardEvent } from 'react';
import { QUANTITY_DROPDOWN_MAX } from '../../../shared/constants.ts';
import { CART_TEXTS } from '../domain/constants-cart.ts';
import {
  isTypedQuantity,
  parseQuantity,
  QUANTITY_MORE,
  QUANTITY_TEXTS,
  quantityChoices,
  readTypedQuantity,
} from '../domain/quantity.ts';
import { useTexts } from '../../localization/index.ts';

export interface QuantitySelectProps {
  value: number;
  /** Names the control for screen readers, e.g. 'Quantity, Classic Tee'. */
  label: string;
  onChange: (quantity: number) => void;
  disabled?: boolean;
}

export default function QuantitySelect({ value, label, onChange, disabled = false }: QuantitySelectProps) {
  const [typing, setTyping] = useState(() => isTypedQuantity('', value));
  const [draft, setDraft] = useState(String(value));
  // Shown once the shopper tries to apply a draft that is not a quantity (Enter, or leaving the box); the
  // line keeps its quantity and the box keeps what was typed, to be mended.
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const messageId = `${id}-message`;
  const T = useTexts('cart', CART_TEXTS);
  const messages = useTexts('quantity', QUANTITY_TEXTS);

  const commit = () => {
    const read = readTypedQuantity(draft, messages);
    if (!read.ok) {
      setProblem(read.message);
      return;
    }
    setProblem(null);
    if (read.quantity !== value) onChange(read.quantity);
  };

  if (typing) {
    return (
      <span className="qty">
        <label className="vh" htmlFor={id}>
          {`${label} (${T.typeQuantity})`}
        </label>
        <input
          id={id}
          className="qty__input"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          value={draft}
          disabled={disabled}
          aria-invalid={problem !== null || undefined}
          aria-describedby={problem !== null ? messageId : undefined}
          onChange={(e) => {
            setDraft(e.target.value);
            // A mended draft clears the message at once; a new problem waits for Enter or leaving the box.
            if (problem !== null && readTypedQuantity(e.target.value).ok) setProblem(null);
          }}
          onBlur={commit}
          onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => {
            if (e.key === 'Enter') commit();
          }}
        />
        {problem !== null && (
          <span id={messageId} className="qty__error" role="alert">
            {problem}
          </span>
        )}
      </span>
    );
  }
  return (
    <span className="qty">
      <label className="vh" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="qty__select"
        value={String(value)}
        disabled={disabled}
        onChange={(e) => {
          if (e.target.value === QUANTITY_MORE) {
            setDraft(String(Math.max(value, QUANTITY_DROPDOWN_MAX + 1)));
            setTyping(true);
            // The box replaces the select: focus follows it.
            requestAnimationFrame(() => document.getElementById(id)?.focus());
          } else {
            onChange(parseQuantity(e.target.value) ?? value);
          }
        }}
      >
        {quantityChoices(QUANTITY_DROPDOWN_MAX).map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </span>
  );
}
