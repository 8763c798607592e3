/**
 * The hosts `npm run build` pulls from, made ready before any store is pulled. A configured host that cannot
 * be reached stops the build with one line naming its URL and its variable (rather than every store failing
 * after its retries). Hosts left unset need the embedded sandbox (src/hosts.ts `sandboxHosts`, the rule
 * `npm start` and the preview server follow too): the build uses the one answering on SANDBOX_PORT (started
 * by `npm start`, `npm run sandbox` or a test stack), else starts its own there and stops it when it ends.
 * SANDBOX_URL names a sandbox run elsewhere: it is probed like a live host and never started.
 */
import { resolve } from 'node:path';
import { z } from 'zod';
import { configuredHostUrl, HOSTS, sandboxHosts, sandboxOrigin, sandboxPort, type HostName } from '../src/hosts.ts';

type Env = Readonly<Record<string, string | undefined>>;
type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** The hosts scripts/pull/ calls; the others are only written into the pages, for the browser. */
export const BUILD_HOSTS = ['commerce', 'theme', 'cache', 'flags'] as const satisfies readonly HostName[];

/** How long a host has to answer the probe before the build calls it unreachable. */
export const PROBE_TIMEOUT_MS = 4_000;

export interface BuildHostPlan {
  /** The build hosts a variable points at a live URL: each is probed once. */
  live: { name: HostName; url: string }[];
  /** Where the unset build hosts point; undefined when every build host is configured. */
  sandbox: { origin: string; external: boolean; port: number } | undefined;
}

export function planBuildHosts(env: Env): BuildHostPlan {
  const live = BUILD_HOSTS.flatMap((name) => {
    const url = configuredHostUrl(env, name);
    return url === undefined ? [] : [{ name, url }];
  });
  const needsSandbox = sandboxHosts(env, BUILD_HOSTS).length > 0;
  const external = (env['SANDBOX_URL'] ?? '') !== '';
  return {
    live,
    sandbox: needsSandbox ? { origin: sandboxOrigin(env), external, port: sandboxPort(env) } : undefined,
  };
}

/** What a probe that got no HTTP answer met, from the error fetch threw (its `cause` carries the system code). */
const probeErrorSchema = z.object({
  name: z.string(),
  message: z.string(),
  cause: z.object({ code: z.string() }).optional().catch(undefined),
});

const REASONS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ENOTFOUND: 'host name not found',
  EAI_AGAIN: 'host name not found',
  ETIMEDOUT: 'connection timed out',
  UND_ERR_CONNECT_TIMEOUT: 'connection timed out',
  ECONNRESET: 'connection reset',
  EHOSTUNREACH: 'no route to host',
  ENETUNREACH: 'network unreachable',
};

/** Why a probe got no answer, in a few words ('connection refused', 'no answer within 4 s', …). */
export function unreachableReason(error: unknown, timeoutMs = PROBE_TIMEOUT_MS): string {
  const parsed = probeErrorSchema.safeParse(error);
  if (!parsed.success) return String(error);
  const { name, message, cause } = parsed.data;
  if (name === 'TimeoutError' || name === 'AbortError') return `no answer within ${timeoutMs / 1000} s`;
  if (cause) return REASONS[cause.code] ?? cause.code;
  return message;
}

export type Unreachable = { host: HostName; url: string; reason: string } | { sandbox: string; reason: string };

/** The one line a build stops with when hosts it needs do not answer: the first one, its URL and what to set. */
export function unreachableLine(failures: readonly [Unreachable, ...Unreachable[]]): string {
  const [first, ...more] = failures;
  const line =
    'host' in first
      ? `Cannot reach the ${first.host} host at ${first.url} (${first.reason}): set ${HOSTS[first.host].env} ` +
        'to a reachable host, or unset it to build against the embedded sandbox.'
      : `Cannot reach the sandbox at ${first.sandbox} (${first.reason}): start it there, or unset SANDBOX_URL ` +
        'to let the build start its own.';
  const variables = more.map((f) => ('host' in f ? HOSTS[f.host].env : 'SANDBOX_URL'));
  return variables.length > 0 ? `${line} Also unreachable: ${variables.join(', ')}.` : line;
}

/** The line for a SANDBOX_PORT or SANDBOX_URL where something other than the sandbox answers. */
export function notSandboxLine(origin: string, external: boolean, status: number): string {
  const fix = external ? 'set SANDBOX_URL to the sandbox origin' : 'set SANDBOX_PORT to a free port';
  return `${origin} answers, but not as the sandbox (GET /_sandbox/clock: ${status}): ${fix}.`;
}

/** A host that does not answer, or a sandbox that cannot be used: the message is the one line to print. */
export class BuildHostsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BuildHostsError';
  }
}

type Probe = { answered: true; response: Response } | { answered: false; reason: string };

/** One request with a short deadline: any HTTP answer (even 404 or 500) means the host is there. */
export async function probe(url: string, init: RequestInit = {}, fetchImpl: Fetch = fetch): Promise<Probe> {
  try {
    const response = await fetchImpl(url, {
      ...init,
      redirect: 'manual',
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    return { answered: true, response };
  } catch (error) {
    return { answered: false, reason: unreachableReason(error) };
  }
}

const sandboxClockSchema = z.object({ now: z.string(), epochMs: z.number() });

/** What answers at `origin`: the sandbox, nothing (why), or something else (its status). */
async function probeSandbox(origin: string, fetchImpl: Fetch): Promise<'sandbox' | Unreachable | number> {
  const result = await probe(`${origin}/_sandbox/clock`, {}, fetchImpl);
  if (!result.answered) return { sandbox: origin, reason: result.reason };
  const body: unknown = await result.response.json().catch(() => undefined);
  return result.response.ok && sandboxClockSchema.safeParse(body).success ? 'sandbox' : result.response.status;
}

export interface BuildHosts {
  /** The sandbox the unset hosts point at, and whether this build started it. */
  sandbox: { url: string; started: boolean } | undefined;
  /** Stops the sandbox this build started (nothing otherwise). */
  close(): Promise<void>;
}

/** Probes every configured build host and readies the sandbox; throws BuildHostsError with the line to print. */
export async function readyBuildHosts(env: Env, fetchImpl: Fetch = fetch): Promise<BuildHosts> {
  const plan = planBuildHosts(env);
  const [live, sandbox] = await Promise.all([
    Promise.all(
      plan.live.map(async ({ name, url }): Promise<Unreachable | undefined> => {
        const result = await probe(url, { method: 'HEAD' }, fetchImpl);
        return result.answered ? undefined : { host: name, url, reason: result.reason };
      }),
    ),
    plan.sandbox ? probeSandbox(plan.sandbox.origin, fetchImpl) : undefined,
  ]);
  const failures = live.filter((f) => f !== undefined);
  if (plan.sandbox?.external && typeof sandbox === 'object') failures.push(sandbox);
  const [first, ...more] = failures;
  if (first) throw new BuildHostsError(unreachableLine([first, ...more]));
  if (!plan.sandbox) return { sandbox: undefined, close: () => Promise.resolve() };
  const { origin, external, port } = plan.sandbox;
  if (typeof sandbox === 'number') throw new BuildHostsError(notSandboxLine(origin, external, sandbox));
  if (sandbox === 'sandbox') return { sandbox: { url: origin, started: false }, close: () => Promise.resolve() };

  // Loaded only here: a build against live hosts or a running sandbox never pays for the sandbox's modules.
  const { startSandbox } = await import('./sandbox/server.ts');
  const started = await startSandbox({ port, dbPath: resolve(env['SANDBOX_DB'] ?? '.sandbox/sandbox.db') }).catch(
    (error: unknown) => {
      const why = error instanceof Error ? error.message : String(error);
      throw new BuildHostsError(
        `Could not start the sandbox on port ${port} (${why}): set SANDBOX_PORT to a free port.`,
      );
    },
  );
  return { sandbox: { url: started.url, started: true }, close: () => started.close() };
}
