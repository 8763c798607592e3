import { describe, expect, it } from 'vitest';
import type { ListingOptionsData } from '../../src/features/catalog/domain/listing-selection.ts';
import { chartShownWhole } from '../../src/features/catalog/components/listing/options-wire.ts';
import {
  listingOptionsDataSchema,
  listingOptionsWireSchema,
  optionsDataId,
  optionsDataJson,
  provideOptionsData,
  readOptionsData,
} from '../../src/features/catalog/components/listing/options-data.ts';

const prices = { USD: 2500, GBP: 2000, EUR: 2300, AUD: 3800, CAD: 3400 };
const data: ListingOptionsData = {
  listingId: 'l1',
  itemGroupId: 'g1',
  slug: 'tee',
  title: 'Tee </script><b>',
  currency: 'USD',
  preorder: false,
  nft: false,
  defaultProductId: 'p1',
  defaultVariationId: 'v1',
  products: [
    {
      id: 'p1',
      name: 'Classic Tee',
      type: 't-shirt',
      sizeChart: [{ size: 'S', chest: '36 in' }],
      variants: [
        {
          id: 'v1',
          name: 'Black',
          hex: '#000000',
          prices,
          stock: null,
          images: [
            { src: 'https://img.example/a.png?w=1200', large: 'https://img.example/a.png?w=560', small: 'x' },
            {
              src: 'https://img.example/b.png?w=1200',
              large: 'https://img.example/b.png?w=560',
              small: 'https://img.example/b.png?w=200',
            },
            {
              src: 'https://img.example/c.png',
              large: 'https://img.example/c.png',
              small: 'https://img.example/c.png',
            },
          ],
          sizes: [{ id: 's1', label: 'S', prices, stock: 3 }],
        },
      ],
    },
  ],
};

describe('listing options data element', () => {
  it('round-trips through its JSON exactly, and nothing in it can close the script element', () => {
    // A chart whose rows differ in their keys is more than the Product Details table shows: it travels.
    const uneven = [{ size: 'S', chest: '36 in' }, { size: 'M' }];
    const withChart: ListingOptionsData = {
      ...data,
      products: data.products.map((p) => ({ ...p, sizeChart: uneven })),
    };
    const json = optionsDataJson(withChart);
    expect(json).not.toContain('</script>');
    const parsed = listingOptionsWireSchema.safeParse(JSON.parse(json));
    expect(parsed.success && parsed.data).toEqual(withChart);
    expect(listingOptionsDataSchema.safeParse(parsed.data).success).toBe(true);
  });

  it("leaves out a size chart that the page's Product Details table shows whole (the island reads the table)", () => {
    expect(
      chartShownWhole([
        { size: 'S', chest: '36 in' },
        { size: 'M', chest: '38 in' },
      ]),
    ).toBe(true);
    expect(chartShownWhole([])).toBe(false);
    expect(chartShownWhole([{ size: 'S', chest: '36 in' }, { size: 'M' }])).toBe(false);
    expect(
      chartShownWhole([
        { size: 'S', chest: '36 in' },
        { chest: '38 in', size: 'M' },
      ]),
    ).toBe(false);
    const json = optionsDataJson(data);
    expect(json).not.toContain('sizeChart');
    expect(json).not.toContain('36 in');
    const parsed = listingOptionsWireSchema.safeParse(JSON.parse(json));
    expect(parsed.success && parsed.data).toEqual({
      ...data,
      products: data.products.map((p) => ({ ...p, sizeChart: [] })),
    });
  });

  it("sends only the queries of an image's smaller renditions when they share its path", () => {
    const json = optionsDataJson(data);
    expect(json).toContain('{"src":"https://img.example/b.png?w=1200","q":["?w=560","?w=200"]}');
    // Not the same path (or no query): the full URLs travel.
    expect(json).toContain('"large":"https://img.example/a.png?w=560","small":"x"');
    expect(json).toContain('"large":"https://img.example/c.png","small":"https://img.example/c.png"');
  });

  it("sends a product's sizes once when its colours share them, with each colour's stock per size", () => {
    const variant = data.products[0]?.variants[0];
    if (!variant) throw new Error('fixture');
    const sizes = [
      { id: 's1', label: 'S', prices, stock: 3 },
      { id: 's2', label: 'M', prices: { ...prices, USD: 2700 }, stock: null },
    ];
    const shared: ListingOptionsData = {
      ...data,
      products: [
        {
          id: 'p1',
          name: 'Classic Tee',
          type: 't-shirt',
          sizeChart: [],
          variants: [
            { ...variant, id: 'v1', sizes },
            { ...variant, id: 'v2', sizes: sizes.map((s, i) => ({ ...s, stock: i })) },
          ],
        },
        {
          id: 'p2',
          name: 'Hoodie',
          type: 'hoodie',
          sizeChart: [],
          // Different prices per colour: each colour keeps its own sizes.
          variants: [
            { ...variant, id: 'v3', sizes },
            { ...variant, id: 'v4', sizes: sizes.map((s) => ({ ...s, prices: { ...s.prices, USD: 1 } })) },
          ],
        },
      ],
    };
    const json = optionsDataJson(shared);
    expect(json).toContain('"stocks":[3,null]');
    expect(json).toContain('"stocks":[0,1]');
    expect(json.match(/"label":"M"/g)).toHaveLength(3);
    const parsed = listingOptionsWireSchema.safeParse(JSON.parse(json));
    expect(parsed.success && parsed.data).toEqual(shared);
  });

  it("leaves out a colour's stock when it is the sum of its sizes' stocks", () => {
    const variant = data.products[0]?.variants[0];
    if (!variant) throw new Error('fixture');
    const sizes = [
      { id: 's1', label: 'S', prices, stock: 2 },
      { id: 's2', label: 'M', prices, stock: 3 },
    ];
    const stocked: ListingOptionsData = {
      ...data,
      products: [
        {
          id: 'p1',
          name: 'Classic Tee',
          type: 't-shirt',
          sizeChart: [],
          variants: [
            { ...variant, id: 'v1', stock: 5, sizes },
            { ...variant, id: 'v2', stock: 9, sizes },
          ],
        },
      ],
    };
    const json = optionsDataJson(stocked);
    expect(json.match(/"stock":/g)).toEqual(['"stock":']);
    expect(json).toContain('"stock":9');
    const parsed = listingOptionsWireSchema.safeParse(JSON.parse(json));
    expect(parsed.success && parsed.data).toEqual(stocked);
  });

  it('rejects JSON of another shape', () => {
    expect(listingOptionsDataSchema.safeParse({ ...data, products: [{ id: 1 }] }).success).toBe(false);
    expect(listingOptionsWireSchema.safeParse({ ...data, products: [{ id: 1 }] }).success).toBe(false);
  });

  it('has one element id per listing, safe as an id', () => {
    expect(optionsDataId('tee')).toBe('listing-options-data-tee');
    expect(optionsDataId('a"b<c')).toBe('listing-options-data-abc');
  });

  it('hands the data to the server render of the same page, keeping only the latest pages', () => {
    provideOptionsData('listing-options-data-tee', data);
    expect(readOptionsData('listing-options-data-tee')).toBe(data);
    // A second read (Astro may render a component twice) still finds it.
    expect(readOptionsData('listing-options-data-tee')).toBe(data);
    for (let i = 0; i < 100; i++) provideOptionsData(`id-${i}`, data);
    expect(readOptionsData('listing-options-data-tee')).toBeNull();
    expect(readOptionsData('id-99')).toBe(data);
  });
});
