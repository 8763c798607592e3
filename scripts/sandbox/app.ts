/**
 * One sandbox "app": a context (database, faults, clock), a router and every host registered on it. The
 * server builds one for the default session and one per `x-sandbox-session`, so sessions share nothing.
 */
import type { DatabaseSync } from 'node:sqlite';
import { clockBodySchema, SessionClock } from './clock.ts';
import type { SandboxContext } from './context.ts';
import { FaultRegistry, faultSchema } from './faults.ts';
import { parseBody } from './http.ts';
import { registerAll } from './hosts/index.ts';
import { Router } from './router.ts';

export interface SandboxApp {
  readonly ctx: SandboxContext;
  readonly router: Router;
  readonly faults: FaultRegistry;
  readonly clock: SessionClock;
  readonly db: DatabaseSync;
  /** Faults and clock back to their start, every host's reset hook run (tables re-seeded). */
  reset(): void;
}

export function createSandboxApp(db: DatabaseSync, origin: () => string): SandboxApp {
  const router = new Router();
  const faults = new FaultRegistry();
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

  return { ctx, router, faults, clock, db, reset };
}
