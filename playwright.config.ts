import { delimiter, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { sharedUse, WIDTH_PROJECTS } from './tests/playwright-shared.ts';

/** Ports of the e2e stack, apart from `npm start`'s (4321/4322) so both can run at once. */
const PORT = Number(process.env['E2E_PORT'] ?? 4391);
const SANDBOX_PORT = Number(process.env['E2E_SANDBOX_PORT'] ?? 4392);
const BASE_URL = `http://localhost:${PORT}`;
const SANDBOX_URL = `http://localhost:${SANDBOX_PORT}`;
// Fixtures read the sandbox address from the environment; the config is loaded in every worker.
process.env['SANDBOX_URL'] = SANDBOX_URL;

const CI = Boolean(process.env['CI']);
/** Snapshots, dist/ and the sandbox database of this e2e run; parallel runs pass different ones. */
const E2E_BUILD_DIR = process.env['E2E_BUILD_DIR'] ?? '.e2e';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e-artifacts',
  fullyParallel: true,
  forbidOnly: CI,
  // One sandbox serves every worker, and tests reset it and inject faults: on CI one worker keeps them
  // from racing each other (locally, pass --workers to go faster).
  workers: CI ? 1 : '50%',
  retries: CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: sharedUse(BASE_URL),
  projects: WIDTH_PROJECTS,
  webServer: {
    // The same pipeline as `npm start` (sandbox, build of every store, static server) on the test ports.
    command: 'node scripts/start.ts',
    url: `${BASE_URL}/`,
    env: {
      PORT: String(PORT),
      SANDBOX_PORT: String(SANDBOX_PORT),
      SANDBOX_URL,
      // Its own database, so a reset from a test never wipes the data of a running `npm start`.
      SANDBOX_DB: `${E2E_BUILD_DIR}/sandbox.db`,
      // Its own snapshots and dist/, so an e2e run never rebuilds what `npm start` serves.
      BUILD_DIR: E2E_BUILD_DIR,
      // The project's pinned Node (24) runs the .ts scripts, whatever `node` is first on PATH.
      PATH: [resolve('node_modules/.bin'), process.env['PATH'] ?? ''].join(delimiter),
    },
    timeout: 180_000,
    reuseExistingServer: !CI,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
