/** English: the pre-order form (storefront §5; its messages copied exactly). */
export const preorder = {
  title: 'Pre-order',
  intro: 'Leave your details and we will reserve this item for you.',
  submit: 'Submit',
  sending: 'Sending…',
  success: 'Thank you! Your pre-order has been received.',
  failure: 'Your pre-order could not be sent. Please try again.',
  labels: {
    email: 'Email',
    fullname: 'Full name',
    country: 'Country',
    street: 'Street address',
    street2: 'Apartment, suite, etc. (optional)',
    city: 'City',
    state: 'State',
    zip: 'Zipcode',
  },
} as const;
