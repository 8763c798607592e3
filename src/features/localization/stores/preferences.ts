/**
 * The shopper's choice in Preferences (storefront §2, §4): it becomes $localization at once and is kept in
 * the sf_loc cookie (by ../listeners/localization-cookie.ts, before the action returns); applying it
 * reloads the page, so every static price and island follows it.
 */
import type { LocChoice } from '../domain/currency-cookie.ts';
import { publishLocalizationEvent } from './events.ts';
import { $localization } from './localization.ts';

/** Stores the choice in $localization; the listener keeps it in the sf_loc cookie. */
export function saveLocalization(choice: LocChoice): void {
  $localization.set(choice);
  publishLocalizationEvent({ type: 'chosen', choice });
}

/** Saves the choice and reloads, so every static price and island follows it (storefront §4). */
export function applyLocalization(choice: LocChoice): void {
  saveLocalization(choice);
  location.reload();
}
