/**
 * The storefront's client-visible configuration: host URLs and public keys (astro:env, defaulting to the
 * embedded sandbox) and the current store's slug. Islands import it, so it holds nothing server-only: the
 * store list is src/store-list.ts.
 */
import {
  PUBLIC_AVAILABILITY_API_KEY,
  PUBLIC_AVAILABILITY_URL,
  PUBLIC_CACHE_URL,
  PUBLIC_CHAT_WIDGET_URL,
  PUBLIC_CHECKOUT_URL,
  PUBLIC_COMMERCE_URL,
  PUBLIC_FLAGS_URL,
  PUBLIC_FORMS_URL,
  PUBLIC_MAIN_URL,
  PUBLIC_PAYMENT_URL,
  PUBLIC_PAYPAL_CLIENT_ID,
  PUBLIC_RECOVERY_URL,
  PUBLIC_SITE_ROOT_URL,
  PUBLIC_STORE,
  PUBLIC_STRIPE_KEY,
  PUBLIC_THEME_URL,
} from 'astro:env/client';
import type { HostUrls } from './hosts.ts';

/**
 * The store this build renders. In the browser the page's own `<html data-store>` wins, so islands on a
 * page the on-demand server rendered for another store of the list talk about that store.
 */
export const currentStore: string =
  (typeof document === 'undefined' ? undefined : document.documentElement.dataset['store']) ?? PUBLIC_STORE;

export const hosts: HostUrls = {
  commerce: PUBLIC_COMMERCE_URL,
  theme: PUBLIC_THEME_URL,
  cache: PUBLIC_CACHE_URL,
  availability: PUBLIC_AVAILABILITY_URL,
  flags: PUBLIC_FLAGS_URL,
  site: PUBLIC_SITE_ROOT_URL,
  forms: PUBLIC_FORMS_URL,
  checkout: PUBLIC_CHECKOUT_URL,
  payment: PUBLIC_PAYMENT_URL,
  recovery: PUBLIC_RECOVERY_URL,
  main: PUBLIC_MAIN_URL,
  chat: PUBLIC_CHAT_WIDGET_URL,
};

export const availabilityApiKey = PUBLIC_AVAILABILITY_API_KEY;
/** Absent keys select the sandbox payment provider. */
export const stripePublishableKey = PUBLIC_STRIPE_KEY;
export const paypalClientId = PUBLIC_PAYPAL_CLIENT_ID;
