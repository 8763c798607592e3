/**
 * The fixed query set of the search bench and of tests/unit/search-narrow.test.ts: what shoppers of the
 * `big` store type, correctly and misspelt. Each is replayed keystroke by keystroke.
 */
export const SEARCH_QUERIES: readonly string[] = [
  // realistic
  'fox',
  'midnight',
  'hoodie',
  'golden tiger',
  'phone case',
  'crewneck',
  'tour merch',
  'galaxy tee',
  'sticker',
  'lighthouse',
  'octopus tee',
  'dragon mug',
  'koala tote',
  'canvas',
  'wallpaper pack',
  'retro cassette',
  'neon arcade',
  'dad hat',
  'kids tee',
  'long sleeve',
  'essentials',
  'outerwear',
  // misspelt
  'hodie',
  'midnite fox',
  'golden tigr',
  'crewnek',
  'stiker',
  'lighthous',
  'octopuss tee',
  'dragn mug',
  'koala tot',
  'galxy',
  'wallpapr',
  'casette',
  'phne case',
  'tshirt',
];

/** Every prefix a shopper types on the way to `query`, from the first searchable one (3 characters). */
export function keystrokes(query: string): string[] {
  return Array.from({ length: Math.max(0, query.length - 2) }, (_, i) => query.slice(0, i + 3));
}
