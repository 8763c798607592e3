/**
 * The checkout id of /checkout/{checkoutId} and of its `id` query parameter (checkout.md §2: "an encoded,
 * encrypted value that is decoded and decrypted before use").
 *
 * The parameter is base64url(iv ‖ AES-GCM ciphertext of the id). The key ships in the page, so this is
 * obfuscation against casual tampering (GCM's tag rejects any edited byte), not secrecy: anybody with the
 * page can decrypt it. The id in the path wins; when both are present they must agree.
 */
const KEY_BYTES = new Uint8Array([
  0x6d, 0x65, 0x72, 0x63, 0x68, 0x2d, 0x63, 0x68, 0x65, 0x63, 0x6b, 0x6f, 0x75, 0x74, 0x2d, 0x31,
]);
const IV_BYTES = 12;
const ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;
/** Path segments under /checkout/ that are pages, not checkout ids. */
const NOT_IDS = new Set(['shell', 'express']);

export type CheckoutIdResult = { ok: true; id: string } | { ok: false; reason: 'missing' | 'invalid' | 'mismatch' };

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

function key(usage: 'encrypt' | 'decrypt'): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', KEY_BYTES, 'AES-GCM', false, [usage]);
}

export function isCheckoutId(value: string): boolean {
  return ID_PATTERN.test(value);
}

/** The value of the `id` query parameter for a checkout id (used by links into the checkout). */
export async function encodeCheckoutParam(
  id: string,
  iv: Uint8Array = crypto.getRandomValues(new Uint8Array(IV_BYTES)),
): Promise<string> {
  const cipher = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv: new Uint8Array(iv) },
    await key('encrypt'),
    new TextEncoder().encode(id),
  );
  const out = new Uint8Array(iv.length + cipher.byteLength);
  out.set(iv, 0);
  out.set(new Uint8Array(cipher), iv.length);
  return toBase64Url(out);
}

/** The checkout id inside an `id` parameter, or null for anything that was not made by encodeCheckoutParam. */
export async function decodeCheckoutParam(param: string): Promise<string | null> {
  const bytes = fromBase64Url(param.trim());
  if (!bytes || bytes.length <= IV_BYTES + 16) return null;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES) },
      await key('decrypt'),
      bytes.slice(IV_BYTES),
    );
    const id = new TextDecoder('utf-8', { fatal: true }).decode(plain);
    return isCheckoutId(id) ? id : null;
  } catch {
    return null;
  }
}

/** The checkout id segment of a /checkout/{id} path, or null (the shell itself, /checkout/express…). */
export function checkoutIdFromPath(pathname: string): string | null {
  const match = /^\/checkout\/([^/]+)\/?$/.exec(pathname);
  const raw = match?.[1];
  if (raw === undefined) return null;
  let segment: string;
  try {
    segment = decodeURIComponent(raw);
  } catch {
    return null;
  }
  return NOT_IDS.has(segment) ? null : segment;
}

/** The id to load from the path and the `id` parameter: path wins; both present must agree; garbage is refused. */
export async function resolveCheckoutId(pathname: string, search: string): Promise<CheckoutIdResult> {
  const pathId = checkoutIdFromPath(pathname);
  if (pathId !== null && !isCheckoutId(pathId)) return { ok: false, reason: 'invalid' };
  const param = new URLSearchParams(search).get('id');
  if (param === null || param === '')
    return pathId === null ? { ok: false, reason: 'missing' } : { ok: true, id: pathId };
  const decoded = await decodeCheckoutParam(param);
  if (decoded === null) return { ok: false, reason: 'invalid' };
  if (pathId !== null && pathId !== decoded) return { ok: false, reason: 'mismatch' };
  return { ok: true, id: pathId ?? decoded };
}
