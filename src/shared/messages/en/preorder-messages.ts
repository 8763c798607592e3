/**
 * English: the pre-order form's messages, exactly as storefront §5 words them. A part of its own: the data
 * layer's schema (catalog/api/site.ts) writes them, and it ships where the form's other texts do not.
 */
export const preorderMessages = {
  fullname: 'Please enter your full name',
  email: 'Please enter a valid email',
  street: 'Please enter your street address',
  city: 'Please enter your city',
  zipRequired: 'Please enter your zipcode',
  zipInvalid: 'Please enter a valid zipcode',
  state: 'Please select your state',
  country: 'Please select your country',
} as const;
