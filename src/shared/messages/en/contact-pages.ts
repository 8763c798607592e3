/** English: the pages around the contact form, /contact and /contact-success (checkout.md §2). */
export const contactPages = {
  title: 'Contact us',
  description: 'Questions about an order from {store}? Send us a message.',
  intro: 'Tell us about your order and we will reply within {hours} business hours.',
  successTitle: 'Message received',
  successDescription: 'Your message to {store} support.',
  successHeading: 'Thank you for contacting us',
  successText: 'We have your message and will reply within {hours} business hours.',
  continueShopping: 'Continue shopping',
} as const;
