import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, isMobileWidth, maxWidth, minWidth, MOBILE_QUERY } from '../../src/shared/breakpoints.ts';
import {
  cartCountLabel,
  collectionPageTitle,
  isSearchableTerm,
  MODAL_IDS,
  noResultsText,
  PRODUCT_GRID_PAGE_SIZE,
  QUICK_ADD_CONFIRMATION_MS,
  quantityOverflowLabel,
  sizeColorText,
  TEXTS,
} from '../../src/shared/constants.ts';
import * as constants from '../../src/shared/constants.ts';

describe('spec constants', () => {
  it('has the §9 timings and limits', () => {
    expect(QUICK_ADD_CONFIRMATION_MS).toBe(6000);
    expect(PRODUCT_GRID_PAGE_SIZE).toBe(12);
    expect({
      tile: constants.TILE_IMAGE_CYCLE_MS,
      unavailable: constants.UNAVAILABLE_ITEMS_MODAL_DELAY_MS,
      scroll: constants.PRODUCT_CHANGE_SCROLL_DELAY_MS,
      toast: constants.TOAST_DURATION_MS,
      searchPages: constants.SEARCH_MAX_EXTRA_PAGES,
      autocomplete: constants.AUTOCOMPLETE_MAX_ITEMS,
      shelf: constants.RELATED_SHELF_MAX_ITEMS,
      about: constants.ABOUT_PAGE_PRODUCTS,
      skeleton: constants.SKELETON_TILES,
      quantity: constants.QUANTITY_DROPDOWN_MAX,
      header: constants.HEADER_HIDE_SCROLL_PX,
      age: constants.AGE_GATE_MIN_AGE,
      thumb: constants.THUMBNAIL_SIZE_PX,
    }).toEqual({
      tile: 1000,
      unavailable: 400,
      scroll: 200,
      toast: 3000,
      searchPages: 50,
      autocomplete: 5,
      shelf: 4,
      about: 4,
      skeleton: 4,
      quantity: 10,
      header: 15,
      age: 21,
      thumb: 560,
    });
  });

  it('copies the spec texts exactly', () => {
    expect(TEXTS.notFoundTitle).toBe('404! Page not found');
    expect(TEXTS.notFoundBody).toBe('Somehow you have come to a page that does not exist.');
    expect(TEXTS.goToHomepage).toBe('Go to homepage');
    expect(TEXTS.emptyCollection).toBe('There are no products for this category');
    expect(TEXTS.returnPolicy).toBe('30 Day Free Return Policy');
    expect(TEXTS.cartEmpty).toBe('Your cart is empty.');
    expect(TEXTS.shippingAtCheckout).toBe('Shipping & taxes are calculated at checkout');
    expect(TEXTS.loadMore).toBe('Load More');
    expect(TEXTS.detailTabs).toEqual(['Description', 'Product Details', 'Delivery Details']);
    expect(noResultsText('hood')).toBe('No results for "hood"');
    expect(collectionPageTitle('Hoodies', 'Northwind')).toBe('Hoodies | Northwind');
    expect(sizeColorText('M', 'Black')).toBe('Size: M, Color: Black');
    expect(quantityOverflowLabel()).toBe('10+');
  });

  it('caps the cart count at 99+', () => {
    expect(cartCountLabel(0)).toBe('0');
    expect(cartCountLabel(99)).toBe('99');
    expect(cartCountLabel(100)).toBe('99+');
  });

  it('searches only terms longer than 2 characters', () => {
    expect(isSearchableTerm('ab')).toBe(false);
    expect(isSearchableTerm(' ab ')).toBe(false);
    expect(isSearchableTerm('abc')).toBe(true);
  });

  it('names the nine modals by their spec ids', () => {
    expect(Object.values(MODAL_IDS)).toHaveLength(9);
    expect(MODAL_IDS.sizeChart).toBe('sizechart-modal');
  });
});

describe('breakpoints', () => {
  it('are the spec widths, widest first', () => {
    expect(Object.values(BREAKPOINTS)).toEqual([1400, 1300, 1200, 1040, 991, 840, 767, 540, 400, 350]);
  });
  it('build media conditions', () => {
    expect(maxWidth('mobileLg')).toBe('(max-width: 767px)');
    expect(minWidth('tabletSm')).toBe('(min-width: 840px)');
    expect(MOBILE_QUERY).toBe('(max-width: 766.98px)');
  });
  it('treat widths under 767 px as mobile', () => {
    expect(isMobileWidth(766)).toBe(true);
    expect(isMobileWidth(767)).toBe(false);
  });
});
