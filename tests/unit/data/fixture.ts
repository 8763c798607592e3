/** A small in-memory snapshot for the src/data helpers' tests. */
import { DEFAULT_FLAGS } from '../../../src/shared/api/flags.ts';
import { DEFAULT_LOCALIZATION, type ProductTile } from '../../../src/features/catalog/index.ts';
import { SNAPSHOT_VERSION, type Snapshot } from '../../../src/data/snapshot-format.ts';
import { createDefaultTheme } from '../../../src/features/theme/domain/default-theme.ts';
import { sampleTile } from '../fixtures/catalog.ts';

export function tile(n: number, over: Partial<ProductTile> = {}): ProductTile {
  return sampleTile({ listingId: `l${n}`, productId: `p${n}`, slug: `item-${n}`, name: `Item ${n}`, ...over });
}

export function snapshot(mutate: (s: Snapshot) => void = () => undefined): Snapshot {
  const s: Snapshot = {
    version: SNAPSHOT_VERSION,
    store: {
      id: 'st',
      slug: 'shop',
      name: 'Shop',
      sellerId: null,
      sellerToken: null,
      collections: [],
      marketingPixels: { googleAnalytics: null, facebook: null, gmcMerchantId: null },
      promoCodes: [],
      socialMedia: [],
    },
    theme: createDefaultTheme(),
    defaultTheme: true,
    flags: { ...DEFAULT_FLAGS },
    collections: [],
    products: [],
    listings: [],
    localization: DEFAULT_LOCALIZATION,
    productSource: 'cache',
  };
  mutate(s);
  return s;
}
