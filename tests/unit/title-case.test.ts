import { describe, expect, it } from 'vitest';
import { titleCase } from '../../src/features/catalog/domain/rules.ts';
import { toProductTile } from '../../src/features/catalog/domain/map-tile.ts';

describe('product types in title case (issue 16)', () => {
  it.each([
    ['hoodie', 'Hoodie'],
    ['crewneck sweatshirt', 'Crewneck Sweatshirt'],
    ['t-shirt', 'T-Shirt'],
    ['die-cut sticker', 'Die-Cut Sticker'],
    ['tote of the month', 'Tote of the Month'],
    ['the classic tee', 'The Classic Tee'],
    ["men's tank", "Men's Tank"],
    ['NFT', 'NFT'],
    ['iPhone case', 'iPhone Case'],
    ['Classic Tee', 'Classic Tee'],
    ['', ''],
  ])('%j reads %j', (raw, shown) => {
    expect(titleCase(raw)).toBe(shown);
  });

  it('a tile shows its product type in title case, from any of the aliases', () => {
    const base = { listingId: 'l1', id: 'p1', url: 'x', name: 'X', price: 10 };
    expect(toProductTile({ ...base, productName: 'crewneck sweatshirt' }).productName).toBe('Crewneck Sweatshirt');
    expect(toProductTile({ ...base, product_name: 't-shirt' }).productName).toBe('T-Shirt');
    expect(toProductTile({ ...base, productType: 'hoodie' }).productName).toBe('Hoodie');
  });
});
