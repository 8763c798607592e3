/**
 * The sandbox answers hostile requests plainly (issue 14, "Servers answer safely"): the samples of
 * tests/fixtures/hostile/requests.json over raw sockets get a 4xx, never a 500, a stack trace or a path;
 * its own sessions and hosts still answer.
 */
import { describe, expect, it } from 'vitest';
import { hostileRequests, plainRefusal } from '../hostile.ts';
import { rawExchange, rawRequest } from '../raw-http.ts';
import { useSandbox } from './sandbox.ts';

const HOST_SLOT = 'host-slot.invalid';
const sb = useSandbox();

describe('the sandbox answers hostile requests plainly', () => {
  it('still answers a well-formed request in a session', async () => {
    const answer = await rawRequest(sb.sandbox.port, '/_sandbox/clock', {
      headers: [`x-sandbox-session: ${sb.session}`],
    });
    expect(answer.status).toBe(200);
  });

  it.each(hostileRequests(HOST_SLOT).map((s) => [s.name, s] as const))('%s', async (_name, sample) => {
    const port = sb.sandbox.port;
    const answer = await rawExchange(port, sample.request.replaceAll(HOST_SLOT, `localhost:${port}`));
    const { status, leaks } = plainRefusal(answer);
    expect(sample.status).toContain(status);
    expect(leaks).toBe(false);
  });
});
