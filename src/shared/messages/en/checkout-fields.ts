/**
 * English: the delivery form's field labels, exactly as checkout.md §2 lists them (first and last name have
 * none there).
 */
export const checkoutFields = {
  email: 'Email address',
  firstname: 'First name',
  lastname: 'Last name',
  address: 'Street address',
  address2: 'Apt / suite / building etc (Optional)',
  city: 'City / Town',
  state: 'Select state',
  zip: 'Zip code',
  country: 'Select country',
  phone: 'Phone number',
} as const;
