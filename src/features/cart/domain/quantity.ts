/**
 * The quantity picker (storefront §5): a dropdown from 1 to the max (10 by default) whose last entry,
 * 'N+', switches to free typing. Typed text is untrusted: only a whole number from 1 to the line limit.
 */
import { QUANTITY_DROPDOWN_MAX, quantityOverflowLabel } from '../../../shared/constants.ts';
import { fill, type Localized } from '../../../shared/messages/catalogue.ts';
import { quantity } from '../../../shared/messages/en/quantity.ts';

/** Highest quantity a shopper may type (what the checkout host accepts per line). */
export const QUANTITY_TYPED_MAX = 999;
/** Option value of the 'N+' entry. */
export const QUANTITY_MORE = 'more';

export interface QuantityChoice {
  value: string;
  label: string;
}

/** '1' … String(max), then 'N+' (value QUANTITY_MORE). A max below 1 is treated as 1. */
export function quantityChoices(max: number = QUANTITY_DROPDOWN_MAX): QuantityChoice[] {
  const top = Math.max(1, Math.trunc(Number.isFinite(max) ? max : QUANTITY_DROPDOWN_MAX));
  const choices = Array.from({ length: top }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));
  choices.push({ value: QUANTITY_MORE, label: quantityOverflowLabel(top) });
  return choices;
}

/** A typed or selected quantity: a whole number from 1 to QUANTITY_TYPED_MAX; null for anything else. */
export function parseQuantity(text: string): number | null {
  const read = readTypedQuantity(text);
  return read.ok ? read.quantity : null;
}

/** What the text box says when its text is not a quantity that can be added (the English catalogue's). */
export const QUANTITY_TEXTS = quantity;

export type TypedQuantity = { ok: true; quantity: number } | { ok: false; message: string };

/**
 * The shopper's typed quantity, or why it cannot be added: nothing typed, not a whole number ('abc', '2.5',
 * '1e3'), 0 or a negative, or above QUANTITY_TYPED_MAX. Surrounding spaces are forgiven.
 */
export function readTypedQuantity(text: string, texts: Localized<typeof quantity> = quantity): TypedQuantity {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, message: texts.empty };
  if (!/^[+-]?\d+$/.test(trimmed)) return { ok: false, message: texts.notANumber };
  // Long digit strings are compared as numbers too: '0000012' is 12, '99999999999999999999' is too large.
  const n = Number(trimmed);
  if (n < 1) return { ok: false, message: texts.tooSmall };
  if (n > QUANTITY_TYPED_MAX) return { ok: false, message: fill(texts.tooLarge, { max: QUANTITY_TYPED_MAX }) };
  return { ok: true, quantity: n };
}

/** True when the picker should show the text box: 'N+' was chosen, or the quantity is above the list. */
export function isTypedQuantity(selected: string, quantity: number, max: number = QUANTITY_DROPDOWN_MAX): boolean {
  return selected === QUANTITY_MORE || quantity > max;
}
