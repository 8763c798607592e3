/**
 * `npm run preview-token -- --store <slug> [--ttl 1h] [--base-url <url>]`: mints a preview token for a
 * store owner and prints the preview URL (the store's site, or --base-url, with #previewData=<token>).
 * The key is PREVIEW_SECRET (the sandbox key only when every host is the sandbox). Tests mint tokens
 * with `mintPreviewUrl` from here, the same way.
 */
import { readFileSync } from 'node:fs';
import { commandLine, readPreviewTokenArgs, USAGE } from './args.ts';
import { parseStoresConfig } from '../src/shared/store-config.ts';
import { resolvePreviewSecret } from '../src/features/preview/domain/secret.ts';
import { PREVIEW_HASH_PARAM } from '../src/features/preview/domain/session.ts';
import { DEFAULT_TOKEN_TTL_S, parseTtl, sealPreviewToken } from '../src/features/preview/domain/token.ts';

export interface MintOptions {
  store: string;
  ttlS?: number;
  baseUrl?: string;
  env?: Readonly<Record<string, string | undefined>>;
  nowS?: number;
}

export function mintPreviewUrl(options: MintOptions): { token: string; url: string; expiresAt: Date } {
  const env = options.env ?? process.env;
  const config = parseStoresConfig(JSON.parse(readFileSync('stores.config.json', 'utf8')));
  const store = options.store.toLowerCase();
  const entry = config.stores.find((s) => s.slug === store);
  if (!entry)
    throw new Error(
      `Unknown store '${options.store}': stores.config.json has ${config.stores.map((s) => s.slug).join(', ')}`,
    );
  const secret = resolvePreviewSecret(env['PREVIEW_SECRET'], env);
  const exp = (options.nowS ?? Math.floor(Date.now() / 1000)) + (options.ttlS ?? DEFAULT_TOKEN_TTL_S);
  const token = sealPreviewToken(secret, store, exp);
  const base = new URL(options.baseUrl ?? entry.site);
  base.hash = `${PREVIEW_HASH_PARAM}=${token}`;
  return { token, url: base.toString(), expiresAt: new Date(exp * 1000) };
}

/** The mint options of a command line (`--ttl` as seconds). */
export function mintOptionsOf(argv: readonly string[]): MintOptions {
  const { store, ttl, baseUrl } = readPreviewTokenArgs(argv);
  return { store, ...(ttl !== undefined && { ttlS: parseTtl(ttl) }), ...(baseUrl !== undefined && { baseUrl }) };
}

if (import.meta.main) {
  try {
    const { url, expiresAt } = mintPreviewUrl(
      // A mistake exits 1, as every failure of this script always has.
      commandLine(USAGE.previewToken, mintOptionsOf, { mistakeExitCode: 1 }),
    );
    console.log(url);
    console.error(`valid until ${expiresAt.toISOString()}; anyone with this link sees the preview until then`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
