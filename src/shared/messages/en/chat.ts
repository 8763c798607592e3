/** English: the footer's chat launcher, where support is on (storefront §6, §7: the external chat widget). */
export const chat = {
  launcher: 'Chat with us',
  failed: 'Chat could not be loaded. Please try again, or contact us through the contact form.',
} as const;
