import type { DatabaseSync } from 'node:sqlite';
import type { FaultRegistry } from './faults.ts';
import type { Router } from './router.ts';

/**
 * What every host module receives to register its routes, tables and reset hook. One context per sandbox
 * session (scripts/sandbox/app.ts): its database, faults and clock are that session's own, so a module keeps
 * any state it needs inside `register`, never at module level.
 */
export interface SandboxContext {
  router: Router;
  db: DatabaseSync;
  faults: FaultRegistry;
  /**
   * The sandbox's own origin, e.g. http://localhost:4322, for absolute URLs to stateless things in answers
   * (images, theme assets). Links into session state (checkout, payment) use the request's `origin`.
   */
  origin(): string;
  /** The session's clock in epoch ms: real time unless POST /_sandbox/clock set, advanced or paused it. */
  now(): number;
  /** Called on POST /_sandbox/reset, in registration order: drop mutable state and re-seed. */
  onReset(hook: () => void): void;
}
