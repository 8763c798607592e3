/**
 * Search records: what the build writes once per store (/search-data/records.json) and the search islands
 * rank. The file is columnar-ish and deduplicated so the big store's 10,000 products stay small: repeated
 * strings (product types, groups, collections, price sets) go into tables referenced by index, image URLs
 * lose their shared prefix and suffix, and a slug derived from the name is stored as its remainder only.
 * Pure: the endpoint encodes from snapshot tiles, the island decodes what the data layer parsed.
 */
import type { ProductTile } from '../../catalog/index.ts';
import { toSlugSegment } from '../../../shared/routes.ts';

/** One product as search sees it; field names follow the spec's search keys (url = the listing slug). */
export interface SearchRecord {
  listingId: string;
  productId: string;
  name: string;
  url: string;
  productName: string;
  collections: { name: string; slug: string }[];
  productGroupName: string;
  image: string | null;
  priceCents: number;
  currency: string;
  pricesCents: Record<string, number>;
}

export const SEARCH_FILE_VERSION = 1;

/** [base currency, base cents, then cents per `currencies` entry or null when unknown]. */
export type PriceTuple = [string, number, ...(number | null)[]];

/** [listingId, productId, name, slug code, productName idx, group idx (-1: none), collection idxs, image, price idx]. */
export type SearchRow = [string, string, string, string, number, number, number[], string | null, number];

export interface SearchFile {
  v: typeof SEARCH_FILE_VERSION;
  currencies: string[];
  imagePrefix: string;
  imageSuffix: string;
  productNames: string[];
  groups: string[];
  /** [slug, name]. */
  collections: [string, string][];
  prices: PriceTuple[];
  rows: SearchRow[];
}

/** A slug stored as '+rest' extends the name's own slug segment; '=' escapes a slug that starts with + or =. */
export function encodeSlug(slug: string, name: string): string {
  const base = toSlugSegment(name);
  if (base !== '' && slug.startsWith(base)) return `+${slug.slice(base.length)}`;
  return slug.startsWith('+') || slug.startsWith('=') ? `=${slug}` : slug;
}

export function decodeSlug(code: string, name: string): string {
  if (code.startsWith('+')) return toSlugSegment(name) + code.slice(1);
  return code.startsWith('=') ? code.slice(1) : code;
}

function commonAffixes(values: readonly string[]): { prefix: string; suffix: string } {
  const first = values[0];
  if (first === undefined) return { prefix: '', suffix: '' };
  let p = first.length;
  let s = first.length;
  for (const v of values) {
    let i = 0;
    while (i < p && i < v.length && v[i] === first[i]) i++;
    p = i;
    let j = 0;
    while (j < s && j < v.length && v[v.length - 1 - j] === first[first.length - 1 - j]) j++;
    s = j;
  }
  const shortest = Math.min(...values.map((v) => v.length));
  s = Math.min(s, shortest - p);
  return { prefix: first.slice(0, p), suffix: s > 0 ? first.slice(first.length - s) : '' };
}

function interner<T>(key: (value: T) => string): { table: T[]; index: (value: T) => number } {
  const table: T[] = [];
  const seen = new Map<string, number>();
  return {
    table,
    index(value) {
      const k = key(value);
      const hit = seen.get(k);
      if (hit !== undefined) return hit;
      seen.set(k, table.length);
      table.push(value);
      return table.length - 1;
    },
  };
}

/** The search file of a store's public tiles, in the host's order (that order breaks ties in ranking). */
export function encodeSearchFile(tiles: readonly ProductTile[], currencies: readonly string[]): SearchFile {
  const images = tiles.flatMap((t) => (t.imageUrl === null ? [] : [t.imageUrl]));
  const { prefix, suffix } = commonAffixes(images);
  const productNames = interner<string>((s) => s);
  const groups = interner<string>((s) => s);
  const collections = interner<[string, string]>((c) => JSON.stringify(c));
  const prices = interner<PriceTuple>((p) => JSON.stringify(p));
  const rows = tiles.map((t): SearchRow => {
    const price: PriceTuple = [t.currency, t.priceCents, ...currencies.map((c) => t.pricesCents[c] ?? null)];
    const image = t.imageUrl === null ? null : t.imageUrl.slice(prefix.length, t.imageUrl.length - suffix.length);
    return [
      t.listingId,
      t.productId,
      t.name,
      encodeSlug(t.slug, t.name),
      productNames.index(t.productName),
      t.productGroupName === null || t.productGroupName === '' ? -1 : groups.index(t.productGroupName),
      t.collections.map((c) => collections.index([c.slug, c.name])),
      image,
      prices.index(price),
    ];
  });
  return {
    v: SEARCH_FILE_VERSION,
    currencies: [...currencies],
    imagePrefix: prefix,
    imageSuffix: suffix,
    productNames: productNames.table,
    groups: groups.table,
    collections: collections.table,
    prices: prices.table,
    rows,
  };
}

/** The records of a search file; a row pointing outside a table reads that part as empty, never throws. */
export function decodeSearchFile(file: SearchFile): SearchRecord[] {
  const collectionsOf = file.collections.map(([slug, name]) => ({ slug, name }));
  return file.rows.map(([listingId, productId, name, slug, pn, group, cols, image, priceIdx]) => {
    const price = file.prices[priceIdx];
    const pricesCents: Record<string, number> = {};
    file.currencies.forEach((c, i) => {
      const cents = price?.[i + 2];
      if (typeof cents === 'number') pricesCents[c] = cents;
    });
    return {
      listingId,
      productId,
      name,
      url: decodeSlug(slug, name),
      productName: file.productNames[pn] ?? '',
      collections: cols.flatMap((i) => {
        const c = collectionsOf[i];
        return c ? [c] : [];
      }),
      productGroupName: file.groups[group] ?? '',
      image: image === null ? null : file.imagePrefix + image + file.imageSuffix,
      priceCents: typeof price?.[1] === 'number' ? price[1] : 0,
      currency: typeof price?.[0] === 'string' ? price[0] : '',
      pricesCents,
    };
  });
}
