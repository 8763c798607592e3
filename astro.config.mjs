// @ts-check
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, envField } from 'astro/config';
import node from '@astrojs/node';
import { storefrontDirectives } from './src/directives/index.ts';
import { buildDirs, HOSTS, resolveHosts } from './src/hosts.ts';
import { previewServer } from './src/integrations/preview/index.ts';
import { reactIslands } from './src/integrations/island-render/index.ts';
import { staticPages } from './src/integrations/static-pages/index.ts';

const store = (process.env.STORE ?? 'demo').toLowerCase();
const hosts = resolveHosts(process.env);
const dirs = buildDirs(process.env);
/** STOREFRONT_MODE=preview: the on-demand server of every store (scripts/preview-server.ts), not a static build. */
const preview = process.env.STOREFRONT_MODE === 'preview';
/**
 * Set by scripts/build-stores.ts: STOREFRONT_RENDER=changed renders only the pages whose data changed since
 * the last build of the same code (STOREFRONT_FINGERPRINT), into the existing dist/<store>/.
 */
const pages = staticPages({
  store,
  storesDir: resolve(dirs.stores),
  distDir: resolve(dirs.dist, store),
  onlyChanged: process.env.STOREFRONT_RENDER === 'changed',
  // STOREFRONT_RENDER=bundle: build the render bundle and render no page (scripts/render-changed.ts --all does).
  bundleOnly: process.env.STOREFRONT_RENDER === 'bundle',
  fingerprint: process.env.STOREFRONT_FINGERPRINT ?? '',
  // Set when the build started before the store's pull ended: pages wait for this file.
  snapshotReady: process.env.STOREFRONT_SNAPSHOT_READY,
});

/** @type {Record<string, ReturnType<typeof envField.string>>} */
const hostFields = {};
for (const [name, host] of Object.entries(HOSTS)) {
  hostFields[host.env] = envField.string({
    context: 'client',
    access: 'public',
    url: true,
    default: hosts[/** @type {keyof typeof hosts} */ (name)],
  });
}

/**
 * Server-only settings of the on-demand server, unused by the static build. All 'secret' so they are read
 * when the server runs, not baked into its bundle (only PREVIEW_SECRET is an actual secret).
 */
const previewFields = {
  PREVIEW_SECRET: envField.string({ context: 'server', access: 'secret', optional: true }),
  PREVIEW_STORE: envField.string({ context: 'server', access: 'secret', optional: true }),
  PREVIEW_DATA_TTL_MS: envField.number({ context: 'server', access: 'secret', int: true, min: 0, default: 2000 }),
};

export default defineConfig({
  ...(preview
    ? {
        output: 'server',
        adapter: node({ mode: 'standalone' }),
        // Beside the stores' folders; '_' starts no store slug, and dist/ is ignored by git and the linters.
        outDir: `${dirs.dist}/_preview-server`,
        integrations: [reactIslands({ memo: false }), storefrontDirectives(), previewServer()],
      }
    : {
        outDir: `${dirs.dist}/${store}`,
        integrations: [reactIslands({ memo: true }), storefrontDirectives(), pages],
      }),
  // Pages render 4 at a time: measured 44 s → 34 s for the 10,000-listing store on 2 cores.
  build: { format: 'directory', concurrency: 4, inlineStylesheets: 'never' },
  // Zod in jitless mode, so its eval probe never trips the Content-Security-Policy (src/shared/zod/classic.ts).
  vite: {
    // The browser's modules in a few chunks, not one per shared module: the packages every island shares
    // in one, the storefront's own modules shared by three islands or more in another. A listing page
    // loaded 45 scripts, now 13; measured on 2 cores, the browser's CPU per listing load 2.3 → 1.6 s
    // and 42 cart and listing journeys 90 → 80 s. The server builds keep the default.
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: 'vendor', test: /node_modules/, minShareCount: 2 },
                  { name: 'shared', minShareCount: 3 },
                ],
              },
            },
          },
        },
      },
    },
    resolve: {
      alias: [
        { find: /^zod$/, replacement: fileURLToPath(new URL('./src/shared/zod/classic.ts', import.meta.url)) },
        { find: /^zod\/mini$/, replacement: fileURLToPath(new URL('./src/shared/zod/mini.ts', import.meta.url)) },
      ],
    },
  },
  env: {
    schema: {
      ...hostFields,
      ...previewFields,
      PUBLIC_STORE: envField.string({ context: 'client', access: 'public', default: store }),
      SNAPSHOT_DIR: envField.string({ context: 'server', access: 'public', default: dirs.stores }),
      PUBLIC_STRIPE_KEY: envField.string({ context: 'client', access: 'public', optional: true }),
      PUBLIC_PAYPAL_CLIENT_ID: envField.string({ context: 'client', access: 'public', optional: true }),
      PUBLIC_AVAILABILITY_API_KEY: envField.string({
        context: 'client',
        access: 'public',
        default: 'sandbox-availability-key',
      }),
    },
  },
});
