/**
 * The quantity picker (storefront §5): a dropdown from 1 to the max (10 by default) whose last entry,
 * 'N+', switches to free typing. Typed text is untrusted: only a whole number from 1 to the line limit.
 */
import { QUANTITY_DROPDOWN_MAX, quantityOverflowLabel } from './constants.ts';

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

/** A typed or selected quantity: digits only, 1 to QUANTITY_TYPED_MAX; null for anything else. */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,6}$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n >= 1 && n <= QUANTITY_TYPED_MAX ? n : null;
}

/** True when the picker should show the text box: 'N+' was chosen, or the quantity is above the list. */
export function isTypedQuantity(selected: string, quantity: number, max: number = QUANTITY_DROPDOWN_MAX): boolean {
  return selected === QUANTITY_MORE || quantity > max;
}
