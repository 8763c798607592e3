/**
 * Pull: one store's data from the hosts (live or sandbox) into .stores/<slug>/: snapshot.json and a
 * file per listing (./write.ts), written as the data arrives.
 * Every answer passes the data layer's zod schemas; a failure names the store, the call and the field.
 */
import { resolve } from 'node:path';
import { buildDirs, type HostUrls } from '../../src/hosts.ts';
import { collectionsSource, readCollections } from '../../src/data/flags.ts';
import { hostClients, withTransport, type HostClients } from '../../src/data/host-clients.ts';
import type { FetchLike } from '../../src/shared/api/request.ts';
import { GatedStoreError, type ThemeRead } from '../../src/features/theme/api/theme.ts';
import { SNAPSHOT_VERSION } from '../../src/data/snapshot-format.ts';
import type { StoreEntry } from '../../src/shared/store-config.ts';
import { pullInWorker } from './isolate.ts';
import { pullProductData } from './products.ts';
import type { CacheSwitch } from './cache-switch.ts';
import type { PullResult } from './result.ts';
import { createSnapshotWriter } from './write.ts';
import { readLastPull, writeLastPull } from './last-pull.ts';
import { createHash } from 'node:crypto';

export type { PullResult } from './result.ts';

export interface PullOptions {
  /** Where .stores/ lives. */
  outDir?: string;
  /** The transport of every call (tests wrap it to corrupt one answer). */
  fetch?: FetchLike;
  /** Stores whose cache already failed in this build (default: the process-wide one). */
  cacheSwitch?: CacheSwitch;
  /** Where the hosts' clients come from (default: the process's, shared with the preview server). */
  clients?: HostClients;
  /** Hears how many products the store has once the pull has written them all, before its listings. */
  onTiles?: (count: number) => void;
}

/** Runs one call and re-throws its failure as '<store>: <call>: <message naming the field>'. */
async function step<T>(slug: string, call: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof GatedStoreError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${slug}: ${call}: ${message}`, { cause: error });
  }
}

/**
 * Pulls one store. Without a custom transport it runs in a child process (./isolate.ts), whose memory goes
 * back to the system before `astro build` starts: the file is read as it arrives, but the garbage of
 * 10,000 listings still grows a heap that a process keeps.
 */
export function pullStore(entry: StoreEntry, hosts: HostUrls, options: PullOptions = {}): Promise<PullResult> {
  if (options.fetch || options.cacheSwitch) return pullInProcess(entry, hosts, options);
  return pullInWorker(entry, hosts, options.outDir ?? resolve(buildDirs(process.env).stores), options.onTiles);
}

/** Pulls one store in this process, every host call through `options.fetch` when a test gives one. */
export function pullInProcess(entry: StoreEntry, hosts: HostUrls, options: PullOptions = {}): Promise<PullResult> {
  return withTransport(options.fetch, () => pull(entry, hosts, options));
}

async function pull(entry: StoreEntry, hosts: HostUrls, options: PullOptions): Promise<PullResult> {
  const { slug } = entry;
  const outDir = options.outDir ?? resolve(buildDirs(process.env).stores);
  const { commerce, theme: themeApi, flags: flagsApi, cache } = (options.clients ?? hostClients).forStore(slug, hosts);
  const notes: string[] = [];
  let read: ThemeRead;
  try {
    read = await themeApi.readTheme({ siteKey: slug });
  } catch (error) {
    if (error instanceof GatedStoreError) return { kind: 'gated' };
    throw new Error(`${slug}: GET theme: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  const { theme, defaulted: defaultTheme } = read;
  if (read.defaulted) {
    notes.push(`default theme (${read.reason instanceof Error ? read.reason.message : String(read.reason)})`);
  }

  const store = await step(slug, 'GET /v1/stores', () => commerce.getStore(slug));
  const flags = await flagsApi.getFlags(slug);
  const collectionsCall = collectionsSource(flags) === 'store' ? 'GET /v1/stores/collections' : 'GET /v1/collections';
  const collections = await step(slug, collectionsCall, () => readCollections(flags, commerce, slug));
  const localization = await step(slug, 'GET /v1/localization_details', () =>
    commerce.getLocalization({ storeSlug: slug }),
  );

  const head = { version: SNAPSHOT_VERSION, store, theme, defaultTheme, flags, collections, localization } as const;
  const headHash = createHash('sha256').update(JSON.stringify(head)).digest('hex');
  const last = readLastPull(outDir, slug);
  const data = await pullProductData({
    slug,
    commerce,
    cache,
    ...(options.cacheSwitch ? { cacheSwitch: options.cacheSwitch } : {}),
    step: (call, run) => step(slug, call, run),
    open: () => createSnapshotWriter(outDir, slug, head, options.onTiles),
    ...(last?.headHash === headHash && last.sourceHash ? { unchangedSince: last.sourceHash } : {}),
  });
  const { written } = data;
  notes.push(...data.notes);
  if (!written) {
    // The host's cache file has the hash of the last pull and nothing else changed: the snapshot stands.
    if (!last) throw new Error(`${slug}: the product data is unchanged but the last pull left no record`);
    const summary = `${last.summary}, unchanged at the host (cache file ${last.sourceHash?.slice(0, 12) ?? ''})`;
    return { kind: 'snapshot', hash: last.hash, path: last.path, summary, bytes: last.bytes, calls: data.calls };
  }
  const summary = [
    `${written.tiles} products from ${data.source}`,
    `${written.listings} listings`,
    `${data.calls} product-data call(s)`,
    ...notes,
  ].join(', ');
  writeLastPull(outDir, slug, {
    hash: written.hash,
    path: written.path,
    bytes: written.bytes,
    summary: summary.split(', ').slice(0, 2).join(', '),
    headHash,
    ...(data.sourceHash ? { sourceHash: data.sourceHash } : {}),
  });
  return { kind: 'snapshot', hash: written.hash, path: written.path, summary, bytes: written.bytes, calls: data.calls };
}
