/**
 * English: the labels around the card provider's fields, and the note while they load. The card part
 * reads them and hands them to the provider's fields, so only the card part's code carries them.
 */
export const cardFields = {
  card: 'Card',
  cardNumber: 'Card number',
  expiry: 'Expiration date',
  cvc: 'CVC',
  loading: 'Loading card fields…',
} as const;
