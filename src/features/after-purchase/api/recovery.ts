/**
 * The order-recovery host. A refusal arrives as a 4xx whose body has `error` (the server's text, shown in
 * the recover banner) and an errors list (so the request helper stops at once instead of retrying).
 */
import { z } from 'zod';
import { ApiErrorsError, buildUrl, request, type HostTransport } from '../../../shared/api/request.ts';

export const recoverAnswerSchema = z.object({ success: z.boolean(), error: z.string().optional() });

export type RecoverOutcome = { ok: true } | { ok: false; message: string };

/** Shown when the server gave no text of its own (network failure, malformed answer). */
export const RECOVER_FALLBACK_MESSAGE = 'We could not send your orders right now. Please try again.';

/** Maps whatever the call produced to the outcome the recover form shows. */
export function recoverOutcomeOf(result: unknown): RecoverOutcome {
  if (result instanceof ApiErrorsError) {
    const first = result.errors[0];
    return { ok: false, message: first?.detail ?? first?.message ?? first?.title ?? RECOVER_FALLBACK_MESSAGE };
  }
  const parsed = recoverAnswerSchema.safeParse(result);
  if (parsed.success)
    return parsed.data.success ? { ok: true } : { ok: false, message: parsed.data.error ?? RECOVER_FALLBACK_MESSAGE };
  return { ok: false, message: RECOVER_FALLBACK_MESSAGE };
}

export function createRecoveryApi(options: Pick<HostTransport, 'fetch' | 'backoffMs'> & { baseUrl: string }) {
  const { baseUrl, ...transport } = options;
  return {
    /** Emails the buyer their orders of the last 60 days; never throws. */
    recoverOrders: async (email: string, slug: string): Promise<RecoverOutcome> => {
      try {
        // A POST with the email and slug in its query, as the spec gives it.
        const url = buildUrl(baseUrl, '/v1/orders/recover', { email, slug });
        return recoverOutcomeOf(await request(recoverAnswerSchema, url, { ...transport, method: 'POST' }));
      } catch (error) {
        return recoverOutcomeOf(error);
      }
    },
  };
}
export type RecoveryApi = ReturnType<typeof createRecoveryApi>;
