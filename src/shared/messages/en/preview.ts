/** English: the age gate, the store password page and owner previews (storefront §1, §4, §6; checkout.md §2). */
export const ageGate = {
  title: 'Are you {age} or older?',
  body: 'You must be {age} years of age or older to visit this store.',
  yes: 'Yes',
  no: 'No',
} as const;

/** The login page's own words; its title ('Login') and refusal are in common. */
export const login = {
  accessCode: 'Access code',
} as const;

/** The 'preview unavailable' page. */
export const preview = {
  title: 'Preview unavailable',
  expired: 'This preview link has expired. Ask the store owner for a new one.',
  invalid: 'This preview link is not valid for this store. Ask the store owner for a new one.',
  back: 'Go to the store',
} as const;
