import { formatMoney } from './format.ts';
import { CURRENCIES, isCurrency, type Currency, type Locale } from './money.ts';

/** One currency's rendering of a price: the static page carries all five (DESIGN: Money). */
export interface PriceAmount {
  currency: Currency;
  text: string;
}

/**
 * A price in every currency, formatted for `locale`. A currency the source did not price falls back to
 * the base price shown in the base currency, so a shopper never sees a wrong number under a symbol;
 * null when nothing can be shown (no usable base either).
 */
export function priceAmounts(
  pricesCents: Readonly<Record<string, number>>,
  base: { cents: number; currency: string },
  locale: Locale = 'en',
): PriceAmount[] | null {
  const baseCurrency: Currency | null =
    isCurrency(base.currency) && Number.isSafeInteger(base.cents) ? base.currency : null;
  const amounts: PriceAmount[] = [];
  for (const currency of CURRENCIES) {
    const cents = pricesCents[currency];
    if (cents !== undefined && Number.isSafeInteger(cents) && cents >= 0) {
      amounts.push({ currency, text: formatMoney(cents, currency, locale) });
    } else if (baseCurrency !== null) {
      amounts.push({ currency, text: formatMoney(base.cents, baseCurrency, locale) });
    } else {
      return null;
    }
  }
  return amounts;
}
