/**
 * /listing/{slug}.md: the listing page's markdown alternate (the page links it with rel="alternate"), for
 * AI assistants and llms.txt. The same listings as the pages: built for each public one, and on demand
 * for whatever the page itself would render.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { storeEntry } from '../../store-list.ts';
import { getListing, getStoreData, publicListingPaths, type ListingRouteProps } from '../../data/index.ts';
import { listingMarkdownInput } from '../../data/llms.ts';
import { buildListingMarkdown } from '../../features/seo/domain/listing-markdown.ts';
import { notFound, storeSite, textResponse } from '../../features/seo/domain/endpoints.ts';

export const getStaticPaths = publicListingPaths satisfies GetStaticPaths;

type Props = ListingRouteProps;

export const GET: APIRoute<Props> = async ({ params, props }) => {
  const data = await getStoreData();
  const listing = await getListing(props.slug ?? params['slug']);
  if (!listing) return notFound();
  const site = storeSite(storeEntry(data.store.slug));
  return textResponse(buildListingMarkdown(listingMarkdownInput(listing, data.store.name, site)), 'text/markdown');
};
