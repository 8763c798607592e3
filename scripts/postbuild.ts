/**
 * After `astro build` of one store: writes dist/<slug>/_headers, _redirects and nginx.conf from the same
 * rules, with a Content-Security-Policy that allows exactly the store's hosts and the sha256 of every
 * inline script of the built pages. Run by scripts/build.ts per store, or alone:
 * `node scripts/postbuild.ts --store <slug>` (reads .stores/<slug>/snapshot.json and the host env).
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { commandLine, readPostbuildArgs, USAGE } from './args.ts';
import { buildDirs, resolveHosts, type HostUrls } from '../src/hosts.ts';
import { DYNAMIC_SHELLS, buildHeaderRules, buildRedirectRules } from '../src/features/hosting/domain/hosting-rules.ts';
import { storeCsp, stripeConfigured, type HostingSnapshot } from '../src/features/hosting/domain/store-csp.ts';
import {
  mergePageScans,
  scanEachPageParallel,
  scanPages,
  type PageScan,
} from '../src/features/hosting/build/page-scan.ts';
import {
  manifestPath,
  manifestScans,
  readRenderManifest,
  withScans,
  writeRenderManifest,
  type PageScanResult,
} from '../src/integrations/static-pages/manifest.ts';
import { buildNginxSnippet } from '../src/features/hosting/domain/nginx.ts';
import {
  formatHeaders,
  formatRedirects,
  parseRedirects,
  type RedirectRule,
} from '../src/features/hosting/domain/rules.ts';
import { readSnapshotFile } from '../src/data/snapshot-files.ts';
import { collectionIdRedirectRules } from '../src/data/collection.ts';
import { supportRedirectRules } from '../src/data/support.ts';
import { parseStoresConfig, storeSlugSchema } from '../src/shared/store-config.ts';

/** Above this many distinct inline scripts the CSP header grows past what hosts accept (~8 KB). */
export const MAX_SCRIPT_HASHES = 64;

export type { HostingSnapshot };

export interface PostbuildOptions {
  slug: string;
  site: string;
  distDir: string;
  snapshot: HostingSnapshot;
  hosts: HostUrls;
  /** Reads PUBLIC_STRIPE_KEY, PUBLIC_PAYPAL_CLIENT_ID and the sandbox origin (SANDBOX_URL / SANDBOX_PORT). */
  env: Readonly<Record<string, string | undefined>>;
  /** Other features' rules (the support section's redirect when its flag is off). */
  featureRedirects?: readonly RedirectRule[];
  /** The pages' scan and the files it read, when already made (postbuildStore scans in parallel). */
  scanned?: { files: string[]; scan: PageScan };
}

export interface PostbuildResult {
  csp: string;
  files: string[];
  pages: number;
  warnings: string[];
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && d.name.endsWith('.html'))
    .map((d) => join(d.parentPath, d.name));
}

/** '/checkout/express/' for dist/x/checkout/express/index.html. */
function urlPathOf(distDir: string, file: string): string {
  const rel = relative(distDir, file).split(sep).join('/');
  return `/${rel.replace(/(^|\/)index\.html$/, '$1')}`;
}

export function writeHostingFiles(options: PostbuildOptions): PostbuildResult {
  const { distDir, snapshot, hosts, env } = options;
  const warnings: string[] = [];
  const files = options.scanned?.files ?? htmlFiles(distDir);
  const scan = options.scanned?.scan ?? scanPages(files);
  for (const file of scan.handlerFiles) {
    warnings.push(`${urlPathOf(distDir, file)}: inline event handler blocked by the CSP`);
  }
  const hashes = new Set(scan.hashes);
  if (hashes.size > MAX_SCRIPT_HASHES) {
    throw new Error(`${options.slug}: ${hashes.size} distinct inline scripts; move page-specific scripts to files`);
  }
  const stripe = stripeConfigured(env);
  const csp = storeCsp({
    site: options.site,
    hosts,
    env,
    snapshot,
    scriptHashes: [...hashes],
    origins: scan.origins,
  });
  const shellPrefixes = DYNAMIC_SHELLS.map((s) => s.prefix);
  const input = {
    csp,
    https: options.site.startsWith('https://'),
    staticPagesUnderShells: files
      .map((f) => urlPathOf(distDir, f))
      .filter((p) => shellPrefixes.some((x) => p.startsWith(x))),
    featureRedirects: options.featureRedirects ?? [],
    stripe,
  };
  const redirects = buildRedirectRules(input);
  const headers = buildHeaderRules(input);
  const note = [`Written by scripts/postbuild.ts for the '${options.slug}' store; edits are overwritten.`];
  const written = {
    _redirects: formatRedirects(redirects, note),
    _headers: formatHeaders(headers, note),
    'nginx.conf': buildNginxSnippet({ slug: options.slug, redirects, headers }),
  };
  for (const [name, text] of Object.entries(written)) writeFileSync(join(distDir, name), text);
  return { csp, files: Object.keys(written), pages: files.length, warnings };
}

/** A gated store must not leave public files behind from a build made before it was gated. */
export function removeGatedOutput(distRoot: string, slug: string): boolean {
  if (!storeSlugSchema.safeParse(slug).success || slug !== slug.toLowerCase()) return false;
  const dir = resolve(distRoot, slug);
  if (!existsSync(dir)) return false;
  rmSync(dir, { recursive: true, force: true });
  return true;
}

/**
 * The pages' scan: what the render manifest keeps for each page (src/integrations/static-pages), and for the
 * pages it has none for (rendered by this build, or built without a manifest) a read of the file on every
 * core (10,000 listing pages are most of a gigabyte of HTML); those results go back into the manifest.
 */
async function scanBuiltPages(distDir: string, files: readonly string[], manifestFile: string): Promise<PageScan> {
  const manifest = readRenderManifest(manifestFile);
  const known = manifest ? manifestScans(manifest) : new Map<string, PageScanResult>();
  // Each file's path as the manifest keeps it, worked out once (path.relative cost a tenth of this step).
  const pages = files.map((file) => ({ file, at: relative(distDir, file).split(sep).join('/') }));
  const rest = pages.filter(({ at }) => !known.has(at));
  const read = await scanEachPageParallel(rest.map(({ file }) => file));
  rest.forEach(({ at }, i) => {
    const scan = read[i];
    if (scan) known.set(at, scan);
  });
  if (manifest && rest.length > 0) writeRenderManifest(manifestFile, withScans(manifest, known));
  return mergePageScans(
    files,
    pages.map(({ at }) => known.get(at)),
  );
}

/** The postbuild step for one store of stores.config.json, with the build's snapshot and host env. */
export async function postbuildStore(
  slug: string,
  env: Readonly<Record<string, string | undefined>> = process.env,
): Promise<PostbuildResult> {
  const config = parseStoresConfig(JSON.parse(readFileSync('stores.config.json', 'utf8')));
  const entry = config.stores.find((s) => s.slug === slug);
  if (!entry) throw new Error(`'${slug}' is not in stores.config.json`);
  const snapshot = readSnapshotFile(buildDirs(env).stores, slug);
  const distDir = resolve(buildDirs(env).dist, slug);
  if (!existsSync(join(distDir, 'index.html'))) throw new Error(`${slug}: no build at ${distDir}`);
  const featureRedirects = parseRedirects(
    [...supportRedirectRules(snapshot), ...collectionIdRedirectRules(snapshot.collections)].join('\n'),
  );
  const files = htmlFiles(distDir);
  return writeHostingFiles({
    slug,
    site: entry.site,
    distDir,
    snapshot,
    hosts: resolveHosts(env),
    env,
    featureRedirects,
    scanned: { files, scan: await scanBuiltPages(distDir, files, manifestPath(buildDirs(env).stores, slug)) },
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { store: slug } = commandLine(USAGE.postbuild, (argv) => readPostbuildArgs(argv, process.env));
  const result = await postbuildStore(slug);
  for (const warning of result.warnings) console.warn(`! ${warning}`);
  console.log(
    `${slug}: ${result.files.join(', ')} written (${result.pages} pages)\nContent-Security-Policy: ${result.csp}`,
  );
}
