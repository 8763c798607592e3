import { describe, expect, it } from 'vitest';
import { createHostClients, withTransport, type ServerHost } from '../../../src/data/host-clients.ts';
import { fetchInSession, SANDBOX_SESSION_HEADER } from '../../../src/features/preview/api/sandbox-session.ts';
import type { FetchLike } from '../../../src/shared/api/request.ts';

const FLAGS = 'https://flags.test';
const hosts = {
  commerce: 'https://commerce.test',
  theme: 'https://theme.test',
  flags: FLAGS,
  cache: 'https://cache.test',
};

function counted() {
  const made: string[] = [];
  const clients = createHostClients({
    onCreate: (host: ServerHost, store, baseUrl) => made.push(`${host} ${store} ${baseUrl}`),
  });
  return { clients, made };
}

/** A flags service that records the session header of each call; it answers once `together` calls are in. */
function flagsService(together = 1) {
  const sessions: (string | null)[] = [];
  let release: () => void = () => undefined;
  const allIn = new Promise<void>((resolve) => (release = resolve));
  const fetch: FetchLike = async (_url, init) => {
    sessions.push(new Headers(init?.headers).get(SANDBOX_SESSION_HEADER));
    if (sessions.length >= together) release();
    await allIn;
    return Response.json({ flags: { support: true } });
  };
  return { fetch, sessions };
}

describe('host clients (one per store and base URL)', () => {
  it('gives the same client object for every request of one store at one base URL', () => {
    const { clients, made } = counted();
    const first = clients.forStore('demo', hosts);
    const second = clients.forStore('demo', hosts);
    for (const host of ['commerce', 'theme', 'flags', 'cache'] as const) {
      expect(second[host], host).toBe(first[host]);
      expect(clients.client(host, 'demo', hosts[host]), host).toBe(first[host]);
    }
    expect(made).toEqual([
      'commerce demo https://commerce.test',
      'theme demo https://theme.test',
      'flags demo https://flags.test',
      'cache demo https://cache.test',
    ]);
  });

  it('makes another client for another store or another base URL', () => {
    const { clients, made } = counted();
    const demo = clients.client('commerce', 'demo', hosts.commerce);
    expect(clients.client('commerce', 'minimal', hosts.commerce)).not.toBe(demo);
    expect(clients.client('commerce', 'demo', 'https://other-commerce.test')).not.toBe(demo);
    expect(made).toHaveLength(3);
  });

  it("sends each request's session to the host through the one client, even when requests overlap", async () => {
    const { clients, made } = counted();
    const service = flagsService(2);
    const client = clients.client('flags', 'demo', FLAGS);
    const inSession = (session: string) =>
      withTransport(fetchInSession(service.fetch, [FLAGS], session), () =>
        clients.client('flags', 'demo', FLAGS).getFlags('demo'),
      );
    const [a, b] = await Promise.all([inSession('session-a'), inSession('session-b')]);
    expect(a.support).toBe(true);
    expect(b.support).toBe(true);
    const plain = await withTransport(service.fetch, () => client.getFlags('demo'));
    expect(plain.support).toBe(true);
    expect(service.sessions).toEqual(['session-a', 'session-b', null]);
    expect(made).toEqual(['flags demo https://flags.test']);
  });

  it('keeps the session header from hosts that are not the sandbox', async () => {
    const { clients } = counted();
    const service = flagsService();
    await withTransport(fetchInSession(service.fetch, ['https://sandbox.test/flags'], 'session-a'), () =>
      clients.client('flags', 'demo', FLAGS).getFlags('demo'),
    );
    expect(service.sessions).toEqual([null]);
  });
});
