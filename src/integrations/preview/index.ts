/**
 * The preview integration (DESIGN §4), added by astro.config.mjs only when STOREFRONT_MODE=preview: every
 * page route is flipped to on-demand, the preview middleware runs first, and the token route, the
 * 'preview unavailable' page and the client step are added. The static build never sees any of it.
 */
import type { AstroIntegration } from 'astro';
import { previewGuardPlugin } from './vite-guard.ts';
import {
  PREVIEW_SESSION_PATH,
  PREVIEW_UNAVAILABLE_PATH,
  PREVIEW_CLIENT_STEP,
} from '../../features/preview/domain/session.ts';

export function previewServer(): AstroIntegration {
  return {
    name: 'storefront-preview',
    hooks: {
      'astro:config:setup': ({ addMiddleware, injectRoute, injectScript, updateConfig }) => {
        updateConfig({ vite: { plugins: [previewGuardPlugin()] } });
        addMiddleware({ entrypoint: new URL('../../middleware/preview.ts', import.meta.url), order: 'pre' });
        injectRoute({
          pattern: PREVIEW_SESSION_PATH,
          entrypoint: new URL('./session.ts', import.meta.url),
          prerender: false,
        });
        injectRoute({
          pattern: PREVIEW_UNAVAILABLE_PATH,
          entrypoint: new URL('./PreviewUnavailable.astro', import.meta.url),
          prerender: false,
        });
        injectScript('head-inline', PREVIEW_CLIENT_STEP);
      },
      'astro:route:setup': ({ route }) => {
        route.prerender = false;
      },
    },
  };
}
