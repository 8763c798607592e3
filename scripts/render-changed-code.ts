/** scripts/render-changed.ts's exit code for "cannot here: run astro build" (own module: the build imports it without loading Astro). */
export const RENDER_FALLBACK_EXIT_CODE = 3;
