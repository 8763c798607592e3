/**
 * The store list (stores.config.json, parsed once): server-side only. The pages, endpoints and middleware
 * that render a store read its entry here; nothing in a client bundle imports this module, so the list of
 * stores and their sites never reaches a shopper's browser (build-output.spec.ts checks the built files).
 * The client-visible configuration (host URLs, the current store's slug) is src/config.ts.
 */
import { parseStoresConfig, type StoreEntry } from './shared/store-config.ts';
import rawStores from '../stores.config.json';

export const storesConfig = parseStoresConfig(rawStores);

/** A store's entry in stores.config.json (the on-demand server renders any of them). */
export function storeEntry(slug: string): StoreEntry | undefined {
  return storesConfig.stores.find((s) => s.slug === slug);
}
