/**
 * The static build's pages (see ./prerenderer.ts): only what changed since the last build when
 * `onlyChanged`, each page scanned for the CSP as it is written, and the render manifest kept in
 * .stores/<slug>/. Rendering only what changed keeps the rest of dist/<slug>/ in place, so Astro must not
 * empty it first; a full build empties it as before.
 */
import { join } from 'node:path';
import type { AstroIntegration } from 'astro';
import { SNAPSHOT_FILE } from '../../data/snapshot-files.ts';
import { manifestPath } from './manifest.ts';
import { changedPagesPrerenderer } from './prerenderer.ts';

export interface StaticPagesOptions {
  store: string;
  storesDir: string;
  distDir: string;
  onlyChanged: boolean;
  /** Build the render bundle and render no page: a process of its own renders them with it. */
  bundleOnly?: boolean;
  fingerprint: string;
  /** See ChangedPagesOptions.snapshotReady. */
  snapshotReady?: string | undefined;
}

export function staticPages(options: StaticPagesOptions): AstroIntegration {
  let origin = 'http://localhost:4321';
  return {
    name: 'storefront:static-pages',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        if (options.onlyChanged) updateConfig({ vite: { build: { emptyOutDir: false } } });
      },
      'astro:config:done': ({ config }) => {
        // Astro's origin for static pages (core/build: the site's, else localhost on the server port).
        origin = config.site ? new URL(config.site).origin : `http://localhost:${config.server.port}`;
      },
      'astro:build:start': ({ setPrerenderer, logger }) => {
        setPrerenderer((base) =>
          changedPagesPrerenderer(base, {
            storeDir: join(options.storesDir, options.store),
            origin,
            distDir: options.distDir,
            snapshotFile: join(options.storesDir, options.store, SNAPSHOT_FILE),
            manifestFile: manifestPath(options.storesDir, options.store),
            onlyChanged: options.onlyChanged,
            bundleOnly: options.bundleOnly ?? false,
            fingerprint: options.fingerprint,
            ...(options.snapshotReady ? { snapshotReady: options.snapshotReady } : {}),
            onPlan: ({ rendered, total, removed }) =>
              logger.info(`rendering ${rendered} of ${total} paths${removed > 0 ? `, ${removed} removed` : ''}`),
          }),
        );
      },
    },
  };
}
