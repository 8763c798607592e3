/**
 * `npm run build [-- --store <slug>] [-- --shard i/n]`: pull every store's data into a validated
 * snapshot (.stores/<slug>/), then `astro build` each changed store into dist/<slug>/, up to the core
 * count at once. One broken store fails alone; the exit code says whether any failed.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { buildDirs, resolveHosts } from '../src/hosts.ts';
import { parseStoresConfig, type StoreEntry } from '../src/shared/store-config.ts';
import { BUILD_REPORT_FILE, parseBuildArgs, selectStores } from './build-args.ts';
import { buildFingerprint } from './build-fingerprint.ts';
import { postbuildStore, removeGatedOutput } from './postbuild.ts';
import { pullStore, type PullResult } from './pull/index.ts';

const args = parseBuildArgs(process.argv.slice(2));
const config = parseStoresConfig(JSON.parse(readFileSync('stores.config.json', 'utf8')));
const stores = selectStores(config.stores, args);
const hosts = resolveHosts(process.env);
const dirs = buildDirs(process.env);
const fingerprint = buildFingerprint(process.cwd(), process.env);
const concurrency = Math.max(1, Math.min(args.concurrency ?? availableParallelism(), stores.length));

interface Outcome {
  slug: string;
  status: 'built' | 'skipped' | 'gated' | 'failed';
  detail: string;
  ms: number;
}

function astroBuild(slug: string): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [resolve('node_modules/astro/bin/astro.mjs'), 'build'], {
      env: { ...process.env, STORE: slug },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('exit', (code) => done({ code: code ?? 1, output }));
  });
}

async function buildOne(entry: StoreEntry): Promise<Outcome> {
  const started = Date.now();
  const elapsed = () => Date.now() - started;
  let pulled: PullResult;
  try {
    pulled = await pullStore(entry, hosts);
  } catch (error) {
    return {
      slug: entry.slug,
      status: 'failed',
      detail: error instanceof Error ? error.message : String(error),
      ms: elapsed(),
    };
  }
  if (pulled.kind === 'gated') {
    removeGatedOutput(dirs.dist, entry.slug);
    return {
      slug: entry.slug,
      status: 'gated',
      detail: 'gated store: not written as public files (served on demand)',
      ms: elapsed(),
    };
  }
  const dir = resolve(dirs.stores, entry.slug);
  const stamp = join(dir, 'built.hash');
  const distIndex = resolve(dirs.dist, entry.slug, 'index.html');
  const stampValue = `${pulled.hash}:${fingerprint}`;
  if (!args.force && existsSync(stamp) && existsSync(distIndex) && readFileSync(stamp, 'utf8') === stampValue) {
    return { slug: entry.slug, status: 'skipped', detail: 'unchanged since its last build', ms: elapsed() };
  }
  const result = await astroBuild(entry.slug);
  if (result.code !== 0) {
    return {
      slug: entry.slug,
      status: 'failed',
      detail: `astro build failed:\n${result.output.slice(-4000)}`,
      ms: elapsed(),
    };
  }
  try {
    await postbuildStore(entry.slug);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { slug: entry.slug, status: 'failed', detail: `postbuild: ${message}`, ms: elapsed() };
  }
  mkdirSync(dir, { recursive: true });
  writeFileSync(stamp, stampValue);
  return { slug: entry.slug, status: 'built', detail: pulled.summary, ms: elapsed() };
}

const queue = [...stores];
const outcomes: Outcome[] = [];
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    for (let entry = queue.shift(); entry; entry = queue.shift()) {
      const outcome = await buildOne(entry);
      outcomes.push(outcome);
      const mark = { built: '✓', skipped: '=', gated: '⊘', failed: '✗' }[outcome.status];
      console.log(
        `${mark} ${outcome.slug}: ${outcome.status} in ${(outcome.ms / 1000).toFixed(1)} s — ${outcome.detail}`,
      );
    }
  }),
);
const failed = outcomes.filter((o) => o.status === 'failed');
mkdirSync(resolve(dirs.stores), { recursive: true });
writeFileSync(resolve(dirs.stores, BUILD_REPORT_FILE), JSON.stringify({ outcomes }, null, 2));
console.log(
  `${outcomes.length} store(s): ${outcomes.filter((o) => o.status === 'built').length} built, ` +
    `${outcomes.filter((o) => o.status === 'skipped').length} unchanged, ` +
    `${outcomes.filter((o) => o.status === 'gated').length} gated, ${failed.length} failed`,
);
process.exitCode = failed.length > 0 ? 1 : 0;
