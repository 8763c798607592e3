/** The search feature's public face: what other features use. */
export type { SearchRecord } from './domain/records.ts';
export { loadSearchRecords } from './stores/search-records.ts';
export { default as SearchTile } from './components/SearchTile.tsx';
