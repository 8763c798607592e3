/**
 * An island's texts in the buyer's locale: useTexts('cart', CART_TEXTS) gives the cart's part of the
 * catalogue, each text from the buyer's translation where it has one, else English.
 *
 * While React hydrates the server's markup (built in English) the texts are English, so hydration never
 * mismatches; the translation, loaded on the island's first read, follows in the next render. An island
 * passes its English part itself, so its JavaScript carries only that part of the catalogue.
 */
import { useMemo, useSyncExternalStore } from 'react';
import type { English } from '../../../shared/messages/en/index.ts';
import { asLocalized, type Localized } from '../../../shared/messages/catalogue.ts';
import { $localizer } from '../stores/translation.ts';

const subscribe = (changed: () => void) => $localizer.listen(changed);
const current = () => $localizer.get();
const english = () => null;

export function useTexts<K extends keyof English>(section: K, texts: English[K]): Localized<English[K]> {
  const localizer = useSyncExternalStore(subscribe, current, english);
  return useMemo(() => (localizer ? localizer(section, texts) : asLocalized(texts)), [localizer, section, texts]);
}
