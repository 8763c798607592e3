/** The hosting feature's public face: what other features use. */
export { scanHtml } from './domain/html-scan.ts';
export { storeSecurityHeaders } from './domain/store-csp.ts';
export type { HostingSnapshot } from './domain/store-csp.ts';
