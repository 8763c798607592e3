import { RETURN_POLICY_DAYS } from '../../shared/constants.ts';
import { LEGAL_EFFECTIVE_DATE, LIABILITY_CAP_USD, MINIMUM_AGE, type LegalDocument } from './types.ts';

export function termsOfUse(storeName: string): LegalDocument {
  const store = storeName.trim() || 'this store';
  return {
    title: 'Terms of Use',
    effectiveDate: LEGAL_EFFECTIVE_DATE,
    intro:
      `These Terms of Use govern your use of the ${store} online store and every purchase you make through it. ` +
      'By browsing the store or placing an order you agree to these terms. If you do not agree, please do not use the store.',
    sections: [
      {
        heading: 'Who can use the store',
        paragraphs: [
          `You must be at least ${MINIMUM_AGE} years old to use the store and place orders. ` +
            `If you are under ${MINIMUM_AGE}, you may only use the store with the involvement of a parent or legal guardian who agrees to these terms.`,
          'You agree to give accurate information when you order, including your name, email and delivery address.',
        ],
      },
      {
        heading: 'Products made on demand',
        paragraphs: [
          `Products sold by ${store} are printed or produced on demand after you order. ` +
            'Colours on your screen may differ slightly from the finished product, and sizes may vary within normal manufacturing tolerances; size charts are provided on each product page.',
          'Digital items are delivered electronically and are licensed for your personal, non-commercial use.',
        ],
      },
      {
        heading: 'Prices and payment',
        paragraphs: [
          'Prices are shown in the currency you select. Shipping costs and taxes are calculated at checkout and shown before you pay.',
          'We may correct pricing errors at any time. If an item was mispriced, we will contact you before shipping and you may cancel the order for a full refund.',
          'Payment is handled by our payment providers. We do not store your full card details.',
        ],
      },
      {
        heading: 'Orders, shipping and returns',
        paragraphs: [
          'An order is accepted when we send the order confirmation email. Estimated delivery dates are estimates, not guarantees.',
          `Physical items come with a ${RETURN_POLICY_DAYS} Day Free Return Policy: you may return them within ${RETURN_POLICY_DAYS} days of delivery at no cost to you. ` +
            'Details are on our support pages.',
        ],
      },
      {
        heading: 'Your conduct',
        paragraphs: ['When using the store you agree not to:'],
        list: [
          'break any law or infringe anyone else’s rights;',
          'interfere with the store’s operation or security, or try to access it by automated means without permission;',
          'resell products as counterfeit goods or misrepresent their origin;',
          'use another person’s payment details without authorisation.',
        ],
      },
      {
        heading: 'Intellectual property',
        paragraphs: [
          `The designs, logos, text and images in the store belong to ${store} or its licensors. ` +
            'Buying a product does not transfer any rights in its design. If you believe a product infringes your rights, use the "Report this product" link on its page.',
        ],
      },
      {
        heading: 'Disclaimer of warranties',
        paragraphs: [
          'The store is provided "as is" and "as available". To the extent the law allows, we disclaim all implied warranties, including merchantability and fitness for a particular purpose. ' +
            'Nothing in these terms limits rights you have as a consumer that cannot be limited by law.',
        ],
      },
      {
        heading: 'Limitation of liability',
        paragraphs: [
          `To the extent the law allows, the total liability of ${store}, its partners and service providers for any claim arising from your use of the store or any purchase will not exceed $${LIABILITY_CAP_USD} (fifty US dollars).`,
          'This cap does not affect the refunds described in our return policy. We are not liable for indirect, incidental or consequential damages, such as lost profits or data.',
        ],
      },
      {
        heading: 'Changes to these terms',
        paragraphs: [
          'We may update these terms from time to time. The date at the top shows when they last changed. Orders are governed by the terms in force when they were placed.',
        ],
      },
      {
        heading: 'Contact',
        paragraphs: ['Questions about these terms can be sent through the contact form on our support pages.'],
      },
    ],
  };
}
