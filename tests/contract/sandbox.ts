import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startSandbox, type Sandbox } from '../../scripts/sandbox/server.ts';
import { resolveHosts, type HostUrls } from '../../src/hosts.ts';

export interface SandboxHandle {
  sandbox: Sandbox;
  hosts: HostUrls;
  /** fetch relative to the sandbox origin, e.g. call('/commerce/v1/stores?slug=demo'). */
  call(path: string, init?: RequestInit): Promise<Response>;
  /** Injects a fault (see scripts/sandbox/faults.ts). */
  fault(fault: Record<string, unknown>): Promise<void>;
}

/** Starts one in-memory sandbox on a free port for the calling test file; state is reset before each test. */
export function useSandbox(): SandboxHandle {
  const handle = {} as SandboxHandle;
  beforeAll(async () => {
    const sandbox = await startSandbox({ port: 0, quiet: true });
    handle.sandbox = sandbox;
    handle.hosts = resolveHosts({ SANDBOX_URL: sandbox.url });
    handle.call = (path, init) => fetch(sandbox.url + path, init);
    handle.fault = async (fault) => {
      const res = await fetch(`${sandbox.url}/_sandbox/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(fault),
      });
      if (res.status !== 201) throw new Error(`fault not accepted: ${await res.text()}`);
    };
  });
  beforeEach(async () => {
    await fetch(`${handle.sandbox.url}/_sandbox/reset`, { method: 'POST' });
  });
  afterAll(async () => {
    await handle.sandbox.close();
  });
  return handle;
}
