/** English: the Track my order form (checkout.md §2 Track, recover, contact). */
export const track = {
  title: 'Track my order',
  intro: 'Enter the order number from your confirmation email to see where your order is.',
  label: 'Order number',
  hint: 'The order lookup number from your confirmation email.',
  submit: 'Track order',
  lost: "Can't find your order number?",
  recover: 'Recover my order number',
} as const;
