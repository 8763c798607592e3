/**
 * The featured-products feed as static JSON, one file per page of 12 (/feed/1.json …), written at build.
 * Each tile is pre-rendered HTML from ProductTile.astro through Astro's container API, so the Load More
 * island appends exactly the markup of the static grid (prices in all five currencies included) and the
 * tile markup lives in one place. A tile a shelf or another page already rendered in this process is not
 * rendered again (productTileKey). The tiles are appended to the featured list, which names their list.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import ProductTile from '../../features/catalog/components/product/ProductTile.astro';
import { productTileKey } from '../../features/catalog/components/product/tile-key.ts';
import { getStoreData } from '../../data/index.ts';
import { modelKey } from '../../data/render-keys.ts';
import { featuredProducts, feedPage, feedPageCount } from '../../data/home.ts';
import type { FeedPageJson } from '../../features/catalog/domain/feed.ts';
import { renderOnce } from '../../ui/render-once.ts';

export const getStaticPaths = (async () => {
  const data = await getStoreData();
  const featured = featuredProducts(data);
  return Array.from({ length: feedPageCount(featured.length) }, (_, i) => ({
    params: { page: String(i + 1) },
    cacheKey: modelKey(data, 'feed', feedPage(featured, i + 1)),
  }));
}) satisfies GetStaticPaths;

let container: AstroContainer | undefined;

export const GET: APIRoute = async ({ params }) => {
  const page = feedPage(featuredProducts(await getStoreData()), Number(params['page']));
  container ??= await AstroContainer.create();
  const renderer = container;
  const tiles = await Promise.all(
    page.tiles.map((tile) =>
      renderOnce(productTileKey(tile), () =>
        // typescript-eslint types .astro imports in .ts files as errors; astro check types this call.
        // eslint-disable-next-line @typescript-eslint/no-unsafe-argument
        renderer.renderToString(ProductTile, { props: { tile } }),
      ),
    ),
  );
  const body: FeedPageJson = { page: page.page, totalPages: page.totalPages, nextPage: page.nextPage, tiles };
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
};
