/**
 * What the localization's actions report as having happened, for ../listeners/: the shopper chose a
 * currency, region and locale in Preferences (the listener keeps it in the sf_loc cookie).
 */
import { atom } from 'nanostores';
import type { LocChoice } from '../domain/currency-cookie.ts';

/** The shopper chose a currency, region and locale in Preferences. */
export interface LocalizationEvent {
  type: 'chosen';
  choice: LocChoice;
}

/** The latest localization event (null before the first); listeners attach with onSet. */
export const $localizationEvent = atom<LocalizationEvent | null>(null);

export function publishLocalizationEvent(event: LocalizationEvent): void {
  $localizationEvent.set(event);
}
