/**
 * What `zod` resolves to in the bundles (astro.config.mjs vite.resolve.alias): zod itself, switched to
 * its jitless mode before anything parses. Zod otherwise probes `new Function('')` on its first object
 * parse to pick a compiled fast path; the CSP (no 'unsafe-eval') blocks the probe, which zod survives but
 * the browser reports as a policy violation on every page with an island.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
