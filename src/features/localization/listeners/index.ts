/**
 * The localization's listeners, attached once per page by the island that saves the shopper's choice (a
 * top-level call in its module, so they are there before the first choice).
 */
import { attachOnce } from '../../../shared/listeners.ts';
import { listenLocalizationCookie } from './localization-cookie.ts';

/** Attaches the sf_loc cookie's writes; returns the detach. */
export const attachLocalizationListeners = attachOnce(() => [listenLocalizationCookie()]);
