/**
 * The build's search records, fetched and decoded once per page for everything that reads them (the search
 * index, the cart's shelf). A failed load is forgotten, so the next call tries again.
 */
import { fetchSearchFile } from '../api/search-data.ts';
import { decodeSearchFile, type SearchRecord } from '../domain/records.ts';

let records: Promise<readonly SearchRecord[]> | null = null;

export function loadSearchRecords(): Promise<readonly SearchRecord[]> {
  records ??= fetchSearchFile()
    .then(decodeSearchFile)
    .catch((error: unknown) => {
      records = null;
      throw error;
    });
  return records;
}
