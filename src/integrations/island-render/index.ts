/**
 * @astrojs/react with its server renderer swapped for ./server.ts: deterministic island ids, and in a static
 * build each island's server markup rendered once per distinct input. Same integration name, vite plugins
 * and client entrypoint as @astrojs/react.
 */
import react from '@astrojs/react';
import type { AstroIntegration } from 'astro';

type SetupHook = NonNullable<AstroIntegration['hooks']['astro:config:setup']>;

export function reactIslands(options: { memo: boolean }): AstroIntegration {
  const base = react();
  const setup = base.hooks['astro:config:setup'];
  const memoSetup: SetupHook = (params) =>
    setup?.({
      ...params,
      addRenderer: (renderer) =>
        params.addRenderer({
          ...renderer,
          serverEntrypoint: new URL(options.memo ? './server-static.ts' : './server-live.ts', import.meta.url),
        }),
    });
  return { ...base, hooks: { ...base.hooks, 'astro:config:setup': memoSetup } };
}
