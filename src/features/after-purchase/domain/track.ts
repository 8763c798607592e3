/** The Track my order form (checkout.md §2 Track, recover, contact): texts and the tracking link it opens. */
import { track } from '../../../shared/messages/en/track.ts';

export const TRACK_TEXTS = track;

export const TRACK_PATH = '/track';
export const RECOVER_PATH = '/track/recover';

/** {checkout host}/track/order/{lookupNumber}, given the host's tracking prefix (…/track/order/). */
export function trackingLinkFor(prefix: string, typed: string): string | null {
  const lookup = typed.trim();
  return lookup === '' ? null : `${prefix}${encodeURIComponent(lookup)}`;
}
