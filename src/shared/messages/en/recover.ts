/** English: the recover-order-number form (checkout.md §2, §5, §9). */
export const recover = {
  title: 'Recover my order number',
  intro: 'Enter the email address you used at checkout and we will email you your order numbers.',
  emailLabel: 'Email address',
  submit: 'Send my orders',
  sending: 'Sending…',
  invalidEmail: 'Please enter a valid email',
  success: 'Check your inbox: we have emailed you your orders of the last {days} days.',
  trackOrder: 'Track my order',
} as const;
