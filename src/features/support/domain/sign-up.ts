/**
 * What the two sign-up forms say, the footer's newsletter and the 'Get notified' modal (storefront §1, §7:
 * "newsletter forms use an external form provider"): one wording for both.
 */
import type { Localized } from '../../../shared/messages/catalogue.ts';
import { signUp } from '../../../shared/messages/en/sign-up.ts';

export const SIGN_UP_TEXTS = signUp;

/** The sentence for a failed sign-up: the provider's own words when it gave any, else a prompt to retry. */
export function signUpFailureText(
  providerMessage: string | undefined,
  texts: Localized<typeof signUp> = signUp,
): string {
  const words = providerMessage?.trim() ?? '';
  return words === '' ? texts.failed : words;
}
