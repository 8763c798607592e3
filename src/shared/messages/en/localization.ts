/**
 * English: the localization modal, 'Preferences' (storefront §2, §4), and the footer button that opens it.
 */
export const localization = {
  language: 'Language',
  currency: 'Currency',
  region: 'Region',
  submit: 'Submit',
  regionCurrency: 'Region & currency:',
} as const;
