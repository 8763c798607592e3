/**
 * English: the store password page's own words (checkout.md §2 Login page); its title ('Login') and refusal
 * are in common.ts.
 */
export const login = {
  accessCode: 'Access code',
} as const;
