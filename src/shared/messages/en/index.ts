/**
 * The English catalogue, complete: every text of the interface, by part. Each part is a module of its own
 * only so that an island's JavaScript carries just the parts it shows (a bundler ships a module whole, and
 * puts one that three islands use in the chunk every island loads); this object is the whole catalogue,
 * and its shape is every locale's (../catalogue.ts).
 * Static pages and an island's first render use English; a translation (../translations/<locale>.ts)
 * replaces any of these texts for a buyer of its locale.
 */
import type { Localized, Translation as TranslationOf } from '../catalogue.ts';
import { ageGate } from './age-gate.ts';
import { cart } from './cart.ts';
import { chat } from './chat.ts';
import { checkout } from './checkout.ts';
import { cardFields } from './card-fields.ts';
import { checkoutComplete } from './checkout-complete.ts';
import { checkoutFields } from './checkout-fields.ts';
import { checkoutForm } from './checkout-form.ts';
import { chrome } from './chrome.ts';
import { common } from './common.ts';
import { contactPages } from './contact-pages.ts';
import { contact } from './contact.ts';
import { express } from './express.ts';
import { feed } from './feed.ts';
import { headerSearch } from './header-search.ts';
import { holiday } from './holiday.ts';
import { listing } from './listing.ts';
import { localization } from './localization.ts';
import { login } from './login.ts';
import { options } from './options.ts';
import { paymentMethods } from './payment-methods.ts';
import { payments } from './payments.ts';
import { paypalButton } from './paypal-button.ts';
import { preorderMessages } from './preorder-messages.ts';
import { preorder } from './preorder.ts';
import { preview } from './preview.ts';
import { quantity } from './quantity.ts';
import { recover } from './recover.ts';
import { search } from './search.ts';
import { signUp } from './sign-up.ts';
import { support } from './support.ts';
import { thankYou } from './thank-you.ts';
import { tile } from './tile.ts';
import { track } from './track.ts';
import { ui } from './ui.ts';
import { walletButtons } from './wallet-buttons.ts';

export const en = {
  common,
  ui,
  chrome,
  tile,
  listing,
  options,
  holiday,
  preorder,
  preorderMessages,
  feed,
  cart,
  quantity,
  search,
  headerSearch,
  checkout,
  checkoutForm,
  checkoutFields,
  payments,
  paymentMethods,
  cardFields,
  paypalButton,
  walletButtons,
  express,
  thankYou,
  checkoutComplete,
  track,
  recover,
  signUp,
  contact,
  contactPages,
  chat,
  support,
  ageGate,
  login,
  preview,
  localization,
} as const;

/** English, word for word. */
export type English = typeof en;
/** A part of the catalogue: 'cart', 'checkout', … */
export type Section = keyof English;
/** The catalogue of any locale, merged with English: the texts islands and pages read. */
export type Messages = Localized<English>;
/** What a translation file holds: any part of the catalogue, and no key English does not have. */
export type Translation = TranslationOf<Messages>;
