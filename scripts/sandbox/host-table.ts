/**
 * The hosts the sandbox emulates and the base path it serves each under (the spec's host tables,
 * ../shared/spec/storefront.md §7 and checkout.md). The sandbox keeps its own copy: it imports nothing from src/.
 */
export const SANDBOX_HOST_PATHS = {
  commerce: '/commerce',
  theme: '/theme',
  cache: '/cache',
  availability: '/availability',
  flags: '/flags',
  site: '/site',
  forms: '/forms',
  checkout: '/checkout-host',
  payment: '/payment',
  recovery: '/recovery',
  main: '/main',
  chat: '/chat',
} as const;

export type SandboxHostName = keyof typeof SANDBOX_HOST_PATHS;

/** The port `npm start` runs the sandbox on unless SANDBOX_PORT says otherwise. */
export const DEFAULT_SANDBOX_PORT = 4322;
