import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parseStoresConfig } from '../../src/shared/store-config.ts';

describe('stores.config.json', () => {
  it('the shipped config parses', () => {
    const config = parseStoresConfig(JSON.parse(readFileSync('stores.config.json', 'utf8')));
    expect(config.stores[0]?.slug).toBe('demo');
  });

  it('lower-cases slugs and trims trailing slashes of sites', () => {
    const config = parseStoresConfig({ stores: [{ slug: 'MyStore', site: 'https://shop.example/' }] });
    expect(config.stores[0]).toEqual({ slug: 'mystore', site: 'https://shop.example' });
  });

  it('names every bad field', () => {
    expect(() =>
      parseStoresConfig({
        stores: [
          { slug: 'ok', site: 'https://a.example' },
          { slug: '../etc', site: 'ftp://x' },
          { slug: 'OK', site: 'https://b.example' },
        ],
      }),
    ).toThrow(/stores\.1\.slug[\s\S]*stores\.1\.site[\s\S]*stores\.2\.slug: duplicate/);
  });

  it('a store can ask its visitors their age (the age gate, 21+); off unless set', () => {
    const config = parseStoresConfig({
      stores: [
        { slug: 'spirits', site: 'https://spirits.example', ageGate: true },
        { slug: 'tees', site: 'https://tees.example' },
      ],
    });
    expect(config.stores.map((s) => s.ageGate ?? false)).toEqual([true, false]);
    expect(() => parseStoresConfig({ stores: [{ slug: 'a', site: 'https://a.example', ageGate: 'yes' }] })).toThrow(
      /stores\.0\.ageGate/,
    );
  });

  it('rejects unknown keys and an empty list', () => {
    expect(() => parseStoresConfig({ stores: [] })).toThrow(/stores/);
    expect(() => parseStoresConfig({ stores: [{ slug: 'a', site: 'https://a.example', extra: 1 }] })).toThrow(
      /extra|Unrecognized/,
    );
  });
});
