/** English: the contact form (checkout.md §2, §5: its messages copied exactly); its pages are contact-pages.ts. */
export const contact = {
  submit: 'Send message',
  chooseReason: 'Select a reason',
  messages: {
    orderNumber: 'Please enter your order number',
    email: 'Please enter a valid email',
    fullName: 'Please enter your full name',
    reason: 'Please select the reason for your contact',
    message: 'Please tell us why you are contacting us',
  },
  labels: {
    orderNumber: 'Order number',
    email: 'Email address',
    fullName: 'Full name',
    reason: 'Reason for contact',
    message: 'Message',
  },
  reasons: {
    'order-status': 'Where is my order?',
    'change-order': 'Change or cancel my order',
    return: 'Return or exchange',
    damaged: 'Damaged or wrong item',
    payment: 'Billing or payment',
    other: 'Something else',
  },
} as const;
