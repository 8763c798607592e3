/**
 * The RenderOnce key (src/ui/RenderOnce.astro) of ProductTile.astro given only its tile (lazy image, h3
 * name): a shelf's tiles (../listing/Shelf.astro) and the featured feed's (src/pages/feed/[page].json.ts)
 * share it, so a tile rendered for one is not rendered again for the other. Undefined when the tile is not
 * plain data.
 */
import { memoKey } from '../../../../shared/memo-key.ts';
import type { ProductTile } from '../../domain/types.ts';

export function productTileKey(tile: ProductTile): string | undefined {
  const data = memoKey(tile);
  return data === undefined ? undefined : `ProductTile:${data}`;
}
