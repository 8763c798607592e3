/**
 * The sandbox card fields: real inputs that behave like Stripe Elements (formatting as typed, "invalid"
 * at once, "incomplete" on leaving a field, the error in the field's description, a change report on every
 * edit). Loaded as its own chunk by CardFields when no Stripe key is configured.
 */
import { useEffect, useEffectEvent, useId, useRef, useState, type ChangeEvent } from 'react';
import {
  cardFieldsState,
  EMPTY_CARD_VALUES,
  fieldMessage,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  cardBrand,
  numberLength,
  type CardField,
  type CardValues,
} from '../../payments/card-rules.ts';
import { paymentClient } from '../../api/payment-client.ts';
import type { CardPartProps } from '../../payments/provider.ts';
import type { cardFields } from '../../../../shared/messages/en/card-fields.ts';
import { createSandboxCardProvider } from '../../payments/sandbox-card.ts';
import './payments.css';

// The labels are ours (as around Stripe's fields); the placeholders are what Stripe Elements shows.
const FIELDS = {
  number: { label: 'cardNumber', placeholder: '1234 1234 1234 1234', autoComplete: 'cc-number' },
  expiry: { label: 'expiry', placeholder: 'MM / YY', autoComplete: 'cc-exp' },
  cvc: { label: 'cvc', placeholder: 'CVC', autoComplete: 'cc-csc' },
} as const satisfies Record<CardField, { label: keyof typeof cardFields; placeholder: string; autoComplete: string }>;
const NONE_LEFT: Record<CardField, boolean> = { number: false, expiry: false, cvc: false };

function format(field: CardField, raw: string, values: CardValues): string {
  if (field === 'number') return formatCardNumber(raw);
  if (field === 'expiry') return formatExpiry(raw);
  return formatCvc(raw, values.number);
}

/** Whether typing this value finished the field, so focus moves on like Elements. */
function finished(field: CardField, values: CardValues, now: Date): boolean {
  if (fieldMessage(field, values, now, true) !== null) return false;
  if (field === 'number') return values.number.replace(/\D/g, '').length === numberLength(cardBrand(values.number));
  return field === 'expiry' && values.expiry.replace(/\D/g, '').length === 4;
}

export default function SandboxCardFields({ layout, onChange, onReady, disabled = false, labels: T }: CardPartProps) {
  const id = useId();
  const [values, setValues] = useState<CardValues>(EMPTY_CARD_VALUES);
  const [left, setLeft] = useState<Record<CardField, boolean>>(NONE_LEFT);
  const valuesRef = useRef(values);
  const inputs = useRef<Partial<Record<CardField, HTMLInputElement | null>>>({});
  const ready = useEffectEvent(() =>
    onReady(createSandboxCardProvider({ api: paymentClient, readFields: () => valuesRef.current })),
  );
  useEffect(() => ready(), []);

  // The latest values live in refs too: focus moving on inside a change handler fires the blur handler
  // before React re-renders, and it must not report the previous values.
  const leftRef = useRef(left);
  const report = (nextValues: CardValues, nextLeft: Record<CardField, boolean>) => {
    valuesRef.current = nextValues;
    leftRef.current = nextLeft;
    setValues(nextValues);
    setLeft(nextLeft);
    onChange(cardFieldsState(nextValues, nextLeft, new Date()));
  };

  const change = (field: CardField) => (e: ChangeEvent<HTMLInputElement>) => {
    const before = valuesRef.current;
    const next = { ...before, [field]: format(field, e.target.value, before) };
    if (field === 'number') next.cvc = formatCvc(next.cvc, next.number);
    // Editing a field hides its "incomplete" until the shopper leaves it again, as Elements does.
    report(next, { ...leftRef.current, [field]: false });
    const following = field === 'number' ? 'expiry' : field === 'expiry' ? 'cvc' : null;
    if (following && next[field] !== before[field] && finished(field, next, new Date())) {
      inputs.current[following]?.focus();
    }
  };
  const blur = (field: CardField) => () => {
    if (!leftRef.current[field]) report(valuesRef.current, { ...leftRef.current, [field]: true });
  };

  const now = new Date();
  const messages = {
    number: fieldMessage('number', values, now, left.number),
    expiry: fieldMessage('expiry', values, now, left.expiry),
    cvc: fieldMessage('cvc', values, now, left.cvc),
  };
  const combined = cardFieldsState(values, left, now).error;
  const errorId = (field: CardField) => (layout === 'single' ? `${id}-error` : `${id}-${field}-error`);

  const input = (field: CardField) => (
    <input
      ref={(el) => {
        inputs.current[field] = el;
      }}
      id={`${id}-${field}`}
      className="card-fields__input"
      type="text"
      inputMode="numeric"
      autoComplete={FIELDS[field].autoComplete}
      placeholder={FIELDS[field].placeholder}
      value={values[field]}
      onChange={change(field)}
      onBlur={blur(field)}
      disabled={disabled}
      aria-invalid={messages[field] ? true : undefined}
      aria-describedby={messages[field] ? errorId(field) : undefined}
      data-field={field}
      spellCheck={false}
    />
  );

  if (layout === 'single') {
    return (
      <div className="card-fields card-fields--single">
        <div
          className={`card-fields__row${combined ? ' card-fields__row--invalid' : ''}`}
          role="group"
          aria-label={T.card}
        >
          {(['number', 'expiry', 'cvc'] as const).map((field) => (
            <span key={field} className={`card-fields__cell card-fields__cell--${field}`}>
              <label className="vh" htmlFor={`${id}-${field}`}>
                {T[FIELDS[field].label]}
              </label>
              {input(field)}
            </span>
          ))}
        </div>
        <p id={`${id}-error`} className="card-fields__error" role="alert">
          {combined}
        </p>
      </div>
    );
  }
  return (
    <div className="card-fields card-fields--split">
      {(['number', 'expiry', 'cvc'] as const).map((field) => (
        <div key={field} className={`card-fields__field card-fields__field--${field}`}>
          <label className="card-fields__label" htmlFor={`${id}-${field}`}>
            {T[FIELDS[field].label]}
          </label>
          {input(field)}
          <p id={errorId(field)} className="card-fields__error" role="alert">
            {messages[field]}
          </p>
        </div>
      ))}
    </div>
  );
}
