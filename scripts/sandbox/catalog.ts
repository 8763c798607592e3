/**
 * The contract between the sandbox's catalogue (fixtures, owned by hosts/commerce.ts and fixtures/)
 * and the hosts that need to price or stock a cart line (checkout, payment). Implemented in
 * fixtures/index.ts; other hosts import only from here.
 */
import type { DatabaseSync } from 'node:sqlite';

export const CURRENCIES = ['USD', 'GBP', 'EUR', 'AUD', 'CAD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Fixed rates from USD, so every price the sandbox answers is reproducible. */
export const USD_RATES: Record<Currency, number> = { USD: 1, GBP: 0.79, EUR: 0.92, AUD: 1.52, CAD: 1.36 };

/** USD cents to `currency` cents, rounded to the cent and then to a .99/.00-free whole like a shop would. */
export function convertCents(usdCents: number, currency: Currency): number {
  return Math.round(usdCents * USD_RATES[currency]);
}

export type { SandboxPromo, SkuInfo } from './fixtures/types.ts';
export { lookupSku, stockKey } from './fixtures/index.ts';
import { lazyStockOf } from './fixtures/index.ts';

/** Inventory lives in SQLite so an order can take stock; keyed listingId-variationId-sizeId. */
export function ensureInventoryTable(db: DatabaseSync): void {
  db.exec(`CREATE TABLE IF NOT EXISTS inventory (
    store TEXT NOT NULL, key TEXT NOT NULL, count INTEGER NOT NULL, PRIMARY KEY (store, key))`);
}

export function stockOf(db: DatabaseSync, store: string, key: string): number | undefined {
  ensureInventoryTable(db);
  const row = db.prepare('SELECT count FROM inventory WHERE store = ? AND key = ?').get(store, key) as
    { count: number } | undefined;
  // The big store's 10,000 listings are not seeded row by row; a missing row reads as its default.
  return row?.count ?? lazyStockOf(store, key);
}

/** Takes `quantity` from stock; false (and nothing taken) when there is not enough. */
export function takeStock(db: DatabaseSync, store: string, key: string, quantity: number): boolean {
  ensureInventoryTable(db);
  const lazy = lazyStockOf(store, key);
  if (lazy !== undefined) {
    db.prepare('INSERT OR IGNORE INTO inventory (store, key, count) VALUES (?, ?, ?)').run(store, key, lazy);
  }
  const result = db
    .prepare('UPDATE inventory SET count = count - ? WHERE store = ? AND key = ? AND count >= ?')
    .run(quantity, store, key, quantity);
  return Number(result.changes) === 1;
}

export { promoCodesOf } from './fixtures/index.ts';
