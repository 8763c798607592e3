/** The Track my order form (checkout.md §2 Track, recover, contact): texts and the tracking link it opens. */

export const TRACK_TEXTS = {
  title: 'Track my order',
  intro: 'Enter the order number from your confirmation email to see where your order is.',
  label: 'Order number',
  hint: 'The order lookup number from your confirmation email.',
  submit: 'Track order',
  lost: "Can't find your order number?",
  recover: 'Recover my order number',
} as const;

export const TRACK_PATH = '/track';
export const RECOVER_PATH = '/track/recover';

/** {checkout host}/track/order/{lookupNumber}, given the host's tracking prefix (…/track/order/). */
export function trackingLinkFor(prefix: string, typed: string): string | null {
  const lookup = typed.trim();
  return lookup === '' ? null : `${prefix}${encodeURIComponent(lookup)}`;
}
