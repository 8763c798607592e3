/**
 * $uiTexts: the words of the shared parts (Dialog's close button, the toasts' titles and dismiss button) in
 * the buyer's locale. src/ui knows no feature, so it only holds them: English until the localization
 * feature, once anything on the page reads $uiTexts, fills in the buyer's translation
 * (src/features/localization/stores/translation.ts).
 */
import { atom } from 'nanostores';
import { asLocalized, type Localized } from '../../shared/messages/catalogue.ts';
import { ui } from '../../shared/messages/en/ui.ts';

export type UiTexts = Localized<typeof ui>;

/** The English texts, as the server renders them. */
export const ENGLISH_UI_TEXTS: UiTexts = asLocalized(ui);

export const $uiTexts = atom<UiTexts>(ENGLISH_UI_TEXTS);
