/**
 * English: the footer's newsletter and the 'Get notified' modal: one wording for both (storefront §1, §7).
 */
export const signUp = {
  emailLabel: 'Email address',
  submit: 'Sign up',
  invalidEmail: 'Please enter a valid email',
  sending: 'Signing you up…',
  success: "Thanks! You're on the list.",
  already: "You're already on the list.",
  failed: 'Something went wrong. Please try again.',
  /** The getnotified-modal's own words (its title is common.getNotified). */
  notifyIntro: 'Be the first to hear about new drops and exclusive offers.',
  notifySubmit: 'Notify me',
} as const;
