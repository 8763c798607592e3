import { describe, expect, it } from 'vitest';
import {
  clampPage,
  closeAction,
  MAX_TERM_LENGTH,
  pageCount,
  pageItems,
  pageNumbers,
  readSearchQuery,
  searchHref,
} from '../../src/features/search/domain/pages.ts';

describe('search query string', () => {
  it('reads the term and page, falling back on anything odd', () => {
    expect(readSearchQuery('?searchterm=fox&page=3')).toEqual({ term: 'fox', page: 3 });
    expect(readSearchQuery('?page=-1')).toEqual({ term: '', page: 1 });
    expect(readSearchQuery('?searchterm=a&page=2.5')).toEqual({ term: 'a', page: 1 });
    expect(readSearchQuery('?searchterm=' + 'x'.repeat(500)).term).toHaveLength(MAX_TERM_LENGTH);
  });

  it('keeps a hostile term as text, encoded in the URL', () => {
    const term = '"><img src=x onerror=alert(1)>';
    const href = searchHref(term, 2, '#featured-products');
    expect(href).not.toContain('<');
    expect(readSearchQuery(href.slice(href.indexOf('?'), href.indexOf('#'))).term).toBe(term);
    expect(searchHref('fox')).toBe('/search?searchterm=fox');
  });
});

describe('search pagination (12 per page)', () => {
  it('counts pages', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(12)).toBe(1);
    expect(pageCount(13)).toBe(2);
    expect(pageCount(612)).toBe(51);
  });

  it('clamps the page and slices its items', () => {
    const items = Array.from({ length: 30 }, (_, i) => i);
    expect(clampPage(9, 30)).toBe(3);
    expect(clampPage(0, 30)).toBe(1);
    expect(pageItems(items, 1)).toEqual(items.slice(0, 12));
    expect(pageItems(items, 3)).toEqual([24, 25, 26, 27, 28, 29]);
    expect(pageItems(items, 99)).toEqual([24, 25, 26, 27, 28, 29]);
  });

  it('shows up to 5 numbered buttons around the current page', () => {
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageNumbers(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageNumbers(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });
});

describe('Close', () => {
  const origin = 'https://shop.example';
  it('goes back only to a page of this site', () => {
    expect(closeAction('https://shop.example/listing/x', origin, 3)).toBe('back');
    expect(closeAction('https://evil.example/', origin, 3)).toBe('home');
    expect(closeAction('', origin, 3)).toBe('home');
    expect(closeAction('https://shop.example/', origin, 1)).toBe('home');
    expect(closeAction('not a url', origin, 3)).toBe('home');
  });
});
