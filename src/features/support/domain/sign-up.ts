/**
 * What the two sign-up forms say, the footer's newsletter and the 'Get notified' modal (storefront §1, §7:
 * "newsletter forms use an external form provider"): one wording for both.
 */
export const SIGN_UP_TEXTS = {
  invalidEmail: 'Please enter a valid email',
  sending: 'Signing you up…',
  success: "Thanks! You're on the list.",
  already: "You're already on the list.",
  failed: 'Something went wrong. Please try again.',
} as const;

/** The sentence for a failed sign-up: the provider's own words when it gave any, else a prompt to retry. */
export function signUpFailureText(providerMessage: string | undefined): string {
  const words = providerMessage?.trim() ?? '';
  return words === '' ? SIGN_UP_TEXTS.failed : words;
}
