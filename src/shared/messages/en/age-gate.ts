/** English: the age gate (storefront §1, §4). */
export const ageGate = {
  title: 'Are you {age} or older?',
  body: 'You must be {age} years of age or older to visit this store.',
  yes: 'Yes',
  no: 'No',
} as const;
