/** The theme feature's public face: what other features use. */
export type { HeroBanner, ThemeCategory, ThemeContent } from './domain/types.ts';
