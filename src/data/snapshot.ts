/**
 * The snapshot backend of the data module: pages of a static build read the store's pulled snapshot
 * from .stores/<slug>/snapshot.json, once per build process.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { SNAPSHOT_DIR } from 'astro:env/server';
import { snapshotEnvelopeSchema, type Snapshot } from '../lib/snapshot.ts';

const cache = new Map<string, Snapshot>();

export function loadSnapshot(slug: string): Snapshot {
  const hit = cache.get(slug);
  if (hit) return hit;
  const path = resolve(SNAPSHOT_DIR, slug, 'snapshot.json');
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`No snapshot for store '${slug}' at ${path}: run \`npm run build -- --store ${slug}\``, {
      cause: error,
    });
  }
  const envelope = snapshotEnvelopeSchema.safeParse(raw);
  if (!envelope.success) {
    const issue = envelope.error.issues[0];
    throw new Error(`Snapshot of '${slug}' is invalid at ${issue?.path.join('.') ?? '?'}: ${issue?.message ?? ''}`);
  }
  // The envelope is checked; the parts were validated field by field when they were pulled.
  const snapshot = raw as Snapshot;
  cache.set(slug, snapshot);
  return snapshot;
}
