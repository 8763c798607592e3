/**
 * The English catalogue, complete: every text of the interface, by part. English is split into one module
 * per part of the store only so that each island's JavaScript carries its own part (a bundler ships a
 * module whole); this object is the whole catalogue, and its shape is every locale's (../catalogue.ts).
 * Static pages and an island's first render use English; a translation (../translations/<locale>.ts)
 * replaces any of these texts for a buyer of its locale.
 */
import type { Localized, Translation as TranslationOf } from '../catalogue.ts';
import { thankYou, checkoutComplete, track, recover } from './after-purchase.ts';
import { cart, quantity } from './cart.ts';
import { chrome, listing, options, holiday, preorder, feed } from './catalog.ts';
import { checkout, checkoutForm, checkoutFields, payments, express } from './checkout.ts';
import { common, ui } from './common.ts';
import { localization } from './localization.ts';
import { ageGate, login, preview } from './preview.ts';
import { search } from './search.ts';
import { signUp, contact, support } from './support.ts';

export const en = {
  common,
  ui,
  chrome,
  listing,
  options,
  holiday,
  preorder,
  feed,
  cart,
  quantity,
  search,
  checkout,
  checkoutForm,
  checkoutFields,
  payments,
  express,
  thankYou,
  checkoutComplete,
  track,
  recover,
  signUp,
  contact,
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
