import { describe, expect, it } from 'vitest';
import { parseBuildArgs, selectStores } from '../../scripts/build-args.ts';

const stores = ['a', 'b', 'c', 'd', 'e'].map((slug) => ({ slug, site: `https://${slug}.example` }));

describe('build arguments', () => {
  it('builds every store by default', () => {
    expect(selectStores(stores, parseBuildArgs([])).map((s) => s.slug)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('builds one store by slug, case-insensitively', () => {
    expect(selectStores(stores, parseBuildArgs(['--store', 'C'])).map((s) => s.slug)).toEqual(['c']);
    expect(() => selectStores(stores, parseBuildArgs(['--store', 'zz']))).toThrow(/not in stores.config.json/);
  });

  it('splits stores into disjoint shards that cover them all', () => {
    const shards = [1, 2].map((i) => selectStores(stores, parseBuildArgs(['--shard', `${i}/2`])).map((s) => s.slug));
    expect(shards).toEqual([
      ['a', 'c', 'e'],
      ['b', 'd'],
    ]);
  });

  it('rejects bad shards and unknown flags', () => {
    expect(() => parseBuildArgs(['--shard', '3/2'])).toThrow(/--shard/);
    expect(() => parseBuildArgs(['--shard', 'x'])).toThrow(/--shard/);
    expect(() => parseBuildArgs(['--nope'])).toThrow(/Unknown option '--nope'.*Use --store/);
    expect(() => parseBuildArgs(['stray'])).toThrow(/Use --store/);
  });

  it('reads the concurrency and how progress is shown', () => {
    expect(parseBuildArgs(['--concurrency', '3', '--progress', 'lines', '--force'])).toEqual({
      force: true,
      concurrency: 3,
      progress: 'lines',
    });
    expect(parseBuildArgs(['--store=demo']).store).toBe('demo');
    expect(() => parseBuildArgs(['--progress', 'dots'])).toThrow(/--progress takes bar or lines/);
  });
});
