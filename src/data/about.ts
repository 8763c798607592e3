/**
 * Pure derivations over a snapshot for the About page (storefront §2 About page, §3 aboutText and
 * heroImage): whether it exists, its sanitised text blocks, its hero image and its 'Latest releases'.
 */
import type { ProductTile } from '../features/catalog/domain/types.ts';
import { ABOUT_PAGE_PRODUCTS } from '../shared/constants.ts';
import { sanitizeAboutBlock, type SanitizedAboutBlock } from '../shared/sanitize.ts';
import type { Snapshot } from './snapshot-format.ts';

export interface AboutContent {
  blocks: SanitizedAboutBlock[];
  heroImage: string | null;
  latest: ProductTile[];
}

/** The page exists only when the theme shows the About link in the header (storefront §2). */
export function isAboutEnabled(snapshot: Snapshot): boolean {
  return snapshot.theme.content.header.showAbout;
}

/**
 * getStaticPaths of src/pages/about/[...about].astro: the one path /about when enabled, none otherwise,
 * so a store without About has no /about file and the host answers 404.
 */
export function aboutStaticPaths(snapshot: Snapshot): { params: { about: undefined } }[] {
  return isAboutEnabled(snapshot) ? [{ params: { about: undefined } }] : [];
}

/** Text blocks with every HTML part sanitised; blocks left with nothing to show are dropped. */
export function aboutBlocks(snapshot: Snapshot): SanitizedAboutBlock[] {
  return snapshot.theme.content.aboutText
    .map(sanitizeAboutBlock)
    .map((b) => ({ ...b, list: b.list.filter((item) => item.trim() !== '') }))
    .filter((b) => b.html.trim() !== '' || b.list.length > 0);
}

export function aboutContent(snapshot: Snapshot): AboutContent {
  return {
    blocks: aboutBlocks(snapshot),
    heroImage: snapshot.theme.content.heroImage,
    latest: snapshot.products.filter((p) => p.visibility === 'public').slice(0, ABOUT_PAGE_PRODUCTS),
  };
}
