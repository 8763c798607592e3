/**
 * The data module: the one door pages use to reach store data. A static build reads the pulled
 * snapshot (src/data/snapshot.ts); the on-demand (preview) server will plug a live backend in here,
 * so the same components render the same markup either way.
 */
import { PUBLIC_STORE } from 'astro:env/client';
import type { Snapshot } from '../lib/snapshot.ts';
import { loadSnapshot } from './snapshot.ts';

export interface DataBackend {
  snapshot(store: string): Promise<Snapshot>;
}

export const snapshotBackend: DataBackend = {
  snapshot: (store) => Promise.resolve(loadSnapshot(store)),
};

let backend: DataBackend = snapshotBackend;

/** Swaps the backend (the preview server's live one, or a test double). */
export function useDataBackend(next: DataBackend): void {
  backend = next;
}

/** Everything the current store's pages render from. */
export function getStoreData(store: string = PUBLIC_STORE): Promise<Snapshot> {
  return backend.snapshot(store);
}
