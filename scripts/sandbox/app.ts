/**
 * One sandbox "app": a context (database, faults, clock), a Hono app with every host's routes on it, and the
 * faults in front of them. The server builds one for the default session and one per `x-sandbox-session`,
 * so sessions share nothing.
 */
import type { DatabaseSync } from 'node:sqlite';
import { Hono } from 'hono';
import { clockBodySchema, SessionClock } from './clock.ts';
import type { SandboxContext } from './context.ts';
import { faultAnswer, FaultRegistry, faultSchema } from './faults.ts';
import { errorItem, failureAnswer, HttpError, parseBody } from './http.ts';
import { registerAll } from './hosts/index.ts';
import { CONTROL_HOST, HOST_BY_SEGMENT, Router, routingPath, type SessionBindings, type SessionEnv } from './router.ts';

export interface SandboxApp {
  readonly ctx: SandboxContext;
  readonly router: Router;
  readonly faults: FaultRegistry;
  readonly clock: SessionClock;
  readonly db: DatabaseSync;
  /** Answers one request of this session (`env.path` is the path below the session prefix). */
  fetch(request: Request, env: SessionBindings): Response | Promise<Response>;
  /** Faults and clock back to their start, every host's reset hook run (tables re-seeded). */
  reset(): void;
}

export interface SandboxAppOptions {
  /** Where a handler's unexpected failure is logged (it answers 500). */
  log: (error: unknown) => void;
}

export function createSandboxApp(db: DatabaseSync, origin: () => string, options: SandboxAppOptions): SandboxApp {
  const app = new Hono<SessionEnv>({ getPath: (_request, { env } = {}) => routingPath(env?.path ?? '/') });
  const faults = new FaultRegistry();
  // Before any route: which host the path names (404 for none), then that host's next fault, if any.
  app.use(async (c, next) => {
    const [, first = '', ...rest] = c.env.path.split('/');
    const host = HOST_BY_SEGMENT.get(first);
    if (host === undefined) throw new HttpError(404, [errorItem(404, 'unknown_host', `No sandbox host at /${first}`)]);
    const hostPath = '/' + rest.join('/');
    c.set('host', host);
    c.set('hostPath', hostPath);
    const fault =
      host === CONTROL_HOST ? undefined : faults.take(host, c.req.method, hostPath, new URL(c.req.url).searchParams);
    return fault ? faultAnswer(fault, c, next) : next();
  });
  app.onError((error) => failureAnswer(error, options.log));
  const router = new Router(app);
  const clock = new SessionClock();
  const resetHooks: (() => void)[] = [];
  const ctx: SandboxContext = {
    router,
    db,
    faults,
    origin,
    now: () => clock.now(),
    onReset: (hook) => resetHooks.push(hook),
  };
  const reset = (): void => {
    faults.clear();
    clock.reset();
    for (const hook of resetHooks) hook();
  };

  router.add('POST', '_sandbox', '/faults', (req) => {
    faults.add(parseBody(req, faultSchema));
    return { status: 201, json: { faults: faults.list() } };
  });
  router.add('GET', '_sandbox', '/faults', () => ({ status: 200, json: { faults: faults.list() } }));
  router.add('DELETE', '_sandbox', '/faults', () => {
    faults.clear();
    return { status: 200, json: { faults: [] } };
  });
  router.add('POST', '_sandbox', '/reset', () => {
    reset();
    return { status: 200, json: { reset: true } };
  });
  router.add('GET', '_sandbox', '/clock', () => ({ status: 200, json: clock.state() }));
  router.add('POST', '_sandbox', '/clock', (req) => {
    clock.apply(parseBody(req, clockBodySchema));
    return { status: 200, json: clock.state() };
  });
  router.add('GET', '_sandbox', '/routes', () => ({ status: 200, json: { routes: router.list() } }));
  router.add('GET', '_sandbox', '/health', () => ({ status: 200, json: { ok: true } }));
  registerAll(ctx);
  router.seal();

  return { ctx, router, faults, clock, db, reset, fetch: (request, env) => app.fetch(request, env) };
}
