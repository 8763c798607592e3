import { z } from 'zod';
import type { SandboxContext } from '../context.ts';
import { FLAG_NAMES, flagOverridesSchema, type FlagName, type Flags } from '../contracts/flags.ts';
import { storeFixture, type StoreSlug } from '../fixtures/stores.ts';
import { notFound, parseBody, parseQuery } from '../http.ts';

/**
 * Feature-flag service (spec storefront §6).
 *
 * GET /flags/v1/flags?context=store:<slug> (or ?store=<slug>) → { flags }; 400 without a store
 *   context, 404 for an unknown store.
 * POST /_sandbox/flags { store, flags: { <name>: boolean } } → overrides for that store (SQLite,
 *   cleared by /_sandbox/reset), so tests can flip every flag both ways. Answers the merged flags.
 */
export const STORE_FLAGS: Record<StoreSlug, Flags> = {
  demo: {
    showFanValidation: true,
    useCheckoutV2: false,
    usHostedCheckout: true,
    support: true,
    collections: true,
    notificationBanner: true,
  },
  minimal: {
    showFanValidation: true,
    useCheckoutV2: false,
    usHostedCheckout: false,
    support: false,
    collections: false,
    notificationBanner: false,
  },
  gated: {
    showFanValidation: false,
    useCheckoutV2: false,
    usHostedCheckout: true,
    support: true,
    collections: false,
    notificationBanner: false,
  },
  big: {
    showFanValidation: true,
    useCheckoutV2: false,
    usHostedCheckout: true,
    support: false,
    collections: true,
    notificationBanner: true,
  },
};

const flagsQuery = z
  .object({
    context: z
      .string()
      .regex(/^store:[A-Za-z0-9_-]+$/, 'Expected store:<slug>')
      .optional(),
    store: z.string().min(1).optional(),
  })
  .refine((q) => q.context !== undefined || q.store !== undefined, {
    message: 'A store context is required (context=store:<slug> or store=<slug>)',
    path: ['context'],
  });

const overrideBody = z.object({ store: z.string().min(1), flags: flagOverridesSchema });

export function register(ctx: SandboxContext): void {
  const { db } = ctx;
  db.exec(`CREATE TABLE IF NOT EXISTS flag_overrides (
    store TEXT NOT NULL, name TEXT NOT NULL, value INTEGER NOT NULL, PRIMARY KEY (store, name))`);
  ctx.onReset(() => db.exec('DELETE FROM flag_overrides'));

  const selectOverrides = db.prepare('SELECT name, value FROM flag_overrides WHERE store = ?');
  const upsert = db.prepare(
    'INSERT INTO flag_overrides (store, name, value) VALUES (?, ?, ?) ON CONFLICT (store, name) DO UPDATE SET value = excluded.value',
  );

  function flagsOf(slug: StoreSlug): Flags {
    const flags = { ...STORE_FLAGS[slug] };
    for (const row of selectOverrides.all(slug)) {
      const name = String(row['name']);
      if ((FLAG_NAMES as readonly string[]).includes(name)) flags[name as FlagName] = row['value'] === 1;
    }
    return flags;
  }

  function knownStore(slug: string, source: { parameter: string } | { pointer: string }): StoreSlug {
    const store = storeFixture(slug);
    if (!store) notFound(`Store ${slug}`, source);
    // A store generated like another has its flags.
    return store.like ?? (store.slug as StoreSlug);
  }

  ctx.router.add('GET', 'flags', '/v1/flags', (req) => {
    const query = parseQuery(req, flagsQuery);
    const slug = query.context?.slice('store:'.length) ?? query.store ?? '';
    const store = knownStore(slug, { parameter: query.context === undefined ? 'store' : 'context' });
    return { status: 200, json: { flags: flagsOf(store) } };
  });

  ctx.router.add('POST', '_sandbox', '/flags', (req) => {
    const body = parseBody(req, overrideBody);
    const store = knownStore(body.store, { pointer: '/store' });
    for (const name of FLAG_NAMES) {
      const value = body.flags[name];
      if (value !== undefined) upsert.run(store, name, value ? 1 : 0);
    }
    return { status: 200, json: { store, flags: flagsOf(store) } };
  });
}
