/**
 * Preview tokens (storefront §6): the previewData hash parameter a store owner opens. AES-256-GCM with a
 * key derived from the server-held secret and a fresh 96-bit IV per token; the sealed claims name the
 * store and an expiry. Server-only (node:crypto): no client bundle imports this module.
 *
 * Wire format: base64url( version byte | IV (12) | ciphertext | tag (16) ).
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';

export const TOKEN_VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** A longer string is not a token of ours: refused before any decoding. */
export const MAX_TOKEN_CHARS = 2048;
/** Default and ceiling of a token's life. */
export const DEFAULT_TOKEN_TTL_S = 60 * 60;
export const MAX_TOKEN_TTL_S = 7 * 24 * 60 * 60;

const claimsSchema = z.object({
  /** The store the token opens in preview. */
  store: z.string().min(1).max(100),
  /** Expiry, seconds since the epoch. */
  exp: z.number().int().positive(),
  preview: z.literal(true),
});
export type PreviewClaims = z.infer<typeof claimsSchema>;

export type TokenFailure = 'malformed' | 'tampered' | 'expired' | 'wrong-store';
export type TokenCheck = { ok: true; claims: PreviewClaims } | { ok: false; reason: TokenFailure };

const B64URL = /^[A-Za-z0-9_-]+$/;

/** The 256-bit AES key of a secret (domain-separated, so the secret is never used as a key directly). */
function keyOf(secret: string): Buffer {
  return createHash('sha256').update('storefront-preview-token:v1\0').update(secret, 'utf8').digest();
}

export function sealPreviewToken(secret: string, store: string, expiresAtS: number): string {
  const claims = claimsSchema.parse({ store: store.toLowerCase(), exp: expiresAtS, preview: true });
  const iv = randomBytes(IV_BYTES);
  const version = Buffer.from([TOKEN_VERSION]);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  cipher.setAAD(version);
  const body = Buffer.concat([cipher.update(JSON.stringify(claims), 'utf8'), cipher.final()]);
  return Buffer.concat([version, iv, body, cipher.getAuthTag()]).toString('base64url');
}

/**
 * Opens a token for `store` at `nowS`. Fails closed: anything that is not a well-formed, authentic,
 * unexpired token of this store is refused, and the reason never carries the token's content.
 */
export function openPreviewToken(secret: string, token: string, store: string, nowS: number): TokenCheck {
  if (token.length === 0 || token.length > MAX_TOKEN_CHARS || !B64URL.test(token)) {
    return { ok: false, reason: 'malformed' };
  }
  const raw = Buffer.from(token, 'base64url');
  if (raw.length < 1 + IV_BYTES + TAG_BYTES + 1 || raw[0] !== TOKEN_VERSION) return { ok: false, reason: 'malformed' };
  const iv = raw.subarray(1, 1 + IV_BYTES);
  const tag = raw.subarray(raw.length - TAG_BYTES);
  const body = raw.subarray(1 + IV_BYTES, raw.length - TAG_BYTES);
  let plain: string;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(raw.subarray(0, 1));
    decipher.setAuthTag(tag);
    plain = Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return { ok: false, reason: 'tampered' };
  }
  let json: unknown;
  try {
    json = JSON.parse(plain);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const claims = claimsSchema.safeParse(json);
  if (!claims.success) return { ok: false, reason: 'malformed' };
  if (claims.data.exp <= nowS) return { ok: false, reason: 'expired' };
  if (claims.data.store !== store.toLowerCase()) return { ok: false, reason: 'wrong-store' };
  return { ok: true, claims: claims.data };
}

/** Parses a --ttl value: seconds, or a number with s, m, h or d; within (0, MAX_TOKEN_TTL_S]. */
export function parseTtl(value: string): number {
  const match = /^(\d+)([smhd]?)$/.exec(value.trim());
  const unit = new Map([
    ['', 1],
    ['s', 1],
    ['m', 60],
    ['h', 3600],
    ['d', 86_400],
  ]);
  const seconds = match ? Number(match[1]) * (unit.get(match[2] ?? '') ?? Number.NaN) : Number.NaN;
  if (!Number.isSafeInteger(seconds) || seconds <= 0 || seconds > MAX_TOKEN_TTL_S) {
    throw new Error(`--ttl must be between 1 s and ${MAX_TOKEN_TTL_S / 86_400} d, like 30m, 2h or 1d (got '${value}')`);
  }
  return seconds;
}
