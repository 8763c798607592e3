import { delimiter, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { sharedUse, WIDTH_PROJECTS } from './tests/playwright-shared.ts';

/**
 * The on-demand (preview) server's journeys: `npx playwright test -c playwright.preview.config.ts`.
 * Its web server (tests/e2e-preview/server.ts) starts a sandbox, builds every store statically and runs
 * the preview server, on ports and a build folder of its own. Stores are reached as <slug>.localhost.
 */
const PORT = Number(process.env['E2E_PORT'] ?? 4401);
const SANDBOX_PORT = Number(process.env['E2E_SANDBOX_PORT'] ?? 4402);
const BUILD_DIR = process.env['E2E_BUILD_DIR'] ?? '.e2e-preview';
const BASE_URL = `http://localhost:${PORT}`;
const SANDBOX_URL = `http://localhost:${SANDBOX_PORT}`;
process.env['SANDBOX_URL'] = SANDBOX_URL;
process.env['PREVIEW_PORT'] = String(PORT);
process.env['PREVIEW_BUILD_DIR'] = BUILD_DIR;

const CI = Boolean(process.env['CI']);

export default defineConfig({
  testDir: 'tests/e2e-preview',
  outputDir: 'test-results/e2e-preview-artifacts',
  fullyParallel: false,
  forbidOnly: CI,
  // Tests flip the sandbox's flags and reset it: one worker keeps them from racing.
  workers: 1,
  retries: CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-preview.json' }]],
  use: sharedUse(BASE_URL),
  projects: WIDTH_PROJECTS,
  webServer: {
    command: 'node tests/e2e-preview/server.ts',
    url: `${BASE_URL}/login`,
    env: {
      PORT: String(PORT),
      // Both stacks of a name: '::' answers localhost and <slug>.localhost on IPv4 and IPv6.
      HOST: '::',
      SANDBOX_PORT: String(SANDBOX_PORT),
      BUILD_DIR,
      PREVIEW_STORE: 'demo',
      // Every request reads the hosts, so a flag flipped in the sandbox shows on the next page.
      PREVIEW_DATA_TTL_MS: '0',
      PATH: [resolve('node_modules/.bin'), process.env['PATH'] ?? ''].join(delimiter),
    },
    // Three static builds and the server build on a shared 2-core machine.
    timeout: 600_000,
    reuseExistingServer: !CI,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
