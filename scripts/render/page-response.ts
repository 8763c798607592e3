/**
 * The Response a renderer of scripts/render-changed.ts (./share.ts) gives Astro's app: one that keeps the
 * bytes or text it is made with, so that a page is written from what Astro made and not read back through a
 * stream. Astro encodes each page into bytes and wraps them in a Response; undici copies them into a stream
 * of their own, which the renderer then read whole into a third copy (undici's Response, its body and
 * arrayBuffer(): 5 % of the render of a 10,000-listing store on one thread, and garbage of two copies of
 * every page). A Response made over anything else (a stream, a blob, form data, no body) is undici's own.
 *
 * Installed on the renderer's thread only (globalThis.Response): neither the Vite build nor the preview
 * server runs it. Code that makes a new Response from this one's `body` (Astro does for error pages and
 * i18n fallbacks, which no static path here renders) gets no body: the renderer then stops with a
 * fallback (./share.ts), and `astro build` renders the store as it would without this.
 */

const NativeResponse = globalThis.Response;

const kept = new WeakMap<Response, Uint8Array | string>();

class KeptBodyResponse extends NativeResponse {
  constructor(body?: BodyInit | null, init?: ResponseInit) {
    const keep = typeof body === 'string' || body instanceof Uint8Array ? body : undefined;
    super(keep === undefined ? body : null, init);
    if (keep !== undefined) kept.set(this, keep);
  }
}

/** Makes `new Response(bytes or text)` keep its body on this thread (idempotent); gives the undo. */
export function keepResponseBodies(): () => void {
  globalThis.Response = KeptBodyResponse;
  return () => {
    globalThis.Response = NativeResponse;
  };
}

/**
 * What `response` holds: the bytes or text it was made with, else its body read whole, else undefined
 * (no body).
 */
export async function responseBody(response: Response): Promise<Uint8Array | string | undefined> {
  const body = kept.get(response);
  if (body !== undefined) return body;
  return response.body === null ? undefined : new Uint8Array(await response.arrayBuffer());
}
