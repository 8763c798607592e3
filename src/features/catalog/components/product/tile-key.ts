/**
 * The RenderOnce key (src/ui/RenderOnce.astro) of ProductTile.astro given only its tile (lazy image, h3
 * name): a shelf's tiles (../listing/Shelf.astro) and the featured feed's (src/pages/feed/[page].json.ts)
 * share it, so a tile rendered for one is not rendered again for the other. Undefined when the tile is not
 * plain data. Remembered per tile object (the pages of a build share the snapshot's tiles, read-only): a
 * key written out again for each of a page's 16 tiles cost a tenth of the page's render.
 */
import { memoizeByObject } from '../../../../shared/memo.ts';
import { onceKey } from '../../../../ui/render-once.ts';
import type { ProductTile } from '../../domain/types.ts';

export const productTileKey = memoizeByObject((tile: ProductTile) => onceKey('ProductTile', tile));
