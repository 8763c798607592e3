import { describe, expect, it } from 'vitest';
import { featuredProducts, feedPage, feedPageCount, heroTitle, segmentsBySlug } from '../../../src/data/home.ts';
import { snapshot, tile } from './fixture.ts';

const tiles = Array.from({ length: 30 }, (_, i) => tile(i + 1));

describe('feedPage', () => {
  it('splits the feed into pages of 12 with the next page number', () => {
    expect(feedPageCount(30)).toBe(3);
    expect(feedPageCount(0)).toBe(1);
    const first = feedPage(tiles, 1);
    expect(first).toMatchObject({ page: 1, totalPages: 3, nextPage: 2 });
    expect(first.tiles.map((t) => t.name)).toEqual(tiles.slice(0, 12).map((t) => t.name));
    const last = feedPage(tiles, 3);
    expect(last.tiles).toHaveLength(6);
    expect(last.nextPage).toBeNull();
  });

  it('answers an empty page for pages out of range or not integers', () => {
    for (const page of [0, 4, 1.5, Number.NaN]) {
      expect(feedPage(tiles, page)).toMatchObject({ tiles: [], nextPage: null });
    }
  });

  it('has a single empty first page for a store without products', () => {
    expect(feedPage([], 1)).toMatchObject({ page: 1, totalPages: 1, nextPage: null, tiles: [] });
  });
});

describe('home derivations', () => {
  it('features public tiles only', () => {
    const s = snapshot((s) => (s.products = [tile(1), tile(2, { visibility: 'private' })]));
    expect(featuredProducts(s).map((t) => t.listingId)).toEqual(['l1']);
  });

  it('titles the hero with its title, else the store name', () => {
    expect(heroTitle(snapshot((s) => (s.theme.content.heroBanner.title = 'Hello')))).toBe('Hello');
    expect(heroTitle(snapshot((s) => (s.theme.content.heroBanner.title = '  ')))).toBe('Shop');
  });

  it('maps category slugs to collection paths', () => {
    const s = snapshot((s) => {
      s.collections = [{ id: '1', slug: 'about', name: 'About us', parentId: null, totalCount: 0 }];
    });
    expect(segmentsBySlug(s).get('about')).toBe('about-collection');
  });
});
