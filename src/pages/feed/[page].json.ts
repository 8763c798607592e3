/**
 * The featured-products feed as static JSON, one file per page of 12 (/feed/1.json …), written at build.
 * Each tile is the markup of the static grid (listTileHtml, the one source of tile markup), so the Load More
 * island appends exactly that (prices in all five currencies included); a tile a shelf already wrote in
 * this process is not written again. The tiles are appended to the featured list, which names their list.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { listTileHtml } from '../../features/catalog/components/product/tile-html.ts';
import { getStoreData } from '../../data/index.ts';
import { modelKey } from '../../data/render-keys.ts';
import { featuredProducts, feedPage, feedPageCount } from '../../data/home.ts';
import type { FeedPageJson } from '../../features/catalog/domain/feed.ts';

export const getStaticPaths = (async () => {
  const data = await getStoreData();
  const featured = featuredProducts(data);
  return Array.from({ length: feedPageCount(featured.length) }, (_, i) => ({
    params: { page: String(i + 1) },
    cacheKey: modelKey(data, 'feed', feedPage(featured, i + 1)),
  }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const page = feedPage(featuredProducts(await getStoreData()), Number(params['page']));
  const tiles = page.tiles.map(listTileHtml);
  const body: FeedPageJson = { page: page.page, totalPages: page.totalPages, nextPage: page.nextPage, tiles };
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
};
