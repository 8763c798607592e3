/** English: the support pages, the contact note and /live-chat (checkout.md §2 Support pages, §9). */
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
