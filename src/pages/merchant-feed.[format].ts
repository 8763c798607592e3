/**
 * /merchant-feed.xml: the Google Merchant Center product feed, written only for stores whose marketing
 * pixels carry a gmcMerchantId. The `[format]` parameter exists so getStaticPaths can return no path at
 * all for other stores (a static route would always be written); on demand it answers 404 the same way.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { storeEntry } from '../store-list.ts';
import { getListing, getStoreData } from '../data/index.ts';
import type { FeedItem } from '../features/seo/domain/seo.ts';
import { buildMerchantFeed } from '../features/seo/domain/seo.ts';
import { merchantFeedItems } from '../features/seo/domain/seo-sources.ts';
import { notFound, storeSite, xmlResponse } from '../features/seo/domain/endpoints.ts';

const FORMAT = 'xml';

async function hasFeed(): Promise<boolean> {
  return Boolean((await getStoreData()).store.marketingPixels.gmcMerchantId);
}

export const getStaticPaths = (async () =>
  (await hasFeed()) ? [{ params: { format: FORMAT } }] : []) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  if (params['format'] !== FORMAT || !(await hasFeed())) return notFound();
  const data = await getStoreData();
  // One listing file at a time: the snapshot keeps summaries only, and 10,000 listings at once would not fit.
  const items: FeedItem[] = [];
  for (const summary of data.listings) {
    if (summary.visibility !== 'public') continue;
    const listing = await getListing(summary.slug);
    if (listing?.listingId === summary.listingId) items.push(...merchantFeedItems({ listings: [listing] }));
  }
  const xml = buildMerchantFeed({ storeName: data.store.name, site: storeSite(storeEntry(data.store.slug)), items });
  return xmlResponse(xml, 'application/rss+xml');
};
