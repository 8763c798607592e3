/**
 * `npm run build [-- --store <slug>] [-- --shard i/n] [-- --force] [-- --concurrency N] [-- --progress bar|lines]`:
 * pull and build every store (./build-stores.ts), up to the core count at once; a store whose data changed
 * since its last build of the same code renders only what changed. First the hosts are made ready
 * (./build-hosts.ts): a configured host that does not answer stops the build with one line, and with a host
 * left unset the build uses the sandbox on SANDBOX_PORT, starting its own there when none answers and
 * stopping it when the build ends. Exit code: 0 every store built, 1 some store failed,
 * BUILD_STOPPED_EXIT_CODE stopped before pulling.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { buildDirs, resolveHosts } from '../src/hosts.ts';
import { parseStoresConfig } from '../src/shared/store-config.ts';
import { BUILD_STOPPED_EXIT_CODE, parseBuildArgs, selectStores } from './build-args.ts';
import { buildFingerprint } from './build-fingerprint.ts';
import { BuildHostsError, readyBuildHosts, type BuildHosts } from './build-hosts.ts';

const args = parseBuildArgs(process.argv.slice(2));
const config = parseStoresConfig(JSON.parse(readFileSync('stores.config.json', 'utf8')));
const stores = selectStores(config.stores, args);

let ready: BuildHosts | undefined;
try {
  ready = await readyBuildHosts(process.env);
} catch (error) {
  if (!(error instanceof BuildHostsError)) throw error;
  console.error(`build: ${error.message}`);
  process.exitCode = BUILD_STOPPED_EXIT_CODE;
}
if (ready) {
  if (ready.sandbox) {
    const how = ready.sandbox.started ? 'started for this build, stopped when it ends' : 'already running';
    console.log(`Sandbox of every commerce host at ${ready.sandbox.url} (${how})`);
  }
  try {
    const { buildStores } = await import('./build-stores.ts');
    process.exitCode = await buildStores({
      stores,
      hosts: resolveHosts(process.env),
      dirs: buildDirs(process.env),
      force: args.force,
      concurrency: Math.max(1, Math.min(args.concurrency ?? availableParallelism(), stores.length)),
      fingerprint: buildFingerprint(process.cwd(), process.env),
      ...(args.progress ? { progress: args.progress } : {}),
    });
  } finally {
    await ready.close();
  }
}
