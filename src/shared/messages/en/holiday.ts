/** English: December's delivery messages (storefront §9, 'Holiday 2023 messages in December'). */
export const holiday = {
  digital: 'Holiday gift? Digital items are delivered within 5 hours.',
  standard: 'Order by December 5 with standard shipping for arrival by 12/25.',
  rush: 'Order by December 8 with rush shipping for arrival by 12/25.',
  superRush: 'Order by December 10 with super rush shipping for arrival by 12/25.',
} as const;
