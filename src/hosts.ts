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
} as const;

export type HostName = keyof typeof HOSTS;
export type HostUrls = Record<HostName, string>;

export const DEFAULT_SANDBOX_PORT = 4322;

/** The sandbox origin from SANDBOX_URL, else SANDBOX_PORT on localhost. */
export function sandboxOrigin(env: Readonly<Record<string, string | undefined>>): string {
  const explicit = env['SANDBOX_URL'];
  if (explicit) return explicit.replace(/\/+$/, '');
  const port = Number(env['SANDBOX_PORT'] ?? DEFAULT_SANDBOX_PORT);
  return `http://localhost:${Number.isInteger(port) && port > 0 ? port : DEFAULT_SANDBOX_PORT}`;
}

/** Base URL of every host: the live one where its variable is set, else the sandbox's. */
export function resolveHosts(env: Readonly<Record<string, string | undefined>>): HostUrls {
  const origin = sandboxOrigin(env);
  const entries = Object.entries(HOSTS).map(([name, host]) => {
    const live = env[host.env];
    return [name, (live && live.length > 0 ? live : origin + host.sandboxPath).replace(/\/+$/, '')];
  });
  return Object.fromEntries(entries) as HostUrls;
}

/**
 * Where a build keeps its pulled snapshots and its output: `<BUILD_DIR>/.stores` and `<BUILD_DIR>/dist`.
 * BUILD_DIR (default: the project) lets the e2e run and parallel work build without touching `npm start`'s.
 */
export function buildDirs(env: Readonly<Record<string, string | undefined>>): { stores: string; dist: string } {
  const root = (env['BUILD_DIR'] ?? '').replace(/\/+$/, '') || '.';
  return { stores: `${root}/.stores`, dist: `${root}/dist` };
}
