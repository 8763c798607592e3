/** The localization feature's public face: what other features use. */
export { COUNTRIES, DEFAULT_COUNTRY } from './domain/countries.ts';
export { formatIsoDate } from './domain/dates.ts';
export {
  formatAmount,
  formatDate,
  formatDateRange,
  formatMoney,
  formatNumber,
  RELOCALIZE_DATES_SCRIPT,
  RELOCALIZE_SCRIPT,
} from './domain/format.ts';
export { CENTS_PER_UNIT, CURRENCIES, DEFAULTS, isCurrency, isLocale, lineTotal, toDollars } from './domain/money.ts';
export type { Currency, Locale } from './domain/money.ts';
export { priceAmounts } from './domain/price-display.ts';
export { US_STATES } from './domain/us-states.ts';
export { $localization } from './stores/localization.ts';
export { countText } from './domain/plural.ts';
export { $localizer, textsOf } from './stores/translation.ts';
export { useTexts } from './components/use-texts.ts';
