import type { DatabaseSync } from 'node:sqlite';
import type { FaultRegistry } from './faults.ts';
import type { Router } from './router.ts';

/** What every host module receives to register its routes, tables and reset hook. */
export interface SandboxContext {
  router: Router;
  db: DatabaseSync;
  faults: FaultRegistry;
  /** The sandbox's own origin, e.g. http://localhost:4322, for absolute URLs in answers (images, redirects). */
  origin(): string;
  /** Called on POST /_sandbox/reset, in registration order: drop mutable state and re-seed. */
  onReset(hook: () => void): void;
}
