import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { SESSION_HEADER, startSandbox, type Sandbox } from '../../scripts/sandbox/server.ts';
import { resolveHosts, type HostUrls } from '../../src/hosts.ts';

export interface SandboxHandle {
  /**
   * The sandbox as this test sees it: `url` addresses the test's session by path (`<origin>/_session/<id>`)
   * and `db` is that session's database.
   */
  sandbox: Sandbox;
  /** Every host's base URL inside this test's session, for the storefront's data layer. */
  hosts: HostUrls;
  /** This test's session id. */
  session: string;
  /** fetch relative to the sandbox origin in this test's session, e.g. call('/commerce/v1/stores?slug=demo'). */
  call(path: string, init?: RequestInit): Promise<Response>;
  /** Injects a fault in this test's session (see scripts/sandbox/faults.ts). */
  fault(fault: Record<string, unknown>): Promise<void>;
  /** Sets this test's sandbox clock (POST /_sandbox/clock: { set } | { advance } | { pause } | { real }). */
  clock(body: Record<string, unknown>): Promise<{ now: string; epochMs: number }>;
}

interface TestSession {
  session: string;
  /** The sandbox origin without the session path. */
  origin: string;
  sandbox: Sandbox;
  hosts: HostUrls;
}

/**
 * Starts one in-memory sandbox on a free port for the calling test file; every test gets a fresh sandbox
 * session (seeded fixtures, no faults, real time), so nothing is reset and no test sees another's state.
 */
export function useSandbox(): SandboxHandle {
  let server: Sandbox | undefined;
  let current: TestSession | undefined;
  const test = (): TestSession => {
    if (!current) throw new Error('useSandbox(): use the handle inside a test (the session starts in beforeEach)');
    return current;
  };
  const handle: SandboxHandle = {
    get sandbox() {
      return test().sandbox;
    },
    get hosts() {
      return test().hosts;
    },
    get session() {
      return test().session;
    },
    call: (path, init = {}) => {
      const { session, origin } = test();
      const headers = new Headers(init.headers);
      headers.set(SESSION_HEADER, session);
      return fetch(origin + path, { ...init, headers });
    },
    fault: async (fault) => {
      const res = await handle.call('/_sandbox/faults', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(fault),
      });
      if (res.status !== 201) throw new Error(`fault not accepted: ${await res.text()}`);
    },
    clock: async (body) => {
      const res = await handle.call('/_sandbox/clock', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (res.status !== 200) throw new Error(`clock not set: ${await res.text()}`);
      return (await res.json()) as { now: string; epochMs: number };
    },
  };
  beforeAll(async () => {
    server = await startSandbox({ port: 0, quiet: true });
  });
  beforeEach(() => {
    if (!server) throw new Error('useSandbox(): the sandbox did not start');
    const sandbox = server;
    const session = `t-${randomUUID()}`;
    const url = sandbox.sessionUrl(session);
    current = {
      session,
      origin: sandbox.url,
      hosts: resolveHosts({ SANDBOX_URL: url }),
      sandbox: {
        ...sandbox,
        url,
        get db() {
          return sandbox.session(session).db;
        },
      },
    };
  });
  afterAll(async () => {
    await server?.close();
  });
  return handle;
}
