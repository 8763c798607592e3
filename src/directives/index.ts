import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { ScriptIslandOptions } from './script.ts';

/** Registers the storefront's hydration directives (see interaction.ts, follow.ts and script.ts). */
export function storefrontDirectives(): AstroIntegration {
  return {
    name: 'storefront-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'interaction',
          entrypoint: fileURLToPath(new URL('./interaction.ts', import.meta.url)),
        });
        addClientDirective({ name: 'follow', entrypoint: fileURLToPath(new URL('./follow.ts', import.meta.url)) });
        addClientDirective({ name: 'script', entrypoint: fileURLToPath(new URL('./script.ts', import.meta.url)) });
      },
    },
  };
}

declare module 'astro' {
  interface AstroClientDirectives {
    /** A CSS selector of the island's triggers; empty: the island element itself. */
    'client:interaction'?: string | boolean;
    'client:follow'?: boolean;
    /** A script island: its module's start() runs on the URL, a visible element or the first interaction. */
    'client:script'?: ScriptIslandOptions;
  }
}
