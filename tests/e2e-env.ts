/**
 * Where the browser suites' stack (tests/e2e-stack.ts) listens and builds: read by playwright.config.ts,
 * which starts it as its web server, and by scripts/test.ts, which starts it ahead of time so the builds
 * run while the unit and contract tests do. Ports apart from `npm start`'s (4321/4322); E2E_* override.
 */
import { delimiter, resolve } from 'node:path';

/** The folder, in the static store's and the preview server's web roots, that holds axe-core for the journeys. */
export const AXE_DIR = '__e2e';
/** axe-core's path on every page's own origin (tests/e2e/fixtures.ts loads it from there). */
export const AXE_PATH = `/${AXE_DIR}/axe.min.js`;

export interface E2eStack {
  baseUrl: string;
  previewUrl: string;
  sandboxUrl: string;
  /** Answers once everything is up: the preview server starts last. */
  readyUrl: string;
  /** Snapshots, dist/ and the sandbox database of this run; parallel runs pass different ones. */
  buildDir: string;
  /** The environment of tests/e2e-stack.ts. */
  env: Record<string, string>;
}

export function e2eStack(env: Readonly<Record<string, string | undefined>> = process.env): E2eStack {
  const port = Number(env['E2E_PORT'] ?? 4391);
  const sandboxPort = Number(env['E2E_SANDBOX_PORT'] ?? 4392);
  const previewPort = Number(env['E2E_PREVIEW_PORT'] ?? port + 2);
  const buildDir = env['E2E_BUILD_DIR'] ?? '.e2e';
  const previewUrl = `http://localhost:${previewPort}`;
  const sandboxUrl = `http://localhost:${sandboxPort}`;
  return {
    baseUrl: `http://localhost:${port}`,
    previewUrl,
    sandboxUrl,
    readyUrl: `${previewUrl}/login`,
    buildDir,
    env: {
      PORT: String(port),
      PREVIEW_PORT: String(previewPort),
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_URL: sandboxUrl,
      // Its own snapshots, dist/ and database, so an e2e run never touches what `npm start` serves.
      BUILD_DIR: buildDir,
      PREVIEW_STORE: 'demo',
      // Every preview request reads the hosts, so a flag flipped in a test's session shows on the next page.
      PREVIEW_DATA_TTL_MS: '0',
      // The project's pinned Node (24) runs the .ts scripts, whatever `node` is first on PATH.
      PATH: [resolve('node_modules/.bin'), env['PATH'] ?? ''].join(delimiter),
    },
  };
}
