/**
 * Issue 17: a renderer of the full build (scripts/render/share.ts) writes each page from the bytes or text
 * Astro made its Response with, not from a copy read back through undici's stream
 * (scripts/render/page-response.ts). Any other body is read as before, and a Response without one has none.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { keepResponseBodies, responseBody } from '../../scripts/render/page-response.ts';

const undo = keepResponseBodies();
afterAll(undo);

describe('a Response on a renderer thread', () => {
  it('gives back the very bytes it was made with', async () => {
    const bytes = new TextEncoder().encode('<!doctype html><p>Kaffeebecher – 12,00 €</p>');
    const response = new Response(bytes, { headers: { 'content-type': 'text/html' } });
    expect(await responseBody(response)).toBe(bytes);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html');
  });

  it('gives back the text it was made with', async () => {
    expect(await responseBody(new Response('# Mug\n'))).toBe('# Mug\n');
    expect(await responseBody(new Response(''))).toBe('');
  });

  it('reads any other body whole', async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"a":'));
        controller.enqueue(new TextEncoder().encode('1}'));
        controller.close();
      },
    });
    const read = await responseBody(new Response(stream));
    expect(new TextDecoder().decode(read instanceof Uint8Array ? read : new Uint8Array())).toBe('{"a":1}');
    const blob = await responseBody(new Response(new Blob(['blob body'])));
    expect(new TextDecoder().decode(blob instanceof Uint8Array ? blob : new Uint8Array())).toBe('blob body');
  });

  it('has no body when made without one, redirects included', async () => {
    expect(await responseBody(new Response(null, { status: 204 }))).toBeUndefined();
    const redirect = Response.redirect('https://example.com/next', 301);
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('https://example.com/next');
    expect(await responseBody(redirect)).toBeUndefined();
  });

  it('is undone: the runtime Response is back', () => {
    const before = globalThis.Response;
    keepResponseBodies()();
    expect(globalThis.Response).not.toBe(before);
    keepResponseBodies();
    expect(globalThis.Response).toBe(before);
  });
});
