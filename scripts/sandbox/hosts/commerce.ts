/** The commerce host (spec storefront §7): stores, collections, product pages, listings, blanks, inventory, localization. */
import { z } from 'zod';
import type { SandboxContext } from '../context.ts';
import { fail, json, parseQuery } from '../http.ts';
import {
  findCollection,
  collectionsAnswer,
  paginate,
  storeAnswer,
  tileAnswer,
  visibleListings,
} from '../fixtures/answer-catalogue.ts';
import { blankAnswer, listingAnswer, listingAnswerV0, type ListingContext } from '../fixtures/answer-listing.ts';
import { BLANKS } from '../fixtures/blanks.ts';
import { registerControl } from '../fixtures/control.ts';
import { catalogueOf, findVariation, setFixtureOrigin } from '../fixtures/index.ts';
import { currentStock, seedInventory, withdrawnVariations } from '../fixtures/inventory.ts';
import { editedTitles, withEdits } from '../fixtures/edits.ts';
import { LOCALE_CODES, localizationAnswer } from '../fixtures/localization.ts';
import { currencyParam, pageParam, regionParam, requireStore, slugParam, visibilityParam } from '../fixtures/query.ts';
import type { FixtureListing } from '../fixtures/types.ts';

/** Spec §9: product grid page size 12; a collection filter asks for per=150. */
export const PRODUCTS_PER_PAGE = 12;
export const MAX_PER_PAGE = 150;
const perParam = z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(PRODUCTS_PER_PAGE);

const productsQuery = z.object({
  slug: slugParam,
  currency: currencyParam,
  region: regionParam,
  page: pageParam,
  per: perParam,
  visibility: visibilityParam,
  collection: z.string().min(1).optional(),
});

const listingQuery = z.object({
  slug: z.string().min(1),
  storeSlug: slugParam,
  currency: currencyParam,
  region: regionParam,
  country_code: z.string().optional(),
  productId: z.string().min(1).optional(),
  visibility: visibilityParam,
});

const listingV0Query = z.object({
  store_slug: slugParam,
  currency: currencyParam,
  region: regionParam,
  country_code: z.string().optional(),
});

export function register(ctx: SandboxContext): void {
  setFixtureOrigin(() => ctx.origin());
  seedInventory(ctx.db);
  ctx.onReset(() => seedInventory(ctx.db));
  registerControl(ctx);
  const { router } = ctx;

  router.add('GET', 'commerce', '/v1/stores', (req) => {
    const { slug } = parseQuery(req, z.object({ slug: slugParam }));
    return json(storeAnswer(requireStore(slug)));
  });

  router.add('GET', 'commerce', '/v1/stores/collections', (req) => {
    const { slug } = parseQuery(req, z.object({ slug: slugParam }));
    return json({ collections: collectionsAnswer(requireStore(slug)) });
  });

  router.add('GET', 'commerce', '/v1/stores/products', (req) => {
    const q = parseQuery(req, productsQuery);
    const fixture = requireStore(q.slug);
    let collection: string | undefined;
    if (q.collection !== undefined) {
      const found = findCollection(q.collection, fixture.slug);
      if (!found) fail(404, 'not_found', 'Collection not found', { parameter: 'collection' });
      collection = fixture.collections[found.index]?.slug;
    }
    const page = paginate(visibleListings(fixture.slug, q.visibility === 'any', collection), q.page, q.per);
    const edit = withEdits(editedTitles(ctx.db, fixture.slug));
    return json({ products: page.rows.map((l) => tileAnswer(edit(l), q.currency)), pagination: page.pagination });
  });

  router.add('GET', 'commerce', '/v1/collections', (req) => {
    const { storeSlug } = parseQuery(req, z.object({ storeSlug: slugParam }));
    const fixture = requireStore(storeSlug);
    const collections = collectionsAnswer(fixture).map((c) => ({
      ...c,
      products: visibleListings(fixture.slug, false, String(c['slug']))
        .slice(0, 4)
        .map((l) => tileAnswer(l, 'USD')),
    }));
    return json({ collections });
  });

  router.add('GET', 'commerce', '/v1/collection/:id/items', (req) => {
    const q = parseQuery(req, z.object({ page: pageParam, per: perParam, currency: currencyParam }));
    const found = findCollection(req.params['id'] ?? '');
    if (!found) fail(404, 'not_found', 'Collection not found', { parameter: 'id' });
    const slug = found.fixture.collections[found.index]?.slug;
    const page = paginate(visibleListings(found.fixture.slug, false, slug), q.page, q.per);
    return json({ items: page.rows.map((l) => tileAnswer(l, q.currency)), ...page.pagination });
  });

  function listingContext(
    listing: FixtureListing,
    currency: ListingContext['currency'],
    region: string,
    productId?: string,
  ): ListingContext {
    return {
      currency,
      region,
      origin: ctx.origin(),
      stock: (variationId, sizeId) => currentStock(ctx.db, listing, variationId, sizeId),
      withdrawn: withdrawnVariations(ctx.db, listing),
      ...(productId === undefined ? {} : { productId }),
    };
  }

  function findListing(store: string, slug: string, anyVisibility: boolean): FixtureListing {
    const listing = catalogueOf(store)?.bySlug.get(slug);
    if (!listing || (listing.visibility === 'private' && !anyVisibility)) {
      fail(404, 'not_found', 'Listing not found', { parameter: 'slug' });
    }
    return listing;
  }

  router.add('GET', 'commerce', '/v1/listings', (req) => {
    const q = parseQuery(req, listingQuery);
    const listing = findListing(requireStore(q.storeSlug).slug, q.slug, q.visibility === 'any');
    if (q.productId !== undefined && !listing.products.some((p) => p.blank.productId === q.productId)) {
      fail(404, 'not_found', 'Product not found', { parameter: 'productId' });
    }
    const edited = withEdits(editedTitles(ctx.db, listing.store))(listing);
    const answer = listingAnswer(edited, listingContext(listing, q.currency, q.region, q.productId));
    if (!answer) fail(404, 'not_found', 'Listing not found', { parameter: 'slug' });
    return json(answer);
  });

  router.add('GET', 'commerce', '/v0/listing/:slug', (req) => {
    const q = parseQuery(req, listingV0Query);
    const listing = findListing(requireStore(q.store_slug).slug, req.params['slug'] ?? '', false);
    const edited = withEdits(editedTitles(ctx.db, listing.store))(listing);
    const answer = listingAnswerV0(edited, listingContext(listing, q.currency, q.region));
    if (!answer) fail(404, 'not_found', 'Listing not found', { parameter: 'slug' });
    return json(answer);
  });

  router.add('GET', 'commerce', '/v1/blanks', (req) => {
    const { id } = parseQuery(req, z.object({ id: z.string().min(1) }));
    const blank = BLANKS.get(id);
    if (!blank) fail(404, 'not_found', 'Product not found', { parameter: 'id' });
    return json(blankAnswer(blank, ctx.origin()));
  });

  router.add('GET', 'commerce', '/v1/inventory', (req) => {
    const q = parseQuery(
      req,
      z.object({ colorId: z.string().min(1), sizeId: z.string().min(1), listingId: z.string().min(1).optional() }),
    );
    const ref = findVariation(q.colorId);
    if (!ref || (q.listingId !== undefined && ref.listing.listingId !== q.listingId)) {
      fail(404, 'not_found', 'Variation not found', { parameter: 'colorId' });
    }
    if (!ref.product.sizes.some((s) => s.id === q.sizeId))
      fail(404, 'not_found', 'Size not found', { parameter: 'sizeId' });
    return json({
      listingId: ref.listing.listingId,
      variationId: q.colorId,
      sizeId: q.sizeId,
      inventoryCount: currentStock(ctx.db, ref.listing, q.colorId, q.sizeId),
    });
  });

  router.add('GET', 'commerce', '/v1/localization_details', (req) => {
    const q = parseQuery(
      req,
      z.object({
        storeId: slugParam,
        region: regionParam,
        currency: currencyParam,
        locale: z.enum(LOCALE_CODES).default('en'),
      }),
    );
    requireStore(q.storeId);
    return json(localizationAnswer(q.region, q.currency, q.locale));
  });
}
