/**
 * The store's search index, shared by the header suggestions and the /search page: loaded once, on the
 * first focus of a search box (or when /search opens), from the build's records file.
 */
import { atom } from 'nanostores';
import { createSearchIndex, type SearchIndex } from '../domain/search.ts';
import { loadSearchRecords } from './search-records.ts';

export type SearchIndexState =
  { status: 'idle' | 'loading' | 'error'; index: null } | { status: 'ready'; index: SearchIndex };

export const $searchIndex = atom<SearchIndexState>({ status: 'idle', index: null });

/** Starts loading the index unless it is loading or loaded; a failed load is retried on the next call. */
export function loadSearchIndex(): void {
  const { status } = $searchIndex.get();
  if (status === 'loading' || status === 'ready') return;
  $searchIndex.set({ status: 'loading', index: null });
  loadSearchRecords()
    .then((records) => {
      $searchIndex.set({ status: 'ready', index: createSearchIndex(records) });
    })
    .catch(() => {
      $searchIndex.set({ status: 'error', index: null });
    });
}
