import { describe, expect, it } from 'vitest';
import { listNameFor, parseListState } from '../../src/features/analytics/domain/list-state.ts';

describe('the list a tile carries to its listing (storefront §2: navigation state)', () => {
  const state = { path: '/listing/dreamy-shark-tee', productId: '101', listName: 'Featured products' };

  it('names the list on the page the tile led to, and on no other', () => {
    const stored = parseListState(JSON.stringify(state));
    expect(listNameFor(stored, '/listing/dreamy-shark-tee')).toBe('Featured products');
    expect(listNameFor(stored, '/listing/another-tee')).toBeUndefined();
    expect(listNameFor(null, '/listing/dreamy-shark-tee')).toBeUndefined();
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{"path":'],
    ['another shape', JSON.stringify({ path: '/listing/x' })],
    ['an empty list name', JSON.stringify({ ...state, listName: '' })],
    ['a list name of 201 characters', JSON.stringify({ ...state, listName: 'x'.repeat(201) })],
    ['an array', '[1,2]'],
  ])('%s is no state', (_, raw) => {
    expect(parseListState(raw)).toBeNull();
  });
});
