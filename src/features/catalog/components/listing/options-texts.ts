/**
 * Texts of the listing options and quick add that the spec does not word: the English catalogue's options
 * part (src/shared/messages/en/options.ts). The spec's own ('Added to cart', 'Out of stock', 'This product
 * is out of stock.') are its common part (TEXTS in src/shared/constants.ts).
 */
export { options as OPTIONS_TEXTS } from '../../../../shared/messages/en/options.ts';
