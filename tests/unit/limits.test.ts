/**
 * Size bounds (issue 14): every theme field and query parameter has one, from src/shared/limits.ts (the table
 * in the README's Security section). Numbers here are the README's, not imported: a theme field one over
 * its bound is refused by the theme schema naming the field; query parameters over theirs are not read.
 */
import { describe, expect, it } from 'vitest';
import { boundedQuery } from '../../src/shared/limits.ts';
import { readSearchQuery } from '../../src/features/search/domain/pages.ts';
import { parseListingQuery } from '../../src/features/catalog/domain/listing-selection.ts';
import { themeSchema } from '../../src/features/theme/domain/types.ts';

const over = (n: number) => 'a'.repeat(n + 1);

describe('theme field bounds', () => {
  it.each([
    ['meta.storeName', { meta: { storeName: over(300) } }],
    ['content.heroBanner.title', { content: { heroBanner: { title: over(300) } } }],
    ['content.heroBanner.body', { content: { heroBanner: { body: over(20_000) } } }],
    ['content.notification', { content: { notification: over(20_000) } }],
    ['content.heroBanner.ctaLink', { content: { heroBanner: { ctaLink: `/${over(2_048)}` } } }],
    ['brand.logo', { brand: { logo: `https://cdn.example/${over(100_000)}` } }],
    ['styles.primaryColor', { styles: { primaryColor: over(64) } }],
    ['styles.fonts.heading', { styles: { fonts: { heading: over(200) } } }],
    [
      'content.categories',
      { content: { categories: Array.from({ length: 201 }, (_, i) => ({ slug: `c${i}`, displayName: 'C' })) } },
    ],
  ])('refuses %s over its bound', (field, theme) => {
    const parsed = themeSchema.safeParse(theme);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path.join('.'))).toContain(field);
  });

  it('accepts every field at its bound', () => {
    const parsed = themeSchema.safeParse({
      meta: { storeName: 'a'.repeat(300) },
      content: { heroBanner: { title: 'a'.repeat(300), body: 'a'.repeat(20_000) }, notification: 'a'.repeat(20_000) },
      styles: { fonts: { heading: 'a'.repeat(200) } },
    });
    expect(parsed.success).toBe(true);
  });
});

describe('query parameter bounds', () => {
  it('reads at most 50 parameters and no value over 512 characters (200 for accessCode)', () => {
    const many = Array.from({ length: 60 }, (_, i) => `p${i}=x`).join('&');
    expect([...boundedQuery(`?${many}`).keys()]).toHaveLength(50);
    expect(boundedQuery(`?utm_source=${over(512)}`).has('utm_source')).toBe(false);
    expect(boundedQuery(`?utm_source=${'a'.repeat(512)}`).has('utm_source')).toBe(true);
    expect(boundedQuery(`?accessCode=${over(200)}`).has('accessCode')).toBe(false);
  });

  it('reads no query beyond 4,096 characters', () => {
    expect(boundedQuery(`?pad=${'a'.repeat(4_100)}&late=1`).has('late')).toBe(false);
  });

  it('the search page and the listing page read their parameters through the bounds', () => {
    expect(readSearchQuery(`?searchterm=${over(512)}`).term).toBe('');
    expect(readSearchQuery('?searchterm=mug').term).toBe('mug');
    expect(parseListingQuery(`?utm_source=${over(512)}`).utmSource).toBeNull();
  });
});
