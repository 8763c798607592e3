import type { SandboxContext } from '../context.ts';
import { subscribeRequestSchema } from '../contracts/forms.ts';
import { storeFixture } from '../fixtures/stores.ts';
import { notFound, parseBody } from '../http.ts';

/**
 * Form provider (newsletter and 'Get notified').
 *
 * POST /forms/v1/subscribe { email, storeSlug, source: 'newsletter' | 'getnotified' }
 *   201 { subscribed: true, alreadySubscribed: false } for a new subscription;
 *   200 { subscribed: true, alreadySubscribed: true } when that email already joined that list;
 *   400 errors naming the field (invalid email: 'Please enter a valid email'); 404 unknown store.
 * A list is one store and one source; emails compare trimmed and lower-cased.
 */
export function register(ctx: SandboxContext): void {
  const { db } = ctx;
  db.exec(`CREATE TABLE IF NOT EXISTS subscriptions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    store TEXT NOT NULL, email TEXT NOT NULL, source TEXT NOT NULL, created_at TEXT NOT NULL,
    UNIQUE (store, email, source))`);
  ctx.onReset(() => db.exec('DELETE FROM subscriptions'));

  const insert = db.prepare(
    'INSERT INTO subscriptions (store, email, source, created_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING',
  );

  ctx.router.add('POST', 'forms', '/v1/subscribe', (req) => {
    const body = parseBody(req, subscribeRequestSchema);
    if (!storeFixture(body.storeSlug)) notFound(`Store ${body.storeSlug}`, { pointer: '/storeSlug' });
    const { changes } = insert.run(body.storeSlug, body.email, body.source, new Date(ctx.now()).toISOString());
    const created = Number(changes) > 0;
    return { status: created ? 201 : 200, json: { subscribed: true, alreadySubscribed: !created } };
  });
}
