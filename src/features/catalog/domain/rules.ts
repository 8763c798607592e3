/** Small catalogue rules from the spec, shared by the mappers and the UI. */
import type { Localization } from './types.ts';

export const NFT_PRODUCT_ID = '1816';
export const DIGITAL_SIZE_LABEL = 'Digital';

/** Spec §5: digital items are those whose selected size label is Digital. */
export function isDigitalSize(label: string): boolean {
  return label === DIGITAL_SIZE_LABEL;
}

/** Spec §5: NFT items are productType nft or primary product id 1816. */
export function isNft(productType: string | undefined, primaryProductId: string): boolean {
  return productType?.toLowerCase() === 'nft' || primaryProductId === NFT_PRODUCT_ID;
}

/** Major units (24.99) to cents, without binary float noise (1.005 → 101). */
export function toCents(amount: number): number {
  return Math.round(Number((amount * 100).toFixed(6)));
}

/** Spec §9: default locale en, currency USD, region USA; used when the localization call fails. */
export const DEFAULT_LOCALIZATION: Localization = {
  buyerRegion: 'USA',
  buyerCurrency: 'USD',
  buyerLocale: 'en',
  fulfillmentRegion: 'USA',
  locales: [
    { code: 'en', name: 'English' },
    { code: 'de', name: 'Deutsch' },
    { code: 'nl', name: 'Nederlands' },
    { code: 'fr', name: 'Français' },
    { code: 'it', name: 'Italiano' },
    { code: 'es', name: 'Español' },
    { code: 'pt-BR', name: 'Português (Brasil)' },
    { code: 'en-GB', name: 'English (UK)' },
  ],
  currencies: [
    { currency: 'USD', symbol: '$' },
    { currency: 'GBP', symbol: '£' },
    { currency: 'EUR', symbol: '€' },
    { currency: 'AUD', symbol: 'A$' },
    { currency: 'CAD', symbol: 'CA$' },
  ],
  regions: [
    { region: 'USA', fulfillmentRegion: 'USA' },
    { region: 'EU', fulfillmentRegion: 'EUR' },
    { region: 'Canada', fulfillmentRegion: 'USA' },
    { region: 'Australia', fulfillmentRegion: 'USA' },
    { region: 'Rest of the world', fulfillmentRegion: 'USA' },
  ],
};

/** Short words that stay lower case inside a title ('Tote of the Month'), never first. */
const MINOR_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with']);

/**
 * A product type as shoppers read it, in title case: 'crewneck sweatshirt' → 'Crewneck Sweatshirt',
 * 't-shirt' → 'T-Shirt', 'tote of the month' → 'Tote of the Month'. A word that already holds a capital
 * ('NFT', 'iPhone') is left as written: the store's own spelling wins over the rule.
 */
export function titleCase(text: string): string {
  let first = true;
  return text.replace(/[\p{L}\p{N}']+/gu, (word) => {
    const isFirst = first;
    first = false;
    if (word !== word.toLowerCase()) return word;
    if (!isFirst && MINOR_WORDS.has(word)) return word;
    return word.charAt(0).toUpperCase() + word.slice(1);
  });
}
