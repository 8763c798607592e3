/** English: sign-up forms, contact, support and the other help pages (storefront §1, §7; checkout.md §2, §5). */

/** The footer's newsletter and the 'Get notified' modal: one wording for both. */
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

/** The contact form (checkout.md §5: its messages copied exactly) and its pages. */
export const contact = {
  title: 'Contact us',
  pageDescription: 'Questions about an order from {store}? Send us a message.',
  intro: 'Tell us about your order and we will reply within {hours} business hours.',
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
  successPageTitle: 'Message received',
  successPageDescription: 'Your message to {store} support.',
  successTitle: 'Thank you for contacting us',
  successText: 'We have your message and will reply within {hours} business hours.',
  continueShopping: 'Continue shopping',
} as const;

/** The support pages, the contact note and /live-chat (checkout.md §2 Support pages, §9). */
export const support = {
  title: 'How can we help?',
  lead: 'Answers about orders, shipping, billing and our policies.',
  breadcrumb: 'Breadcrumb',
  support: 'Support',
  moreAbout: 'More about {topic}',
  thisTopic: 'this topic',
  contactSupport: 'Contact support',
  /** 'Can't find your answer? Contact us: we reply within 24 business hours.' around its link. */
  noteBefore: "Can't find your answer?",
  noteLink: 'Contact us',
  noteAfter: ': we reply within {hours} business hours{chat}.',
  chatClause: ', and live chat is open {days} days a week',
  replyText: 'Our team replies to every message within {hours} business hours{chat}.',
  liveChat: 'Live chat',
  liveChatPageDescription: 'How to reach {store} support.',
  liveChatOpen: 'Live chat is open {days} days a week.',
  liveChatOff: 'Live chat is not available in this store.',
  /** 'Please send us a message through the contact form: we reply within 24 business hours.' */
  liveChatBefore: 'Please send us a message through the',
  liveChatLink: 'contact form',
  liveChatAfter: ': we reply within {hours} business hours.',
  about: 'About {store}',
  effectiveDate: 'Effective date:',
} as const;
