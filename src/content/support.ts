import { ORDER_RECOVERY_DAYS, RETURN_POLICY_DAYS } from '../shared/constants.ts';
import { liveChatOffered, supportReplyText } from '../features/support/domain/live-chat.ts';

/**
 * Support topics (checkout spec §2: 4 categories, 10 articles). Plain data: the pages render paragraphs
 * and lists; links are given as site paths so the page can make them anchors.
 */

export const SUPPORT_CATEGORIES = [
  { id: 'orders', title: 'Orders' },
  { id: 'shipping', title: 'Shipping' },
  { id: 'billing', title: 'Billing' },
  { id: 'policies', title: 'Policies' },
] as const;

export type SupportCategoryId = (typeof SUPPORT_CATEGORIES)[number]['id'];

export type SupportBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: string[] }
  | { type: 'link'; text: string; href: string };

export interface SupportArticle {
  slug: string;
  title: string;
  category: SupportCategoryId;
  summary: string;
  body: SupportBlock[];
}

const p = (text: string): SupportBlock => ({ type: 'paragraph', text });
const list = (...items: string[]): SupportBlock => ({ type: 'list', items });
const link = (text: string, href: string): SupportBlock => ({ type: 'link', text, href });

/** Reply time, and live chat only when /live-chat offers it (one rule: src/features/support/domain/live-chat.ts). */
const REPLY = supportReplyText(liveChatOffered());

export const SUPPORT_ARTICLES: readonly SupportArticle[] = [
  {
    slug: 'track-my-order',
    title: 'How do I track my order?',
    category: 'orders',
    summary: 'Follow your order from printing to your door with your order number.',
    body: [
      p('Every order gets an order number, shown on the thank-you page and in your confirmation email.'),
      p('Enter it on the Track my order page to see its status and, once it ships, the carrier tracking link.'),
      link('Track my order', '/track'),
      p(
        `Tracking not updating for a few days? Carriers sometimes scan parcels late. If nothing changes for a week, contact us. ${REPLY}`,
      ),
    ],
  },
  {
    slug: 'find-my-order-number',
    title: 'I lost my order number',
    category: 'orders',
    summary: `Recover the order numbers of orders from the last ${ORDER_RECOVERY_DAYS} days by email.`,
    body: [
      p(
        `Enter the email address you used at checkout on the Recover order page. We will email you the order numbers of every order placed with that address in the last ${ORDER_RECOVERY_DAYS} days.`,
      ),
      link('Recover my order number', '/track/recover'),
      p(
        'No email after a few minutes? Check your spam folder, and make sure you used the same address as at checkout.',
      ),
    ],
  },
  {
    slug: 'change-or-cancel-an-order',
    title: 'Can I change or cancel my order?',
    category: 'orders',
    summary: 'Orders go into production quickly; contact us as soon as possible.',
    body: [
      p(
        'Every item is printed on demand, so production starts soon after you order. We can usually change the size, colour or address, or cancel, if you contact us within a few hours.',
      ),
      p(`Send us your order number and the change you need through the contact form. ${REPLY}`),
      link('Contact us', '/contact'),
    ],
  },
  {
    slug: 'shipping-times',
    title: 'When will my order arrive?',
    category: 'shipping',
    summary: 'Production plus delivery: standard, rush and super rush options.',
    body: [
      p(
        'Delivery time is production time plus shipping time. At checkout you choose from the options available for your address:',
      ),
      list(
        'Standard: the best price, usually 5 to 10 business days in total.',
        'Rush: faster production and shipping.',
        'Super rush: our fastest option, where available.',
      ),
      p(
        'Each option shows an estimated delivery date before you pay. Digital items are delivered by email and need no shipping.',
      ),
    ],
  },
  {
    slug: 'international-shipping',
    title: 'Do you ship outside the United States?',
    category: 'shipping',
    summary: 'Checkout ships to the United States; international orders need a few more steps.',
    body: [
      p(
        'Our checkout delivers to addresses in the United States. If you are outside the United States, the checkout shows the extra steps needed for international delivery.',
      ),
      p('Prices can be shown in USD, GBP, EUR, AUD or CAD; choose your region and currency in the footer.'),
    ],
  },
  {
    slug: 'damaged-or-wrong-item',
    title: 'My item arrived damaged or wrong',
    category: 'shipping',
    summary: 'We replace misprinted, damaged or wrong items at no cost.',
    body: [
      p(
        'We are sorry! Send us your order number and a photo of the problem through the contact form, and we will send a replacement or a refund at no cost to you.',
      ),
      p(REPLY),
      link('Contact us', '/contact'),
    ],
  },
  {
    slug: 'payment-methods',
    title: 'Which payment methods do you accept?',
    category: 'billing',
    summary: 'Cards, PayPal, wallets and pay later.',
    body: [
      p('You can pay with:'),
      list(
        'credit and debit cards;',
        'PayPal;',
        'Apple Pay or Google Pay where your device supports them;',
        'Afterpay (pay later) for US orders.',
      ),
      p('Payments are secure and encrypted; we never see or store your full card number.'),
    ],
  },
  {
    slug: 'promo-codes',
    title: 'How do I use a promo code?',
    category: 'billing',
    summary: 'Enter your code at checkout, after your address.',
    body: [
      p(
        'Enter promo codes at checkout, in the order summary. Some codes need your delivery address first, so fill in your details before applying the code.',
      ),
      p('Only one code can be used per order. If a code cannot be applied, check its spelling and expiry date.'),
    ],
  },
  {
    slug: 'return-policy',
    title: `${RETURN_POLICY_DAYS} Day Free Return Policy`,
    category: 'policies',
    summary: `Return physical items within ${RETURN_POLICY_DAYS} days of delivery, free of charge.`,
    body: [
      p(
        `Not happy with your order? Physical items can be returned within ${RETURN_POLICY_DAYS} days of delivery, and the return is free.`,
      ),
      list(
        'Contact us with your order number and the items you want to return.',
        'We email you a prepaid return label.',
        'Once the return arrives, we refund your original payment method, usually within 5 business days.',
      ),
      p('Digital items cannot be returned once delivered, except when they are faulty.'),
      p(REPLY),
    ],
  },
  {
    slug: 'privacy-and-terms',
    title: 'Privacy and terms',
    category: 'policies',
    summary: 'How we handle your data, and the terms of using the store.',
    body: [
      p(
        'Our Privacy Policy explains what we collect and how to opt out; our Terms of Use cover orders, returns and liability.',
      ),
      link('Privacy Policy', '/privacy-policy'),
      link('Terms of Use', '/terms-of-use'),
    ],
  },
];

export function supportArticle(slug: string): SupportArticle | undefined {
  return SUPPORT_ARTICLES.find((a) => a.slug === slug);
}

export function articlesInCategory(category: SupportCategoryId): SupportArticle[] {
  return SUPPORT_ARTICLES.filter((a) => a.category === category);
}
