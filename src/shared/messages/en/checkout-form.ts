/**
 * English: the delivery form's messages (checkout.md §5); email and name on card are "not shown" there, so ours.
 */
export const checkoutForm = {
  email: 'Please enter a valid email',
  firstname: 'Please enter your first name',
  lastname: 'Please enter your last name',
  address: 'Please enter your street address',
  city: 'Please enter your city',
  zip: 'Please enter your zipcode',
  state: 'Please select your state',
  phone: 'Please enter your phone number',
  phoneInvalid: 'Please enter a valid phone number',
  nameOnCard: 'Please enter the name on your card',
} as const;
