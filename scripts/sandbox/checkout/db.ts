/**
 * SQLite tables of the checkout, payment and recovery hosts. Each row keeps its queryable columns plus a
 * JSON document; documents are re-parsed with zod on the way out, so a hand-edited or stale database
 * fails loudly instead of answering a wrong shape.
 */
import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';

const TABLES = ['co_checkouts', 'co_orders', 'co_submissions', 'pay_payments', 'pay_methods', 'rec_requests'];

export function ensureTables(db: DatabaseSync): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS co_checkouts (
      id TEXT PRIMARY KEY, store TEXT NOT NULL, state TEXT NOT NULL,
      created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL, doc TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS co_orders (
      lookup_number TEXT PRIMARY KEY, order_number INTEGER NOT NULL UNIQUE,
      checkout_id TEXT NOT NULL UNIQUE, store TEXT NOT NULL, email TEXT,
      created_at INTEGER NOT NULL, doc TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS co_submissions (
      idempotency_key TEXT PRIMARY KEY, checkout_id TEXT NOT NULL,
      status INTEGER NOT NULL, body TEXT NOT NULL, created_at INTEGER NOT NULL);
    CREATE TABLE IF NOT EXISTS pay_payments (
      id TEXT PRIMARY KEY, checkout_id TEXT NOT NULL, token TEXT NOT NULL, state TEXT NOT NULL,
      created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL, doc TEXT NOT NULL);
    CREATE INDEX IF NOT EXISTS pay_payments_checkout ON pay_payments (checkout_id, created_at);
    CREATE TABLE IF NOT EXISTS pay_methods (id TEXT PRIMARY KEY, created_at INTEGER NOT NULL, doc TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS rec_requests (
      id INTEGER PRIMARY KEY AUTOINCREMENT, email TEXT NOT NULL, slug TEXT NOT NULL, created_at INTEGER NOT NULL);
  `);
}

export function clearTables(db: DatabaseSync): void {
  for (const table of TABLES) db.exec(`DELETE FROM ${table}`);
}

/** A random id with a readable prefix; ids are opaque to clients. */
export function newId(prefix: string, bytes = 10): string {
  return `${prefix}_${randomBytes(bytes).toString('hex')}`;
}

/** Runs `fn` in one write transaction: all of an order's effects land, or none. */
export function inTransaction<T>(db: DatabaseSync, fn: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = fn();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

/** Parses a JSON document column with `schema`. */
export function readDoc<S extends z.ZodType>(schema: S, raw: unknown): z.infer<S> {
  return schema.parse(JSON.parse(String(raw)));
}

/** A JSON document column, parsed with `schema` as a row is read. */
export function docColumn<S extends z.ZodType>(schema: S) {
  return z
    .string()
    .transform((text): unknown => JSON.parse(text))
    .pipe(schema);
}

/** A row read with `schema` (its SELECT names the columns as the fields), or undefined when there is none. */
export function readRow<S extends z.ZodType>(schema: S, raw: unknown): z.infer<S> | undefined {
  return raw === undefined ? undefined : schema.parse(raw);
}
