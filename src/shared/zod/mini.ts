/** What `zod/mini` resolves to in the bundles: see ./classic.ts. */
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4/mini';
