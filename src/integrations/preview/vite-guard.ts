/**
 * A Vite plugin of the preview build: splices ./guard.ts around @astrojs/node's standalone handler and
 * server, so the request guard and the security headers cover every answer of `entry.mjs`, however it is
 * started (scripts/preview-server.ts, the e2e stack, a host's `node entry.mjs`). The adapter offers no hook
 * for this; if an upgrade changes the two spliced lines the build fails here instead of shipping unguarded.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const STANDALONE = /[\\/]@astrojs[\\/]node[\\/]dist[\\/]standalone\.js$/;
const HANDLER_LINE = 'const handler = createStandaloneHandler(app, resolvedOptions, headersMap);';
const SERVER_LINE = 'enableDestroy(httpServer);';

export function spliceGuard(code: string, guardModule: string): string | undefined {
  if (!code.includes(HANDLER_LINE) || !code.includes(SERVER_LINE)) return undefined;
  return [
    `import { guardPreviewHandler as __sfGuardHandler, guardPreviewServer as __sfGuardServer } from ${JSON.stringify(guardModule)};`,
    code
      .replace(HANDLER_LINE, HANDLER_LINE.replace(/= (.*);$/, '= __sfGuardHandler($1);'))
      .replace(SERVER_LINE, `${SERVER_LINE}\n  __sfGuardServer(httpServer);`),
  ].join('\n');
}

export function previewGuardPlugin(): Plugin {
  const guardModule = fileURLToPath(new URL('./guard.ts', import.meta.url));
  return {
    name: 'storefront-preview-guard',
    enforce: 'pre',
    transform(code, id) {
      if (!STANDALONE.test(id.split('?')[0] ?? '')) return undefined;
      const spliced = spliceGuard(code, guardModule);
      if (spliced === undefined) {
        this.error(`@astrojs/node's standalone.js changed: the preview server's request guard cannot be spliced in`);
      }
      return { code: spliced, map: null };
    },
  };
}
