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
import { localize } from '../../../shared/messages/catalogue.ts';
import { $translation } from '../stores/translation.ts';

const subscribe = (changed: () => void) => $translation.listen(changed);
const current = () => $translation.get();
const english = () => null;

export function useTexts<K extends keyof English>(section: K, texts: English[K]) {
  const translation = useSyncExternalStore(subscribe, current, english);
  return useMemo(() => localize(texts, translation?.[section]), [texts, translation, section]);
}
