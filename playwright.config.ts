import { defineConfig } from '@playwright/test';
import { e2eStack } from './tests/e2e-env.ts';
import { sharedUse, WIDTH_PROJECTS } from './tests/playwright-shared.ts';

/**
 * Both browser suites in one run on one stack (tests/e2e-stack.ts): the static pages (tests/e2e) and the
 * on-demand preview server (tests/e2e-preview), against one sandbox in which every test has its own
 * session (tests/e2e/fixtures.ts), so tests run in parallel and nothing is ever reset or retried.
 */
const stack = e2eStack();
// Fixtures read these from the environment; the config is loaded in every worker.
process.env['SANDBOX_URL'] = stack.sandboxUrl;
process.env['PREVIEW_PORT'] = stack.env['PREVIEW_PORT'];
process.env['E2E_BUILD_DIR'] = stack.buildDir;
process.env['PREVIEW_BUILD_DIR'] = stack.buildDir;

const CI = Boolean(process.env['CI']);

export default defineConfig({
  outputDir: 'test-results/e2e-artifacts',
  fullyParallel: true,
  forbidOnly: CI,
  // One worker per core: the journeys keep both cores busy (measured: four workers, or the unit tests
  // beside them, only made every test slower). A flaky test is a bug to fix, so nothing is retried.
  workers: CI ? 2 : '50%',
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  projects: [
    ...WIDTH_PROJECTS.map((project) => ({
      ...project,
      testDir: 'tests/e2e',
      use: { ...sharedUse(stack.baseUrl), ...project.use },
    })),
    ...WIDTH_PROJECTS.map((project) => ({
      ...project,
      name: `preview-${project.name ?? ''}`,
      testDir: 'tests/e2e-preview',
      use: { ...sharedUse(stack.previewUrl), ...project.use },
    })),
  ],
  webServer: {
    command: 'node tests/e2e-stack.ts',
    url: stack.readyUrl,
    env: stack.env,
    // Two builds on a 2-core machine.
    timeout: 600_000,
    // `npm test` starts the stack ahead of time (E2E_STACK_STARTED) so its builds overlap the other stages.
    reuseExistingServer: !CI || process.env['E2E_STACK_STARTED'] === '1',
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
