/**
 * Every external host the storefront talks to, with the environment variable that points at a live
 * one and the base path the embedded sandbox serves it under. Shared by astro.config.mjs (astro:env
 * defaults), the build scripts and the sandbox, so the three can never disagree.
 */
export const HOSTS = {
  commerce: { env: 'PUBLIC_COMMERCE_URL', sandboxPath: '/commerce' },
  theme: { env: 'PUBLIC_THEME_URL', sandboxPath: '/theme' },
  cache: { env: 'PUBLIC_CACHE_URL', sandboxPath: '/cache' },
  availability: { env: 'PUBLIC_AVAILABILITY_URL', sandboxPath: '/availability' },
  flags: { env: 'PUBLIC_FLAGS_URL', sandboxPath: '/flags' },
  site: { env: 'PUBLIC_SITE_ROOT_URL', sandboxPath: '/site' },
  forms: { env: 'PUBLIC_FORMS_URL', sandboxPath: '/forms' },
  checkout: { env: 'PUBLIC_CHECKOUT_URL', sandboxPath: '/checkout-host' },
  payment: { env: 'PUBLIC_PAYMENT_URL', sandboxPath: '/payment' },
  recovery: { env: 'PUBLIC_RECOVERY_URL', sandboxPath: '/recovery' },
  main: { env: 'PUBLIC_MAIN_URL', sandboxPath: '/main' },
  // Not a base URL: the external chat widget's script itself, loaded on demand where support is on.
  chat: { env: 'PUBLIC_CHAT_WIDGET_URL', sandboxPath: '/chat/widget.js' },
} as const;

export type HostName = keyof typeof HOSTS;
export type HostUrls = Record<HostName, string>;
type Env = Readonly<Record<string, string | undefined>>;

export const HOST_NAMES: readonly HostName[] = Object.keys(HOSTS).filter((name): name is HostName => name in HOSTS);

export const DEFAULT_SANDBOX_PORT = 4322;

/** The port the embedded sandbox listens on: SANDBOX_PORT, else the default. */
export function sandboxPort(env: Env): number {
  const port = Number(env['SANDBOX_PORT'] ?? DEFAULT_SANDBOX_PORT);
  return Number.isInteger(port) && port > 0 ? port : DEFAULT_SANDBOX_PORT;
}

/** The sandbox origin from SANDBOX_URL, else SANDBOX_PORT on localhost. */
export function sandboxOrigin(env: Env): string {
  const explicit = env['SANDBOX_URL'];
  if (explicit) return explicit.replace(/\/+$/, '');
  return `http://localhost:${sandboxPort(env)}`;
}

/** The live URL set for a host, or undefined when its variable is unset or empty (it is then the sandbox's). */
export function configuredHostUrl(env: Env, name: HostName): string | undefined {
  const live = env[HOSTS[name].env];
  return live && live.length > 0 ? live.replace(/\/+$/, '') : undefined;
}

/**
 * The hosts among `names` (default: every host) that no variable configures, so they resolve to the embedded
 * sandbox: the one rule for "no host configured" of `npm start`, `npm run build` and the preview server.
 */
export function sandboxHosts(env: Env, names: readonly HostName[] = HOST_NAMES): HostName[] {
  return names.filter((name) => configuredHostUrl(env, name) === undefined);
}

/** Base URL of every host: the live one where its variable is set, else the sandbox's. */
export function resolveHosts(env: Env): HostUrls {
  const origin = sandboxOrigin(env);
  const entries = HOST_NAMES.map((name) => [name, configuredHostUrl(env, name) ?? origin + HOSTS[name].sandboxPath]);
  return Object.fromEntries(entries) as HostUrls;
}

/**
 * Where a build keeps its pulled snapshots and its output: `<BUILD_DIR>/.stores` and `<BUILD_DIR>/dist`.
 * BUILD_DIR (default: the project) lets the e2e run and parallel work build without touching `npm start`'s.
 */
export function buildDirs(env: Env): { stores: string; dist: string } {
  const root = (env['BUILD_DIR'] ?? '').replace(/\/+$/, '') || '.';
  return { stores: `${root}/.stores`, dist: `${root}/dist` };
}
