/**
 * The order-recovery host (base path /recovery).
 *
 *   POST /v1/orders/recover?email&slug → {success: true}, the request recorded in SQLite (rec_requests)
 *
 * Failures answer 4xx {success: false, error: '<message>', errors: [...]}: the spec's `error` text, plus the
 * errors list so the storefront's request helper stops at once instead of retrying a definite answer.
 *   - an email containing RECOVERY_UNKNOWN_MARKER → 404 RECOVERY_NOT_FOUND_MESSAGE
 *   - a missing or invalid email → 400 RECOVERY_INVALID_EMAIL_MESSAGE; a missing slug → 400; an unknown store → 404
 */
import { z } from 'zod';
import type { SandboxContext } from '../context.ts';
import { errorItem, type SandboxResponse } from '../http.ts';
import { ensureTables } from '../checkout/db.ts';
import { STORES } from '../fixtures/stores.ts';
import {
  RECOVERY_INVALID_EMAIL_MESSAGE,
  RECOVERY_NOT_FOUND_MESSAGE,
  RECOVERY_UNKNOWN_MARKER,
} from '../checkout/magic.ts';

function refuse(status: number, code: string, message: string, parameter?: string): SandboxResponse {
  const item = errorItem(status, code, message, parameter ? { parameter } : undefined);
  return { status, json: { success: false, error: message, errors: [item] } };
}

const emailSchema = z.email();
const knownStores = new Set<string>(Object.values(STORES).map((s) => s.slug));

export function register(ctx: SandboxContext): void {
  ensureTables(ctx.db);
  ctx.router.add('POST', 'recovery', '/v1/orders/recover', (req) => {
    const email = (req.query.get('email') ?? '').trim();
    const slug = (req.query.get('slug') ?? '').trim().toLowerCase();
    if (!emailSchema.safeParse(email).success)
      return refuse(400, 'invalid_email', RECOVERY_INVALID_EMAIL_MESSAGE, 'email');
    if (slug === '') return refuse(400, 'invalid_parameter', 'slug: a store slug is required', 'slug');
    if (!knownStores.has(slug)) return refuse(404, 'store_not_found', 'Store not found', 'slug');
    if (email.toLowerCase().includes(RECOVERY_UNKNOWN_MARKER)) {
      return refuse(404, 'orders_not_found', RECOVERY_NOT_FOUND_MESSAGE, 'email');
    }
    ctx.db.prepare('INSERT INTO rec_requests (email, slug, created_at) VALUES (?, ?, ?)').run(email, slug, ctx.now());
    return { status: 200, json: { success: true } };
  });
}
