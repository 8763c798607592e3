import { CHILDREN_MIN_AGE, LEGAL_EFFECTIVE_DATE, OPT_OUT_BUSINESS_DAYS, type LegalDocument } from './types.ts';

export function privacyPolicy(storeName: string): LegalDocument {
  const store = storeName.trim() || 'this store';
  return {
    title: 'Privacy Policy',
    effectiveDate: LEGAL_EFFECTIVE_DATE,
    intro:
      `This Privacy Policy explains what personal information ${store} collects when you visit the store or buy from it, ` +
      'how we use it, who we share it with, and the choices you have.',
    sections: [
      {
        heading: 'Information we collect',
        paragraphs: ['We collect only what we need to run the store and fulfil your orders:'],
        list: [
          'Order details: your name, email address, delivery address, phone number and the items you buy.',
          'Payment details: processed by our payment providers; we receive a confirmation and the last digits of your card, never the full number.',
          'Messages: what you send us through the contact form, the newsletter or a "Get notified" sign-up.',
          'Usage data: pages viewed, device and browser type, approximate location from your IP address, and cookies that keep your cart and preferences.',
        ],
      },
      {
        heading: 'How we use it',
        paragraphs: ['We use your information to:'],
        list: [
          'process, print, ship and support your orders, including returns;',
          'remember your cart, region and currency between visits;',
          'send order and shipping updates, and marketing emails if you opted in;',
          'understand how the store is used so we can improve it, and prevent fraud.',
        ],
      },
      {
        heading: 'Sharing',
        paragraphs: [
          'We share personal information only with service providers who help us run the store: production and shipping partners, payment processors, email and analytics services. ' +
            'They may use it only to provide their service to us. We do not sell your personal information.',
          'We may disclose information when the law requires it or to protect our rights, our customers or the public.',
        ],
      },
      {
        heading: 'Cookies and analytics',
        paragraphs: [
          'Cookies keep your cart and preferences and tell us which pages are useful. Analytics and advertising partners may set their own cookies. ' +
            'You can block or delete cookies in your browser; the cart may not work without them.',
        ],
      },
      {
        heading: 'Your choices',
        paragraphs: [
          'Every marketing email has an unsubscribe link. You can also ask us to stop processing your information for marketing, or to access, correct or delete it, through the contact form on our support pages.',
          `We process opt-out requests promptly; it can take up to ${OPT_OUT_BUSINESS_DAYS} business days (ten business days) for an opt-out to take effect across all our systems.`,
        ],
      },
      {
        heading: 'Children',
        paragraphs: [
          `The store is not directed at children under ${CHILDREN_MIN_AGE}, and we do not knowingly collect personal information from children under ${CHILDREN_MIN_AGE}. ` +
            'If you believe a child has given us personal information, contact us and we will delete it.',
        ],
      },
      {
        heading: 'Retention and security',
        paragraphs: [
          'We keep order records for as long as needed for fulfilment, returns, accounting and legal obligations, then delete or anonymise them. ' +
            'We protect information with encryption in transit and access controls, but no system is perfectly secure.',
        ],
      },
      {
        heading: 'International transfers',
        paragraphs: [
          'Our service providers may process information in the United States and other countries, with safeguards required by applicable law.',
        ],
      },
      {
        heading: 'Changes to this policy',
        paragraphs: [
          'We may update this policy. The date at the top shows when it last changed; significant changes will be announced in the store.',
        ],
      },
    ],
  };
}
