import { useSyncExternalStore } from 'react';
import { $uiTexts, ENGLISH_UI_TEXTS, type UiTexts } from './stores/ui-texts.ts';

const subscribe = (changed: () => void) => $uiTexts.listen(changed);
const current = () => $uiTexts.get();
const whileHydrating = () => ENGLISH_UI_TEXTS;

/**
 * The shared parts' texts for a render: English while React hydrates the server's (English) markup, so it
 * never mismatches, and the buyer's translation from the next render on.
 */
export function useUiTexts(): UiTexts {
  return useSyncExternalStore(subscribe, current, whileHydrating);
}
