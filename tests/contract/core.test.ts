import { describe, expect, it } from 'vitest';
import { useSandbox } from './sandbox.ts';

const sb = useSandbox();

describe('sandbox core', () => {
  it('answers health and lists its routes', async () => {
    expect(await (await sb.call('/_sandbox/health')).json()).toEqual({ ok: true });
    const { routes } = (await (await sb.call('/_sandbox/routes')).json()) as { routes: unknown[] };
    expect(routes.length).toBeGreaterThan(5);
  });

  it('answers an unknown host or route with a 404 errors list', async () => {
    const res = await sb.call('/nowhere/v1/x');
    expect(res.status).toBe(404);
    const body = (await res.json()) as { errors: { code: string }[] };
    expect(body.errors[0]?.code).toBe('unknown_host');
  });

  it('rejects malformed JSON with a 400 errors list and keeps serving', async () => {
    const res = await sb.call('/_sandbox/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"host": ',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: { code: string }[] }).errors[0]?.code).toBe('malformed_json');
    expect((await sb.call('/_sandbox/health')).status).toBe(200);
  });

  it('names the missing field of a fault', async () => {
    const res = await sb.call('/_sandbox/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ host: 'commerce', mode: 'status' }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: { source: { pointer: string } }[] };
    expect(body.errors.map((e) => e.source.pointer)).toContain('/path');
  });

  it('injects a 500 for the next N calls only, then clears on reset', async () => {
    await sb.fault({ host: 'commerce', path: '/v1/nothing-here', mode: 'status', status: 500, count: 2 });
    expect((await sb.call('/commerce/v1/nothing-here')).status).toBe(500);
    expect((await sb.call('/commerce/v1/nothing-here')).status).toBe(500);
    expect((await sb.call('/commerce/v1/nothing-here')).status).toBe(404);
    await sb.fault({ host: 'commerce', path: '/v1/nothing-here', mode: 'status', status: 503 });
    await sb.call('/_sandbox/reset', { method: 'POST' });
    expect((await sb.call('/commerce/v1/nothing-here')).status).toBe(404);
  });

  it('injects an errors list, a slow answer and a hang', async () => {
    await sb.fault({ host: 'commerce', path: '/v1/*', mode: 'errors', status: 422, errors: [{ code: 'boom' }] });
    const res = await sb.call('/commerce/v1/anything');
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ errors: [{ code: 'boom' }] });

    await sb.fault({ host: 'commerce', path: '/v1/slow', mode: 'slow', delayMs: 150 });
    const started = Date.now();
    await sb.call('/commerce/v1/slow');
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);

    await sb.fault({ host: 'commerce', path: '/v1/hang', mode: 'hang' });
    const hung = await sb.call('/commerce/v1/hang', { signal: AbortSignal.timeout(200) }).catch((e: unknown) => e);
    expect(hung).toBeInstanceOf(Error);
  });

  it('answers CORS preflights for the storefront origin', async () => {
    const res = await sb.call('/commerce/v1/stores', {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:4321', 'access-control-request-method': 'PUT' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:4321');
  });
});

describe('fault scoping', () => {
  it('a fault with a query only hits calls with those query values', async () => {
    await sb.fault({ host: 'commerce', path: '/v1/scoped', mode: 'status', status: 503, query: { slug: 'a' } });
    expect((await sb.call('/commerce/v1/scoped?slug=b')).status).toBe(404);
    expect((await sb.call('/commerce/v1/scoped?slug=a')).status).toBe(503);
    expect((await sb.call('/commerce/v1/scoped?slug=a')).status).toBe(404);
  });
});

describe('routing', () => {
  const errorCode = async (res: Response) => ((await res.json()) as { errors: { code: string }[] }).errors[0]?.code;

  it('answers a known path asked with another method with 405, an unknown path with 404', async () => {
    const wrongMethod = await sb.call('/commerce/v1/stores?slug=demo', { method: 'DELETE' });
    expect(wrongMethod.status).toBe(405);
    expect(await errorCode(wrongMethod)).toBe('method_not_allowed');
    const unknown = await sb.call('/commerce/v1/no-such-route');
    expect(unknown.status).toBe(404);
    expect(await errorCode(unknown)).toBe('no_route');
  });

  it('matches a path with one trailing slash as the path without it', async () => {
    const res = await sb.call('/commerce/v1/stores/?slug=demo');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { slug: string }).slug).toBe('demo');
    expect((await sb.call('/commerce/v1/stores//?slug=demo')).status).toBe(404);
  });

  it('decodes path parameters', async () => {
    const res = await sb.call('/commerce/v1/collection/no%20such%20collection/items?slug=demo');
    expect(res.status).toBe(404);
    expect(((await res.json()) as { errors: { detail: string }[] }).errors[0]?.detail).toBe('Collection not found');
  });

  it('sends the CORS headers and no-store with every answer: data, errors, injected faults', async () => {
    const origin = 'http://localhost:4321';
    await sb.fault({ host: 'commerce', path: '/v1/stores', mode: 'status', status: 503 });
    for (const path of ['/_sandbox/health', '/nowhere/x', '/commerce/v1/stores?slug=demo']) {
      const res = await sb.call(path, { headers: { origin } });
      expect(res.headers.get('access-control-allow-origin'), path).toBe(origin);
      expect(res.headers.get('access-control-allow-headers'), path).toContain('x-sandbox-session');
      expect(res.headers.get('access-control-allow-methods'), path).toBe('GET, POST, PUT, PATCH, DELETE, OPTIONS');
      expect(res.headers.get('vary'), path).toBe('Origin');
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
    // A host's own caching header wins over no-store.
    const cacheFile = await sb.call('/cache/demo.json');
    expect(cacheFile.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('refuses a streamed body over 1 MB with a 413 errors list', async () => {
    const chunk = new TextEncoder().encode(' '.repeat(100_000));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 11) controller.close();
        else controller.enqueue(chunk);
        sent += 1;
      },
    });
    const init: RequestInit & { duplex: 'half' } = {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    };
    const res = await sb.call('/_sandbox/faults', init);
    expect(res.status).toBe(413);
    expect(await errorCode(res)).toBe('body_too_large');
  });
});

describe('HEAD', () => {
  it('answers HEAD as GET, without a body', async () => {
    const res = await sb.call('/commerce/v1/stores?slug=demo', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await res.text()).toBe('');
  });
});
