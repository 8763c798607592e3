import { delimiter, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { sharedUse, WIDTH_PROJECTS } from './tests/playwright-shared.ts';

/**
 * Both browser suites in one run on one stack (tests/e2e-stack.ts): the static pages (tests/e2e) and the
 * on-demand preview server (tests/e2e-preview), against one sandbox in which every test has its own
 * session (tests/e2e/fixtures.ts), so tests run in parallel and nothing is ever reset or retried.
 * Ports apart from `npm start`'s (4321/4322) so both can run at once; E2E_* override them.
 */
const PORT = Number(process.env['E2E_PORT'] ?? 4391);
const SANDBOX_PORT = Number(process.env['E2E_SANDBOX_PORT'] ?? 4392);
const PREVIEW_PORT = Number(process.env['E2E_PREVIEW_PORT'] ?? PORT + 2);
/** Snapshots, dist/ and the sandbox database of this run; parallel runs pass different ones. */
const BUILD_DIR = process.env['E2E_BUILD_DIR'] ?? '.e2e';
const BASE_URL = `http://localhost:${PORT}`;
const PREVIEW_URL = `http://localhost:${PREVIEW_PORT}`;
const SANDBOX_URL = `http://localhost:${SANDBOX_PORT}`;
// Fixtures read these from the environment; the config is loaded in every worker.
process.env['SANDBOX_URL'] = SANDBOX_URL;
process.env['PREVIEW_PORT'] = String(PREVIEW_PORT);
process.env['E2E_BUILD_DIR'] = BUILD_DIR;
process.env['PREVIEW_BUILD_DIR'] = BUILD_DIR;

const CI = Boolean(process.env['CI']);

export default defineConfig({
  outputDir: 'test-results/e2e-artifacts',
  fullyParallel: true,
  forbidOnly: CI,
  // One worker per core; a flaky test is a bug to fix, so nothing is retried.
  workers: CI ? 2 : '50%',
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  projects: [
    ...WIDTH_PROJECTS.map((project) => ({
      ...project,
      testDir: 'tests/e2e',
      use: { ...sharedUse(BASE_URL), ...project.use },
    })),
    ...WIDTH_PROJECTS.map((project) => ({
      ...project,
      name: `preview-${project.name ?? ''}`,
      testDir: 'tests/e2e-preview',
      use: { ...sharedUse(PREVIEW_URL), ...project.use },
    })),
  ],
  webServer: {
    command: 'node tests/e2e-stack.ts',
    // The preview server starts last, once both builds are done and the static pages are served.
    url: `${PREVIEW_URL}/login`,
    env: {
      PORT: String(PORT),
      PREVIEW_PORT: String(PREVIEW_PORT),
      SANDBOX_PORT: String(SANDBOX_PORT),
      SANDBOX_URL,
      // Its own snapshots, dist/ and database, so an e2e run never touches what `npm start` serves.
      BUILD_DIR,
      PREVIEW_STORE: 'demo',
      // Every preview request reads the hosts, so a flag flipped in a test's session shows on the next page.
      PREVIEW_DATA_TTL_MS: '0',
      // The project's pinned Node (24) runs the .ts scripts, whatever `node` is first on PATH.
      PATH: [resolve('node_modules/.bin'), process.env['PATH'] ?? ''].join(delimiter),
    },
    // Two builds on a 2-core machine.
    timeout: 600_000,
    reuseExistingServer: !CI,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
