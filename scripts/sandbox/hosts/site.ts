import { z } from 'zod';
import type { SandboxContext } from '../context.ts';
import { preorderRequestSchema, viewedCampaignRequestSchema } from '../contracts/site.ts';
import { parseBody, parseQuery } from '../http.ts';

/**
 * Site root (spec storefront §7).
 *
 * POST /site/tracking/viewed_campaign JSON { campaign_id, referrer?, get_vars? } → 201 { id };
 *   get_vars must not carry product, size or variation.
 * POST /site/ url-encoded pre-order form (email, fullname, country, street, street2, city, state,
 *   zip, colorId, sizeId) → 201 { id }; 400 errors whose detail carries the spec's message.
 * GET /_sandbox/records?table=campaign_views|pre_orders|subscriptions → { table, records } for tests.
 */
export const RECORD_TABLES = ['campaign_views', 'pre_orders', 'subscriptions'] as const;

const recordsQuery = z.object({ table: z.enum(RECORD_TABLES) });

export function register(ctx: SandboxContext): void {
  const { db } = ctx;
  db.exec(`CREATE TABLE IF NOT EXISTS campaign_views (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    campaign_id TEXT NOT NULL, referrer TEXT NOT NULL, get_vars TEXT, created_at TEXT NOT NULL)`);
  db.exec(`CREATE TABLE IF NOT EXISTS pre_orders (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    email TEXT NOT NULL, fullname TEXT NOT NULL, country TEXT NOT NULL, street TEXT NOT NULL,
    street2 TEXT NOT NULL, city TEXT NOT NULL, state TEXT NOT NULL, zip TEXT NOT NULL,
    color_id TEXT NOT NULL, size_id TEXT NOT NULL, created_at TEXT NOT NULL)`);
  ctx.onReset(() => db.exec('DELETE FROM campaign_views; DELETE FROM pre_orders;'));

  const insertView = db.prepare(
    'INSERT INTO campaign_views (campaign_id, referrer, get_vars, created_at) VALUES (?, ?, ?, ?)',
  );
  const insertPreorder = db.prepare(`INSERT INTO pre_orders
    (email, fullname, country, street, street2, city, state, zip, color_id, size_id, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);

  ctx.router.add('POST', 'site', '/tracking/viewed_campaign', (req) => {
    const body = parseBody(req, viewedCampaignRequestSchema);
    const getVars = body.get_vars === undefined ? null : JSON.stringify(body.get_vars);
    const { lastInsertRowid } = insertView.run(
      body.campaign_id,
      body.referrer,
      getVars,
      new Date(ctx.now()).toISOString(),
    );
    return { status: 201, json: { id: Number(lastInsertRowid), recorded: true } };
  });

  ctx.router.add('POST', 'site', '/', (req) => {
    const f = parseBody(req, preorderRequestSchema);
    const { lastInsertRowid } = insertPreorder.run(
      f.email,
      f.fullname,
      f.country,
      f.street,
      f.street2,
      f.city,
      f.state,
      f.zip,
      f.colorId,
      f.sizeId,
      new Date(ctx.now()).toISOString(),
    );
    return { status: 201, json: { id: Number(lastInsertRowid), received: true } };
  });

  ctx.router.add('GET', '_sandbox', '/records', (req) => {
    const { table } = parseQuery(req, recordsQuery);
    // The table name comes from the enum above, never from the raw query.
    const rows = db.prepare(`SELECT * FROM ${table} ORDER BY id`).all();
    const records = rows.map((row) =>
      typeof row['get_vars'] === 'string' ? { ...row, get_vars: JSON.parse(row['get_vars']) as unknown } : row,
    );
    return { status: 200, json: { table, records } };
  });
}
