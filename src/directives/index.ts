import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Registers the storefront's hydration directives (see interaction.ts and follow.ts). */
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
      },
    },
  };
}

declare module 'astro' {
  interface AstroClientDirectives {
    /** A CSS selector of the island's triggers; empty: the island element itself. */
    'client:interaction'?: string | boolean;
    'client:follow'?: boolean;
  }
}
